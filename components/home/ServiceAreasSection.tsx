import { css } from 'styled-system/css'
import { pageContainer, sectionTitle, sectionY, textLink, lead } from '../ui/page-styles'
import type { HomeData } from './data'

export interface ServiceAreasSectionProps {
  areas: HomeData['areas']
  /** The page's own area, marked as current. */
  currentSlug?: string
  /** Heading level: 2 on home pages, 2 on /service-areas as a list too. @default "Where we detail" */
  title?: string
}

/** The four areas with their neighbourhoods, each linking to its area page. */
export function ServiceAreasSection({ areas, currentSlug, title = 'Where we detail' }: ServiceAreasSectionProps) {
  return (
    <section aria-labelledby="areas-heading" className={sectionY}>
      <div className={pageContainer}>
        <h2 id="areas-heading" className={sectionTitle}>
          {title}
        </h2>
        <p className={lead}>We serve homes and offices across these communities west of Houston.</p>
        <ul className={css({ display: 'grid', gap: '6', mt: '6', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } })}>
          {areas.map((a) => (
            <li key={a.slug} className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: a.slug === currentSlug ? 'accent.default' : 'border.default', borderRadius: 'lg', p: '5' })}>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                <a href={`/${a.slug}`} className={textLink} aria-current={a.slug === currentSlug ? 'page' : undefined}>
                  Detailing in {a.name}
                </a>
              </h3>
              <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>Including {a.neighborhoods.join(', ')}.</p>
            </li>
          ))}
        </ul>
        <p className={css({ mt: '6' })}>
          <a href="/service-areas" className={textLink}>
            See all service areas
          </a>
        </p>
      </div>
    </section>
  )
}
