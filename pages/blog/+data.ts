import { blogPosts, catalogue } from '../../lib/catalogue/catalogue.server'
import { infoData, blogCard } from '../../components/catalogue-pages'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return { ...infoData(catalogue, 'blog'), posts: blogPosts.map(blogCard) }
}
