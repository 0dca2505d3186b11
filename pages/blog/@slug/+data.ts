import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { blogPosts, business } from '../../../lib/catalogue/catalogue.server'
import { postWithNeighbours } from '../../../lib/catalogue/blog-dir.server'
import { blogPostData } from '../../../components/catalogue-pages'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  const post = blogPostData(postWithNeighbours(blogPosts, slug), slug, business.name)
  if (!post) throw render(404, 'No such blog post')
  return post
}
