import { blogPosts, catalogue } from '../../lib/catalogue/catalogue'
import { infoData } from '../../components/info/data'
import { blogCard } from '../../components/blog/data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return { ...infoData(catalogue, 'blog'), posts: blogPosts.map(blogCard) }
}
