import { loadBlogPosts } from '../../../lib/catalogue/load'

export default function onBeforePrerenderStart(): string[] {
  return loadBlogPosts('data/blog').map((p) => `/blog/${p.slug}`)
}
