import { lazy, Suspense, useEffect, useId, useReducer, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ContactLink, SchedulerContact } from '../../../lib/catalogue/contact-links'
import { textLink } from '../../ui/page-styles'
import { bookNowReducer, initialBookNowState, showsFallback } from './book-now-state'
import type { PreparedBooking } from './booking-intent'
import { useInjectedBookingsApi } from './bookings-api-context'
import { buildPrefill, isScheduledEvent, loadScheduler, prefilledUrl, type BookingDetails, type SchedulerApi } from './scheduler'
import { useHydrated } from '../../ui/use-hydrated'
import type { ServiceZipArea } from '../../../lib/catalogue/visit-terms'
import { createVisitMemory, skipsStep, type VisitCheck as VisitCheckValue, type VisitMemory } from '../visit/zip-session'
import { VisitCheck } from '../visit/VisitCheck'
import type { JoinWaitlist } from '../visit/WaitlistForm'

/** The signed-in customer: Book Now records a booking intent for them and follows it to My Garage. */
export interface BookNowCustomer {
  userId: string
  name?: string
  email?: string
}

interface BookNowProps extends Omit<BookingDetails, 'name' | 'email' | 'discountCode' | 'zip' | 'acknowledged'> {
  /** The scheduler's URLs and the call, text and e-mail links (the page's, from the catalogue). */
  scheduler: SchedulerContact
  /** The service areas and their ZIP codes (lib/catalogue/visit-terms.ts): the scheduler opens only for these. */
  areas: readonly ServiceZipArea[]
  /** Where this page shows the prep items and policies (a fragment), linked from the tick. */
  termsHref?: string
  /** This tab's remembered ZIP (stories pass one of their own). @default sessionStorage */
  visitMemory?: VisitMemory
  /** Joins the waiting list (stories pass a stand-in). @default components/booking/visit/join.ts */
  joinWaitlist?: JoinWaitlist
  /** Signed in: prefill, booking intent, discount code. Undefined for a guest. */
  customer?: BookNowCustomer
  /** The bag lines or the chosen service, one per entry (e.g. "Signature Detail (SUV)"). @default [services] */
  lines?: readonly string[]
  /** The garage vehicle being booked, when the visitor came from My Garage's "Book this vehicle". */
  vehicleId?: string
  /** The maintenance plan of that vehicle this visit is for (My Garage's plan Book link). */
  planId?: string
  /** The approved quote being booked (/book?from=quote): recorded with the booking intent, or sent as utm_content without one. */
  quoteId?: string
  /** No button while there is nothing to book. @default false */
  disabled?: boolean
  /** Shown beside Book Now in the same row (e.g. "Edit bag"). */
  secondary?: ReactNode
  /** Loads the scheduler's API (stories pass a stand-in that fails or succeeds). @default loadScheduler */
  load?: (origin: string) => Promise<SchedulerApi>
  /** How long a signed-in Book Now waits for the scheduler's confirmation (stories shorten it). */
  confirmationGiveUpMs?: number
}

/** Where Book Now leads before the page's script runs (or when JavaScript is off): call, text or e-mail. */
export const BOOK_NOW_NO_SCRIPT_HREF = '/contact'

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
// Shown only after a booking: loaded when the popup opens, not with the page (docs/decisions/108-booking-intents.md).
const loadReceived = () => import('./BookingReceived')
const BookingReceived = lazy(() => loadReceived().then((m) => ({ default: m.BookingReceived })))
const NO_INTENT: PreparedBooking = { intentId: null, discountCode: null }
const sessionVisit = createVisitMemory()

/**
 * Book Now: the first click of a session asks for the visit's ZIP and the prep and policy tick
 * (VisitCheck; an out-of-area ZIP gets the waiting list instead), then loads the scheduler and opens its popup prefilled with what
 * the visitor chose (signed in: after recording a booking intent whose id rides along as
 * utm_content), says "Booking received" when the scheduler reports a booking and, signed in,
 * the confirmed time once the scheduler's webhook has stored it, and offers
 * the call, text and e-mail links when the scheduler cannot load (a later click retries).
 * Before hydration (and with JavaScript off) it is a plain link to /contact, with the same
 * call, text and e-mail links under it: progressive enhancement, never a dead button.
 */
export function BookNow({
  scheduler,
  areas,
  termsHref,
  visitMemory = sessionVisit,
  joinWaitlist,
  disabled = false,
  secondary,
  load = loadScheduler,
  customer,
  lines,
  vehicleId,
  planId,
  quoteId,
  confirmationGiveUpMs,
  ...details
}: BookNowProps) {
  const hydrated = useHydrated()
  const injected = useInjectedBookingsApi()
  const [state, dispatch] = useReducer(bookNowReducer, initialBookNowState)
  // The ZIP step (docs/decisions/146-zip-check-and-visit-terms.md): open until a served ZIP is
  // ticked; `visit` is this session's check, read after hydration so the HTML stays the same.
  const [stepOpen, setStepOpen] = useState(false)
  const [visit, setVisit] = useState<VisitCheckValue | null>(null)
  useEffect(() => setVisit(visitMemory.read()), [visitMemory])
  const ready = skipsStep(areas, visit)
  const stepId = useId()

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isScheduledEvent(event, scheduler.schedulerOrigin)) dispatch({ type: 'scheduled' })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [scheduler.schedulerOrigin])

  const book = async (check: VisitCheckValue) => {
    dispatch({ type: 'book' })
    // The intent is recorded while the widget loads. It never fails and has a time limit
    // (prepareBooking): without it the scheduler's webhook matches the booking by e-mail.
    // Its code loads on this first signed-in click; if even that fails, the booking goes ahead.
    const prepared: Promise<PreparedBooking> = customer
      ? import('./booking-intent')
          .then(({ prepareBooking, bookingsApiOr }) => prepareBooking(bookingsApiOr(injected), { services: lines ?? [details.services], vehicle: details.vehicle, vehicleId, planId, quoteId }))
          .catch(() => NO_INTENT)
      : Promise.resolve(NO_INTENT)
    try {
      const [api, { intentId, discountCode }] = await Promise.all([load(scheduler.schedulerOrigin), prepared])
      const prefill = buildPrefill({ ...details, name: customer?.name, email: customer?.email, discountCode: discountCode ?? undefined, zip: check.zip, acknowledged: check.acknowledged })
      // Without an intent (a guest, or an intent that failed) an approved quote's own id ties the
      // booking to it (supabase/migrations/20261205140000_quote_on_booking.sql).
      const utmContent = intentId ?? quoteId
      const utm = utmContent ? { utmContent } : undefined
      api.initPopupWidget({ url: prefilledUrl(scheduler.schedulerUrl, prefill, utm), prefill, ...(utm ? { utm } : {}) })
      dispatch({ type: 'opened', intentId })
      void loadReceived().catch(() => undefined)
    } catch {
      dispatch({ type: 'failed' })
    }
  }

  if (state.status === 'scheduled') {
    return (
      <Suspense fallback={null}>
        <BookingReceived userId={customer?.userId} intentId={state.intentId} giveUpMs={confirmationGiveUpMs} />
      </Suspense>
    )
  }

  /** Book Now: straight to the scheduler with this session's check, else the ZIP step first. */
  const start = () => {
    const remembered = visitMemory.read()
    if (skipsStep(areas, remembered)) {
      setVisit(remembered)
      void book(remembered)
    } else setStepOpen(true)
  }
  const checked = (check: VisitCheckValue) => {
    visitMemory.write(check)
    setVisit(check)
    setStepOpen(false)
    void book(check)
  }

  const loading = state.status === 'loading'
  const action =
    hydrated || disabled ? (
      <button
        type="button"
        className={button({ variant: 'solid', size: 'lg' })}
        disabled={disabled || loading}
        aria-busy={loading}
        aria-expanded={ready ? undefined : stepOpen}
        onClick={stepOpen ? () => document.getElementById(stepId)?.querySelector('input')?.focus() : start}
      >
        {loading ? 'Opening the scheduler…' : 'Book Now'}
      </button>
    ) : (
      <a href={BOOK_NOW_NO_SCRIPT_HREF} className={button({ variant: 'solid', size: 'lg' })}>
        Book Now
      </a>
    )

  return (
    <div data-testid="book-now" className={css({ display: 'grid', gap: '3' })}>
      <div className={row}>
        {action}
        {secondary}
      </div>
      {ready && !stepOpen ? (
        <p data-testid="visit-zip" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Visit in ZIP {visit.zip}.{' '}
          <button type="button" className={css({ color: 'fg.link', textDecoration: 'underline', cursor: 'pointer' })} onClick={() => setStepOpen(true)}>
            Change ZIP code
          </button>
        </p>
      ) : null}
      {stepOpen && !disabled ? (
        <div id={stepId}>
          <VisitCheck areas={areas} initialZip={visit?.zip} onReady={checked} termsHref={termsHref} join={joinWaitlist} />
        </div>
      ) : null}
      {showsFallback(state) ? <SchedulerFallback links={scheduler.links} again={state.attempts > 1} /> : <BookByContact links={scheduler.links} />}
    </div>
  )
}

/** Always under Book Now: the visitor who would rather talk, or has no JavaScript, books this way. */
export function BookByContact({ links }: { links: readonly ContactLink[] }) {
  const [call, text, email] = links
  return (
    <p data-testid="book-by-contact" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
      Prefer to talk?{' '}
      <a href={call!.href} className={textLink}>
        Call {call!.detail}
      </a>
      ,{' '}
      <a href={text!.href} className={textLink} aria-label={`Text us at ${text!.detail}`}>
        text
      </a>{' '}
      or{' '}
      <a href={email!.href} className={textLink} aria-label={`E-mail us at ${email!.detail}`}>
        e-mail us
      </a>
      .
    </p>
  )
}

/**
 * When the scheduler cannot load (blocked, offline, an error, too slow): call, text or e-mail
 * instead of a dead button. `again` words it differently after a retry also failed, so a
 * screen reader announces the second failure too.
 */
export function SchedulerFallback({ links, again = false }: { links: readonly ContactLink[]; again?: boolean }) {
  return (
    <div role="alert" data-testid="scheduler-fallback" className={css({ display: 'grid', gap: '3', p: '4', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' })}>
      <p>
        {again ? "Online booking still isn't available." : "Online booking isn't available right now."} Call, text or e-mail us and we'll book you in. Your choices are kept: you can also press Book
        Now again in a moment.
      </p>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
        {links.map((link) => (
          <li key={link.kind}>
            <a href={link.href} className={button({ variant: link.kind === 'call' ? 'solid' : 'outline', size: 'md' })}>
              {link.kind === 'call' ? 'Call' : link.kind === 'text' ? 'Text' : 'E-mail'} {link.detail}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
