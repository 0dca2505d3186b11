import { css } from 'styled-system/css'
import { pageContainer } from '../../ui/page-styles'
import { BlogCard } from './BlogCard'
import type { BlogCardData } from './data'

/** /blog: every post, newest first. */
export function BlogList({ posts }: { posts: BlogCardData[] }) {
  return (
    <div className={`${pageContainer} ${css({ py: '10' })}`}>
      {posts.length === 0 ? (
        <p>No posts yet. Check back soon.</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } })}>
          {posts.map((p) => (
            <li key={p.slug}>
              <BlogCard post={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
