// Trimmed blog data for /blog and /blog/{slug}, built at prerender from loadBlogPosts().
import type { BlogPost } from '../../../lib/catalogue/types'
import { crumbsFor, type PageMeta } from '../../../lib/seo/page-meta'

/** A post without its body: what a card on /blog shows. */
export type BlogCardData = Omit<BlogPost, 'body'>

export interface BlogPostData extends BlogCardData {
  meta: PageMeta
  body: BlogPost['body']
  /** Up to two other posts to read next. */
  more: Pick<BlogCardData, 'slug' | 'title'>[]
}

export function blogCard(post: BlogPost): BlogCardData {
  const { slug, title, date, author, excerpt, image, tags } = post
  return { slug, title, date, author, excerpt, image, tags }
}

export function blogPostData(posts: BlogPost[], slug: string, businessName: string): BlogPostData | undefined {
  const post = posts.find((p) => p.slug === slug)
  if (!post) return undefined
  return {
    ...blogCard(post),
    meta: {
      title: `${post.title} | ${businessName}`,
      description: post.excerpt,
      canonicalPath: `/blog/${slug}`,
      crumbs: crumbsFor(post.title, `/blog/${slug}`, { name: 'Blog', path: '/blog' }),
      image: post.image,
      ogType: 'article',
    },
    body: post.body,
    more: posts
      .filter((p) => p.slug !== slug)
      .slice(0, 2)
      .map((p) => ({ slug: p.slug, title: p.title })),
  }
}
