import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { Breadcrumbs } from '../../ui/breadcrumbs'
import { CatalogueImage } from '../CatalogueImage'
import { formatDate } from '../../../lib/format/date'
import { RichText } from '../RichText'
import { pageContainer, textLink } from '../../ui/page-styles'
import type { BlogPostData } from './data'

/** /blog/{slug}: the post as an article with its title as the h1. */
export function BlogPostView({ post }: { post: BlogPostData }) {
  return (
    <article className={`${pageContainer} ${css({ py: '10', maxW: '3xl' })}`}>
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: `/blog/${post.slug}` },
        ]}
      />
      <header className={css({ mt: '4' })}>
        <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold', lineHeight: 'tight' })}>{post.title}</h1>
        <p className={css({ mt: '2', color: 'fg.muted', fontSize: 'sm' })}>
          By {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <p className={css({ mt: '4', fontSize: 'lg', color: 'fg.muted' })}>{post.excerpt}</p>
      </header>
      <CatalogueImage image={post.image} priority className={css({ display: 'block', w: 'full', h: 'auto', maxW: 'lg', my: '8', borderRadius: 'lg', bg: 'bg.muted' })} />
      <RichText blocks={post.body} />
      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '8' })}>
          {post.tags.map((t) => (
            <li key={t} className={css({ bg: 'accent.subtle', color: 'accent.emphasized', borderRadius: 'full', px: '3', py: '1', fontSize: 'sm' })}>
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      <footer className={stack({ mt: '10', pt: '6', borderTopWidth: '1px', borderColor: 'border.default', gap: '4' })}>
        <a href="/book" className={`${button({ variant: 'solid' })} ${css({ alignSelf: 'flex-start' })}`}>
          Book a detail
        </a>
        {post.more.length > 0 ? (
          <nav aria-label="More posts">
            <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>Keep reading</h2>
            <ul className={stack({ mt: '2', gap: '1' })}>
              {post.more.map((m) => (
                <li key={m.slug}>
                  <a href={`/blog/${m.slug}`} className={textLink}>
                    {m.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <a href="/blog" className={textLink}>
          All blog posts
        </a>
      </footer>
    </article>
  )
}
