import { css } from 'styled-system/css'
import { badge, button } from 'styled-system/recipes'
import { CatalogueImage } from './CatalogueImage'
import type { ServiceCardData } from '../../lib/catalogue/service-card'

export interface ServiceCardProps {
  service: ServiceCardData
  /** Heading level inside the page's outline. @default 3 */
  headingLevel?: 2 | 3
}

/** A service teaser: image, name, price line and a link to its page. */
export function ServiceCard({ service, headingLevel = 3 }: ServiceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={css({
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: service.popular ? 'brand.default' : 'border.default',
        borderRadius: 'lg',
        overflow: 'hidden',
        h: 'full',
      })}
    >
      <CatalogueImage image={service.image} alt="" className={css({ display: 'block', w: 'full', h: 'auto', bg: 'bg.muted' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', flex: '1' })}>
        {service.popular ? <span className={`${badge({ variant: 'popular' })} ${css({ alignSelf: 'flex-start' })}`}>Popular</span> : null}
        <Heading className={css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' })}>{service.name}</Heading>
        <p className={css({ color: 'fg.muted', flex: '1' })}>{service.summary}</p>
        <p className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'fg.default' })}>{service.priceLabel}</p>
        <a href={`/services/${service.slug}`} className={button({ variant: 'outline', size: 'md' })}>
          View {service.name}
        </a>
      </div>
    </article>
  )
}
