import { blogPosts } from '../../../lib/catalogue/blog-dir'

export default function onBeforePrerenderStart(): string[] {
  return blogPosts().map((p) => `/blog/${p.slug}`)
}
