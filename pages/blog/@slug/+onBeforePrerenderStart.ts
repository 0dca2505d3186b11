import { blogPosts } from '../../../lib/catalogue/catalogue.server'

export default function onBeforePrerenderStart(): string[] {
  return blogPosts.map((p) => `/blog/${p.slug}`)
}
