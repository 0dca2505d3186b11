import { useEffect, useMemo, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button, card as cardRecipe } from 'styled-system/recipes'
import type { Price } from '../../lib/catalogue/price'
import type { SchedulerContact } from '../../lib/catalogue/contact-links'
import { bookingPrep, type PrepCatalogue } from '../../lib/catalogue/booking-prep'
import type { ServiceZipArea } from '../../lib/catalogue/visit-terms'
import { formatPrice, REQUEST_A_QUOTE } from '../../lib/format/price'
import { VehicleSizePicker, bagActions, bagStore, bagTotal, describeServices, useBag, useBagSummary } from '../bag'
import { formatCents, readQuoteHandoff, type QuoteHandoff } from '../quotes'
import { Checklist } from '../ui/checklist'
import { BookByContact, BookNow, type BookNowCustomer } from './scheduler/BookNow'
import type { BookingChoice, BookingData } from './data'
import { useBookingCustomer } from './useBookingCustomer'

/** The service of /book/{serviceId}: the page's `selected`, with its price (lib/catalogue/price.ts) as props. */
export type BookingService = Pick<NonNullable<BookingData['selected']>, 'slug' | 'name'> & { price: Price }

/** A bookable service to offer when there is nothing to book: one of the page's choices. */
type BookingChoiceLink = Pick<BookingChoice, 'slug' | 'name' | 'priceLabel'>

interface BookingFlowProps {
  /** Book Now's scheduler and contact links, from the page. */
  scheduler: SchedulerContact
  /** The service areas' ZIP codes (Book Now asks for the visit's ZIP first). */
  areas: readonly ServiceZipArea[]
  /** The services' prep items: "How to get ready" for what is being booked. */
  prep?: PrepCatalogue
  /** /book/{serviceId}: the service being booked. Without it (and without unknownId), the visitor books the bag. */
  service?: BookingService
  /** /book/{serviceId} named no bookable service. */
  unknownId?: string
  /** Services to offer when there is nothing to book; leave out when the page lists them itself. */
  choices?: readonly BookingChoiceLink[]
}

/** A line of the booking summary. */
interface SummaryLine {
  key: string
  name: string
  vehicle?: string
  quantity: number
  /** null: priced on a quote. */
  amount: number | null
}

const card = cx(cardRecipe({ radius: 'xl', padding: 'none' }), css({ display: 'grid', gap: '5', p: { base: '5', md: '6' }, maxW: '40rem' }))

/**
 * The interactive part of /book and /book/{serviceId} (decisions 040, 108): what the
 * visitor is booking, the vehicle size, the total, then Book Now opens the scheduler.
 */
export function BookingFlow({ scheduler, areas, prep, service, unknownId, choices }: BookingFlowProps) {
  const customer = useBookingCustomer()
  if (service) return <ServiceBooking scheduler={scheduler} areas={areas} prep={prep} service={service} customer={customer} />
  if (unknownId === undefined) return <BagBooking scheduler={scheduler} areas={areas} prep={prep} customer={customer} choices={choices} />
  return (
    <section className={card} aria-labelledby="booking-title" data-testid="booking-flow">
      <h2 id="booking-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        We couldn't find that service
      </h2>
      <p>No problem: pick one of {choices ? 'these' : 'our services'} and we'll get you on the calendar.</p>
      {choices ? <ServiceChoices choices={choices} /> : null}
    </section>
  )
}

/** "How to get ready" for the services being booked (their prep items, each once). */
function BookingPrep({ lines, prep }: { lines: readonly string[]; prep?: PrepCatalogue }) {
  const items = prep ? bookingPrep(lines, prep).items : []
  if (items.length === 0) return null
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <h3 className={css({ fontSize: 'md', fontWeight: 'bold' })}>How to get ready</h3>
      <Checklist items={items} label="How to get ready" testId="prep-list" />
    </div>
  )
}

/** A plan id as data/schemas/common.schema.json and plan_enrolments_plan_id_shape allow it. */
const PLAN_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Book Now's tick links to the page's prep and policy section (BookingPage). */
const TERMS_HREF = '#visit-terms'

function ServiceBooking({ scheduler, areas, prep, service, customer }: Pick<BookingFlowProps, 'scheduler' | 'areas' | 'prep'> & { service: BookingService; customer?: BookNowCustomer }) {
  const { price } = service
  const variants = useMemo(() => (price.kind === 'from' ? price.variants : []), [price])
  const [variantId, setVariantId] = useState(variants[0]?.id)
  const variant = variants.find((v) => v.id === variantId) ?? variants[0]
  const [garageVehicle, setGarageVehicle] = useState<{ id: string; size: string; planId?: string } | null>(null)
  // "Book this vehicle" in My Garage links here with ?vehicle=SUV&vehicleId=<id>, a plan visit's
  // Book link with &plan=<plan id> too. Read after hydration, so the prerendered HTML (Sedan
  // preselected) and the first client render agree.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const wanted = params.get('vehicle')
    const match = variants.find((v) => v.vehicle === wanted)
    if (match) setVariantId(match.id)
    const vehicleId = params.get('vehicleId')
    const planId = params.get('plan')
    // A malformed plan id is dropped here rather than refused by the intent's check constraint.
    if (match && wanted && vehicleId) setGarageVehicle({ id: vehicleId, size: wanted, ...(planId && planId.length <= 60 && PLAN_ID.test(planId) ? { planId } : {}) })
  }, [variants])
  // The garage vehicle rides along only while its size is the one being booked.
  const vehicleId = garageVehicle && variant?.vehicle === garageVehicle.size ? garageVehicle.id : undefined
  const planId = vehicleId ? garageVehicle?.planId : undefined
  const bagCount = useBagSummary().count

  const line: SummaryLine =
    price.kind === 'from' && variant
      ? { key: variant.id, name: variant.name, vehicle: variant.vehicle, quantity: 1, amount: variant.price }
      : price.kind === 'fixed'
        ? { key: price.item.id, name: price.item.name, quantity: 1, amount: price.item.price }
        : { key: service.slug, name: service.name, quantity: 1, amount: null }

  return (
    <section className={card} aria-labelledby="booking-title" data-testid="booking-flow">
      <h2 id="booking-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Your booking
      </h2>
      {variants.length > 0 ? <VehicleSizePicker variants={variants} value={variant?.id} onChange={setVariantId} /> : null}
      <Summary lines={[line]} note={price.kind === 'quote' ? price.note : undefined} />
      <BookingPrep lines={[line.name]} prep={prep} />
      <BookNow
        scheduler={scheduler}
        areas={areas}
        termsHref={TERMS_HREF}
        services={describeServices([line])}
        lines={[line.name]}
        vehicle={line.vehicle}
        vehicleId={vehicleId}
        planId={planId}
        customer={customer}
      />
      {bagCount > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          You have {bagCount} {bagCount === 1 ? 'service' : 'services'} in your bag.{' '}
          <a href="/book" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            Book your bag instead
          </a>
        </p>
      ) : null}
    </section>
  )
}

/**
 * /book?from=quote: what "Approve and book" on an approved quote hands over (components/quotes,
 * quote-handoff.ts), read after hydration like ?vehicle. Without one, /book books the bag.
 */
function useQuoteHandoff(): QuoteHandoff | null {
  const [handoff, setHandoff] = useState<QuoteHandoff | null>(null)
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('from') === 'quote') setHandoff(readQuoteHandoff())
  }, [])
  return handoff
}

/** The approved quote's lines at the quote's prices and its total; Book Now opens the scheduler with its catalogue services. */
function QuoteBooking({ scheduler, areas, prep, customer, quote }: Pick<BookingFlowProps, 'scheduler' | 'areas' | 'prep'> & { customer?: BookNowCustomer; quote: QuoteHandoff }) {
  const services = quote.services.length > 0 ? quote.services : quote.lines.map((l) => l.label)
  return (
    <section className={card} aria-labelledby="booking-title" data-testid="booking-flow">
      <h2 id="booking-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Your approved quote
      </h2>
      <ul aria-label="Services you are booking" className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
        {quote.lines.map((l, index) => (
          <li key={index} data-testid="booking-line" className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
            <span className={css({ fontWeight: 'semibold' })}>{l.label}</span>
            <span className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{formatCents(l.price_cents)}</span>
          </li>
        ))}
      </ul>
      <p className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'lg', fontWeight: 'bold' })}>
        <span>Quote total</span>
        <span data-testid="booking-total">{formatCents(quote.totalCents)}</span>
      </p>
      <BookingPrep lines={services} prep={prep} />
      <BookNow scheduler={scheduler} areas={areas} termsHref={TERMS_HREF} services={services.join('; ')} lines={services} customer={customer} quoteId={quote.quoteId || undefined} />
    </section>
  )
}

function BagBooking({ scheduler, areas, prep, customer, choices }: Pick<BookingFlowProps, 'scheduler' | 'areas' | 'prep' | 'choices'> & { customer?: BookNowCustomer }) {
  const restored = useBag((s) => s.restored)
  const { items, total } = useBagSummary()
  const quote = useQuoteHandoff()

  // The layout restores the bag after hydration; this page cannot work without it.
  useEffect(() => {
    if (!bagStore.persist.hasHydrated()) bagActions.restore()
  }, [])

  if (quote) return <QuoteBooking scheduler={scheduler} areas={areas} prep={prep} customer={customer} quote={quote} />

  if (!restored) {
    // The bag lives in this browser's storage, which only the page's script can read. The
    // prerendered HTML (what a visitor without JavaScript keeps seeing) therefore offers the
    // services below and the phone, text and e-mail links; with JavaScript the bag replaces
    // this right after hydration.
    return (
      <section className={card} aria-labelledby="booking-title" data-testid="booking-flow">
        <h2 id="booking-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Your booking
        </h2>
        <p>Services you added to your bag show here. Pick a service {choices ? 'below' : 'further down'} to book it, or call, text or e-mail us and we'll book you in.</p>
        <BookByContact links={scheduler.links} />
        {choices ? <ServiceChoices choices={choices} /> : null}
      </section>
    )
  }

  if (items.length === 0) {
    return (
      <section className={card} aria-labelledby="booking-title" data-testid="booking-flow">
        <h2 id="booking-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          What would you like to book?
        </h2>
        <p>Your bag is empty. Pick a service {choices ? 'to get started:' : 'below to get started.'}</p>
        {choices ? <ServiceChoices choices={choices} /> : null}
      </section>
    )
  }

  const lines: SummaryLine[] = items.map((i) => ({ key: i.id, name: i.name, vehicle: i.vehicle, quantity: i.quantity, amount: i.price * i.quantity }))
  const vehicles = [...new Set(items.flatMap((i) => (i.vehicle ? [i.vehicle] : [])))].join(', ')
  return (
    <section className={card} aria-labelledby="booking-title" data-testid="booking-flow">
      <h2 id="booking-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Your booking
      </h2>
      <Summary lines={lines} total={total} />
      <BookingPrep lines={items.map((i) => i.name)} prep={prep} />
      <BookNow
        scheduler={scheduler}
        areas={areas}
        termsHref={TERMS_HREF}
        services={describeServices(items)}
        lines={items.map((i) => (i.quantity > 1 ? `${i.name} x ${i.quantity}` : i.name))}
        vehicle={vehicles || undefined}
        customer={customer}
        secondary={
          <button type="button" className={button({ variant: 'outline', size: 'lg' })} onClick={bagActions.open}>
            Edit bag
          </button>
        }
      />
    </section>
  )
}

function Summary({ lines, total, note }: { lines: SummaryLine[]; total?: number; note?: string }) {
  const priced = lines.every((l) => l.amount !== null)
  const sum = total ?? bagTotal(lines.map((l) => ({ price: l.amount ?? 0, quantity: 1 })))
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <ul aria-label="Services you are booking" className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
        {lines.map((l) => (
          <li key={l.key} data-testid="booking-line" className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
            <span>
              <span className={css({ fontWeight: 'semibold' })}>{l.name}</span>
              {l.quantity > 1 ? <span className={css({ color: 'fg.muted' })}> × {l.quantity}</span> : null}
              {l.vehicle ? <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>Vehicle: {l.vehicle}</span> : null}
            </span>
            <span className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{l.amount === null ? REQUEST_A_QUOTE : formatPrice(l.amount)}</span>
          </li>
        ))}
      </ul>
      {note ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{note}</p> : null}
      {priced ? (
        <p className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'lg', fontWeight: 'bold' })}>
          <span>Total</span>
          <span data-testid="booking-total">{formatPrice(sum)}</span>
        </p>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>We confirm the price with you before the appointment.</p>
      )}
    </div>
  )
}

function ServiceChoices({ choices }: { choices: readonly BookingChoiceLink[] }) {
  return (
    <ul aria-label="Services you can book" className={css({ listStyle: 'none', display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } })}>
      {choices.map((choice) => (
        <li key={choice.slug}>
          <a
            href={`/book/${choice.slug}`}
            className={css({ display: 'grid', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', textDecoration: 'none', _hover: { bg: 'bg.muted' } })}
          >
            <span className={css({ fontWeight: 'semibold' })}>{choice.name}</span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{choice.priceLabel}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
