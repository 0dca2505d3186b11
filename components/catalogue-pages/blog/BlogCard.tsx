import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { CatalogueImage } from '../CatalogueImage'
import { formatDate } from '../../../lib/format/date'
import type { BlogCardData } from './data'

/** A post teaser on /blog: the whole title is the link. */
export function BlogCard({ post }: { post: BlogCardData }) {
  return (
    <article className={cx(card({ padding: 'none' }), css({ display: 'flex', flexDirection: 'column', overflow: 'hidden', h: 'full' }))}>
      <CatalogueImage image={post.image} alt="" className={css({ display: 'block', w: 'full', h: 'auto', bg: 'bg.muted' })} />
      <div className={stack({ gap: '2', p: '5', flex: '1' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' })}>
          <a
            href={`/blog/${post.slug}`}
            className={css({ color: 'fg.default', textDecoration: 'underline', textDecorationColor: 'accent.default', textUnderlineOffset: '3px', _hover: { color: 'accent.default' } })}
          >
            {post.title}
          </a>
        </h2>
        <p className={css({ color: 'fg.muted' })}>{post.excerpt}</p>
      </div>
    </article>
  )
}
