import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { CatalogueImage } from '../CatalogueImage'
import { pageContainer } from '../../ui/page-styles'
import type { HomeData } from './data'

export interface HeroProps {
  area: HomeData['area']
  business: Pick<HomeData['business'], 'tagline' | 'phoneDisplay' | 'phoneE164'>
  /** Where "View services" jumps to. @default "#services" */
  servicesHref?: string
}

/** Home/area hero: the page's h1, the area's first intro paragraph, Book Now and View services. */
export function Hero({ area, business, servicesHref = '#services' }: HeroProps) {
  return (
    <section aria-labelledby="hero-heading" className={css({ bg: 'bg.inverted', color: 'fg.inverted' })}>
      <div className={`${pageContainer} ${css({ display: 'grid', gap: '8', alignItems: 'center', py: { base: '10', md: '16' }, gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } })}`}>
        <div>
          <p className={css({ color: 'accent.onDark', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', fontSize: 'sm' })}>Mobile detailing · {area.name}</p>
          <h1 id="hero-heading" className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: 'tight', mt: '2' })}>
            {area.heading}
          </h1>
          <p className={css({ mt: '4', fontSize: { base: 'md', md: 'lg' }, color: 'fg.invertedMuted', maxW: '2xl' })}>{area.intro[0] ?? business.tagline}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
            <a href="/book" data-tour="book-now" className={button({ variant: 'solid', size: 'lg' })}>
              Book Now
            </a>
            <a
              href={servicesHref}
              className={`${button({ variant: 'outline', size: 'lg' })} ${css({ bg: 'transparent', color: 'fg.inverted', borderColor: 'fg.inverted', _hover: { bg: 'brand.default' } })}`}
            >
              View services
            </a>
          </div>
          <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.invertedMuted' })}>
            Prefer to talk? Call or text{' '}
            <a href={`tel:${business.phoneE164}`} className={css({ color: 'fg.inverted', textDecoration: 'underline', fontWeight: 'semibold' })}>
              {business.phoneDisplay}
            </a>
          </p>
        </div>
        <CatalogueImage image={area.image} priority className={css({ display: 'block', w: 'full', h: 'auto', maxW: 'md', mx: 'auto', borderRadius: 'xl' })} />
      </div>
    </section>
  )
}
