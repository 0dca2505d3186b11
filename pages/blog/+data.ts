import { blogPosts, catalogue } from '../../lib/catalogue/catalogue'
import { infoData } from '../../components/catalogue-pages/info/data'
import { blogCard } from '../../components/catalogue-pages/blog/data'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return { ...infoData(catalogue, 'blog'), posts: blogPosts.map(blogCard) }
}
