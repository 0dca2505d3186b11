// Where the blog posts are read from at build time. One place, so `npm run bench:build`
// can point the whole build (pages, prerender list, sitemap) at a generated folder of
// thousands of posts without touching data/ (catalogue.server.ts reads them from here).
import path from 'node:path'
import { DEFAULT_BLOG_DIR } from './files'
import type { BlogPost } from './types'

/** CATALOGUE_BLOG_DIR when set (absolute, or relative to the working directory), else data/blog. */
export function blogDir(env: Record<string, string | undefined> = process.env): string {
  const override = env.CATALOGUE_BLOG_DIR?.trim()
  return override ? path.resolve(override) : DEFAULT_BLOG_DIR
}

const neighbourhoods = new WeakMap<BlogPost[], Map<string, number>>()

/**
 * The post with this slug and the `others` posts listed after it ("more posts"), without
 * scanning the whole list per page: prerendering n posts stays O(n), not O(n²).
 */
export function postWithNeighbours(posts: BlogPost[], slug: string, others = 2): BlogPost[] {
  let index = neighbourhoods.get(posts)
  if (!index) {
    index = new Map(posts.map((p, i) => [p.slug, i]))
    neighbourhoods.set(posts, index)
  }
  const at = index.get(slug)
  if (at === undefined) return []
  const rest = posts
    .slice(0, others + 1)
    .filter((p) => p.slug !== slug)
    .slice(0, others)
  return [posts[at]!, ...rest]
}
