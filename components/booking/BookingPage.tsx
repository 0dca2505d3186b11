import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Island } from '../../lib/islands/Island'
import { CatalogueImage, AddOnList, PolicyList, POLICY_HEADING, PriceTable } from '../catalogue-pages'
import { PageHeader } from '../ui/page-header'
import { pageContainer, textLink } from '../ui/page-styles'
import { BookingFlow } from './BookingFlow'
import { bookingIslands } from './islands'
import type { BookingData } from './data'

/** Said before Book Now opens the scheduler, which takes the deposit (data/business.json `deposit`). */
function DepositNotice({ text }: { text: string }) {
  return (
    <p data-testid="deposit-notice" className={css({ bg: 'accent.subtle', color: 'fg.default', borderRadius: 'md', p: '4', fontWeight: 'semibold' })}>
      {text}
    </p>
  )
}

/**
 * /book and /book/{serviceId}: what the visitor is booking, then BookingFlow's Book Now, which
 * opens the scheduler popup (or offers call and text links when the scheduler can't load).
 */
export function BookingPage({ data }: { data: BookingData }) {
  const { selected } = data
  const crumbs = [{ name: 'Home', path: '/' }, { name: 'Book', path: '/book' }, ...(selected ? [{ name: selected.name, path: `/book/${selected.slug}` }] : [])]
  return (
    <>
      <PageHeader heading={data.heading} breadcrumbs={crumbs} intro={selected ? selected.summary : data.intro} />
      <div className={`${pageContainer} ${stack({ py: '10', gap: '10' })}`}>
        {data.unknownId ? (
          <p role="status" className={css({ bg: 'accent.subtle', color: 'fg.default', borderRadius: 'md', p: '4' })}>
            We couldn't find a service called “{data.unknownId}”. Choose one of our services below, or call us and we'll help.
          </p>
        ) : null}
        {selected ? (
          <section aria-labelledby="booking-summary" className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: '2fr 3fr' }, alignItems: 'start' })}>
            <CatalogueImage image={selected.image} priority className={css({ display: 'block', w: 'full', h: 'auto', borderRadius: 'lg', bg: 'bg.muted' })} />
            <div className={stack({ gap: '6' })}>
              <h2 id="booking-summary" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
                You're booking: {selected.name}
              </h2>
              <PriceTable serviceName={selected.name} price={selected.price} headingLevel={3} />
              {data.deposit ? <DepositNotice text={data.deposit} /> : null}
              <Island
                of={bookingIslands['booking-flow']}
                component={BookingFlow}
                props={{ scheduler: data.scheduler, areas: data.areas, prep: data.prep, service: { slug: selected.slug, name: selected.name, price: selected.price } }}
              />
              <p>
                <a href={`/services/${selected.slug}`} className={textLink}>
                  What's included in {selected.name}
                </a>
              </p>
            </div>
          </section>
        ) : null}
        {selected ? <AddOnList addOns={selected.addOns} /> : null}
        {!selected && data.deposit ? <DepositNotice text={data.deposit} /> : null}
        {!selected ? <Island of={bookingIslands['booking-flow']} component={BookingFlow} props={{ scheduler: data.scheduler, areas: data.areas, prep: data.prep }} /> : null}
        {/* Book Now's tick names these; the prep items for what is booked are in the flow above. */}
        <section id="visit-terms" aria-labelledby="visit-terms-heading" data-testid="visit-terms" className={stack({ gap: '3', maxW: '40rem' })}>
          <h2 id="visit-terms-heading" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            Before your visit
          </h2>
          <p>{data.requirements} The list under your booking says how to get ready for each service.</p>
          {data.policies ? (
            <>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{POLICY_HEADING}</h3>
              <PolicyList policies={data.policies} />
            </>
          ) : null}
        </section>
        <section aria-labelledby="choices-heading">
          <h2 id="choices-heading" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
            {selected ? 'Book a different service' : 'Choose a service'}
          </h2>
          <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } })}>
            {data.choices
              .filter((c) => c.slug !== selected?.slug)
              .map((c) => (
                <li key={c.slug} className={stack({ gap: '2', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4' })}>
                  <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                    <a href={`/book/${c.slug}`} className={textLink}>
                      Book {c.name}
                    </a>
                  </h3>
                  <p className={css({ fontWeight: 'semibold' })}>{c.priceLabel}</p>
                  <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{c.summary}</p>
                </li>
              ))}
          </ul>
          <p className={css({ mt: '6', color: 'fg.muted' })}>
            Need something else, like paint protection film or a fleet?{' '}
            <a href="/contact" className={textLink}>
              Contact us for a quote
            </a>
            .
          </p>
        </section>
      </div>
    </>
  )
}
