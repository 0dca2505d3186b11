import { css } from 'styled-system/css'
import { CatalogueImage } from '../ui/CatalogueImage'
import { formatDate } from '../../lib/format/date'
import type { BlogCardData } from './data'

/** A post teaser on /blog: the whole title is the link. */
export function BlogCard({ post }: { post: BlogCardData }) {
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', overflow: 'hidden', h: 'full' })}>
      <CatalogueImage image={post.image} alt="" className={css({ display: 'block', w: 'full', h: 'auto', bg: 'bg.muted' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', flex: '1' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' })}>
          <a href={`/blog/${post.slug}`} className={css({ color: 'fg.default', textDecoration: 'underline', textDecorationColor: 'accent.default', textUnderlineOffset: '3px', _hover: { color: 'accent.default' } })}>
            {post.title}
          </a>
        </h2>
        <p className={css({ color: 'fg.muted' })}>{post.excerpt}</p>
      </div>
    </article>
  )
}
