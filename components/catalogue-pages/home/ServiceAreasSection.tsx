import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { PageSection } from '../../ui/page-section'
import { textLink, lead } from '../../ui/page-styles'
import type { HomeData } from './data'

export interface ServiceAreasSectionProps {
  areas: HomeData['areas']
  /** The page's own area, marked as current. */
  currentSlug?: string
  /** Heading level: 2 on home pages, 2 on /service-areas as a list too. @default "Where we detail" */
  title?: string
}

/** Every area of the catalogue with its neighbourhoods, each linking to its area page. */
export function ServiceAreasSection({ areas, currentSlug, title = 'Where we detail' }: ServiceAreasSectionProps) {
  return (
    <PageSection headingId="areas-heading" title={title} more={{ href: '/service-areas', label: 'See all service areas' }}>
      <p className={lead}>We serve homes and offices across these communities west of Houston.</p>
      <ul className={css({ display: 'grid', gap: '6', mt: '6', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } })}>
        {areas.map((a) => (
          <li key={a.slug} className={card({ tone: a.slug === currentSlug ? 'selected' : 'default' })}>
            <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
              <a href={`/${a.slug}`} className={textLink} aria-current={a.slug === currentSlug ? 'page' : undefined}>
                Detailing in {a.name}
              </a>
            </h3>
            <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>Including {a.neighborhoods.join(', ')}.</p>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
