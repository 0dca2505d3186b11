import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { business } from '../../../lib/catalogue/catalogue'
import { loadBlogPosts } from '../../../lib/catalogue/load'
import { blogPostData } from '../../../components/blog/data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const post = blogPostData(loadBlogPosts('data/blog'), pageContext.routeParams.slug ?? '', business.name)
  if (!post) throw render(404, 'No such blog post')
  return post
}
