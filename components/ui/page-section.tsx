import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { pageContainer, sectionTitle, sectionY, textLink } from './page-styles'

export interface PageSectionProps {
  /** The h2's id; the section is labelled by it. */
  headingId: string
  title: ReactNode
  /** "subtle" is the tinted band that alternates with plain ones down a page. @default "default" */
  tone?: 'default' | 'subtle'
  /** A closing link under the content, e.g. to the page with all of them. */
  more?: { href: string; label: string }
  /** Extra classes for the centred column, e.g. a narrower width. */
  containerClassName?: string
  children: ReactNode
}

const subtleBand = css({ bg: 'bg.subtle' })
const moreClass = css({ mt: '6' })

/** A titled band of a content page: the centred column, its h2 and an optional closing link. */
export function PageSection({ headingId, title, tone = 'default', more, containerClassName, children }: PageSectionProps) {
  return (
    <section aria-labelledby={headingId} className={cx(sectionY, tone === 'subtle' && subtleBand)}>
      <div className={cx(pageContainer, containerClassName)}>
        <h2 id={headingId} className={sectionTitle}>
          {title}
        </h2>
        {children}
        {more ? (
          <p className={moreClass}>
            <a href={more.href} className={textLink}>
              {more.label}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  )
}
