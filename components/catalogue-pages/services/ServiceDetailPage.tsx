import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { button, card } from 'styled-system/recipes'
import { Island } from '../../../lib/islands/Island'
import { AddToBag, bagIslands } from '../../bag'
import { Breadcrumbs } from '../../ui/breadcrumbs'
import { CatalogueImage } from '../CatalogueImage'
import { columnTitle, pageContainer } from '../../ui/page-styles'
import { AddOnList } from './AddOnList'
import type { ServicePageData } from '../../../lib/catalogue/service-detail'
import { PriceTable } from './PriceTable'
import { VisitTerms } from './VisitTerms'

/**
 * /services/{slug}: h1 = the page's heading (data/service-pages.json `heading`, the CMS's Heading
 * field; the service name while it is empty), description, what's included, prices, add-ons, Book
 * and Contact. The CMS's preview draws this same component.
 */
export function ServiceDetailPage({ data }: { data: ServicePageData }) {
  const { service } = data
  return (
    <article>
      <header className={css({ bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
        <div className={`${pageContainer} ${css({ py: { base: '8', md: '12' }, display: 'grid', gap: '8', alignItems: 'center', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } })}`}>
          <div>
            <Breadcrumbs
              items={[
                { name: 'Home', path: '/' },
                { name: service.name, path: `/services/${service.slug}` },
              ]}
            />
            <p className={css({ mt: '3', fontSize: 'sm', fontWeight: 'semibold', color: 'accent.default', textTransform: 'uppercase', letterSpacing: 'wide' })}>{service.category}</p>
            <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold', lineHeight: 'tight', mt: '1' })}>{service.heading.trim() || service.name}</h1>
            <p className={css({ mt: '2', fontSize: 'lg', color: 'fg.muted' })}>{service.summary}</p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
              {service.bookable ? (
                <a href={`/book/${service.slug}`} className={button({ variant: 'solid', size: 'lg' })}>
                  Book {service.name}
                </a>
              ) : null}
              <a href="/contact" className={button({ variant: service.bookable ? 'outline' : 'solid', size: 'lg' })}>
                {service.price.kind === 'quote' ? 'Contact us for a quote' : 'Contact us'}
              </a>
            </div>
          </div>
          <CatalogueImage image={service.image} priority className={css({ display: 'block', w: 'full', h: 'auto', maxW: 'md', mx: 'auto', borderRadius: 'xl', bg: 'bg.muted' })} />
        </div>
      </header>
      <div className={`${pageContainer} ${css({ py: '10', display: 'grid', gap: '10', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, alignItems: 'start' })}`}>
        <div className={stack({ gap: '10' })}>
          <section aria-labelledby="about-service">
            <h2 id="about-service" className={columnTitle}>
              About this service
            </h2>
            <div className={stack({ gap: '4' })}>
              {service.description.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="included-heading">
            <h2 id="included-heading" className={columnTitle}>
              What's included
            </h2>
            <ul className={stack({ gap: '2' })}>
              {service.included.map((item) => (
                <li key={item} className={css({ display: 'flex', gap: '2' })}>
                  <span aria-hidden="true" className={css({ color: 'accent.default', fontWeight: 'bold' })}>
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <VisitTerms prep={data.prep} policies={data.policies} />
          <AddOnList addOns={service.addOns} />
        </div>
        <aside aria-label={`${service.name} pricing`} className={cx(card({ padding: 'lg' }), css({ position: { lg: 'sticky' }, top: { lg: '[calc(80px + 1.5rem)]' } }))}>
          <PriceTable serviceName={service.name} price={service.price} />
          <Island
            of={bagIslands['add-to-bag']}
            component={AddToBag}
            props={{ slug: service.slug, bookable: service.bookable, price: service.price, phone: { display: data.phoneDisplay, e164: data.phoneE164 } }}
          />
          <div className={stack({ gap: '3', mt: '6' })}>
            {service.bookable ? (
              <a href={`/book/${service.slug}`} className={button({ variant: 'solid' })}>
                Book {service.name}
              </a>
            ) : null}
            <a href="/contact" className={button({ variant: 'outline' })}>
              Ask a question
            </a>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              Or call or text{' '}
              <a href={`tel:${data.phoneE164}`} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
                {data.phoneDisplay}
              </a>
              .
            </p>
          </div>
        </aside>
      </div>
    </article>
  )
}
