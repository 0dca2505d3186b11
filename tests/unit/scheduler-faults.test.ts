// @vitest-environment node
// Book Now when the scheduler is blocked (docs/decisions/082-no-js-fallbacks.md). The pure parts: the Book Now reducer (what
// shows, when a click retries), the retry URL, and Book Now's markup before hydration (what a
// visitor without JavaScript gets).
import fc from 'fast-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BOOK_NOW_NO_SCRIPT_HREF, BookNow, SchedulerFallback } from '../../components/booking/scheduler/BookNow'
import { bookNowReducer, initialBookNowState, showsFallback, type BookNowEvent, type BookNowState } from '../../components/booking/scheduler/book-now-state'
import { retryUrl, schedulerAssets } from '../../components/booking/scheduler/scheduler'
import { CONTACT_PAGE_HREF, ContactLauncher } from '../../components/engagement/contact/ContactLauncher'
import { business } from '../../lib/catalogue/catalogue.server'
import { schedulerContact } from '../../lib/catalogue/contact-links'

type EventType = BookNowEvent['type']
/** The event of this type; "opened" as a guest's (no intent). */
const eventOf = (type: EventType): BookNowEvent => (type === 'opened' ? { type, intentId: null } : { type })
const run = (events: EventType[], from: BookNowState = initialBookNowState) => events.reduce((state, type) => bookNowReducer(state, eventOf(type)), from)

describe('Book Now state', () => {
  it('opens: idle, loading, idle; no fallback', () => {
    const loading = run(['book'])
    expect(loading).toEqual({ status: 'loading', attempts: 1, everFailed: false, intentId: null })
    expect(showsFallback(loading)).toBe(false)
    expect(run(['book', 'opened'])).toEqual({ status: 'idle', attempts: 1, everFailed: false, intentId: null })
  })

  it('a failure shows the fallback; a later click retries and keeps it on screen while loading', () => {
    const failed = run(['book', 'failed'])
    expect(failed.status).toBe('failed')
    expect(showsFallback(failed)).toBe(true)
    const retrying = bookNowReducer(failed, { type: 'book' })
    expect(retrying).toEqual({ status: 'loading', attempts: 2, everFailed: true, intentId: null })
    expect(showsFallback(retrying)).toBe(true)
    const recovered = bookNowReducer(retrying, eventOf('opened'))
    expect(recovered.status).toBe('idle')
    expect(showsFallback(recovered)).toBe(false)
  })

  it('ignores clicks while loading and stale results when not loading', () => {
    const loading = run(['book'])
    expect(bookNowReducer(loading, { type: 'book' })).toBe(loading)
    const idle = run(['book', 'opened'])
    expect(bookNowReducer(idle, { type: 'failed' })).toBe(idle)
    expect(bookNowReducer(initialBookNowState, eventOf('opened'))).toBe(initialBookNowState)
  })

  it('keeps the confirmation once the scheduler reports a booking', () => {
    const booked = run(['book', 'opened', 'scheduled'])
    expect(booked.status).toBe('scheduled')
    expect(run(['book', 'failed', 'opened'], booked)).toBe(booked)
  })

  it('whatever happens, attempts count the clicks that started a load and the state stays coherent', () => {
    const event = fc.constantFrom<BookNowEvent['type']>('book', 'opened', 'failed', 'scheduled')
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialBookNowState
        let loads = 0
        for (const type of events) {
          const next = bookNowReducer(state, eventOf(type))
          if (next.attempts !== state.attempts) {
            expect(type).toBe('book')
            expect(next.attempts).toBe(state.attempts + 1)
            expect(next.status).toBe('loading')
            loads += 1
          }
          // A failure is never forgotten (the links stay on offer), and never invented.
          if (state.everFailed) expect(next.everFailed).toBe(true)
          if (next.everFailed && !state.everFailed) expect(type).toBe('failed')
          state = next
        }
        expect(state.attempts).toBe(loads)
        if (state.status === 'failed') expect(showsFallback(state)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('retry URLs', () => {
  const { script, stylesheet } = schedulerAssets(business.schedulerOrigin)

  it('keeps the first attempt on the plain URL and gives each retry its own', () => {
    expect(retryUrl(script, 0)).toBe(script)
    const first = retryUrl(script, 1)
    const second = retryUrl(script, 2)
    expect(first).not.toBe(script)
    expect(second).not.toBe(first)
    for (const url of [first, second, retryUrl(stylesheet, 3)]) {
      const parsed = new URL(url)
      expect(parsed.origin).toBe(new URL(business.schedulerOrigin).origin)
      expect(parsed.pathname).toMatch(/^\/assets\/external\/widget\.(js|css)$/)
    }
  })
})

describe('Book Now before hydration (and without JavaScript)', () => {
  const html = renderToStaticMarkup(createElement(BookNow, { scheduler: schedulerContact(business), areas: [], services: 'Signature Detail (Sedan)', vehicle: 'Sedan' }))

  it('is a real link to the contact page, not a button that needs a script', () => {
    expect(html).not.toContain('<button')
    expect(html).toMatch(new RegExp(`<a href="${BOOK_NOW_NO_SCRIPT_HREF}"[^>]*>Book Now</a>`))
  })

  it('offers call, text and e-mail from data/business.json beside it', () => {
    expect(html).toContain(`href="tel:${business.phone.e164}"`)
    expect(html).toContain(`href="sms:${business.phone.e164}"`)
    expect(html).toContain(`href="mailto:${business.email}"`)
  })

  it('the fallback names each way to reach the business and words a repeated failure differently', () => {
    const first = renderToStaticMarkup(createElement(SchedulerFallback, { links: schedulerContact(business).links }))
    const again = renderToStaticMarkup(createElement(SchedulerFallback, { links: schedulerContact(business).links, again: true }))
    expect(first).toContain('role="alert"')
    for (const text of [`Call ${business.phone.display}`, `Text ${business.phone.display}`, `E-mail ${business.email}`]) expect(first).toContain(text)
    expect(first).toContain('isn&#x27;t available right now')
    expect(again).toContain('still isn&#x27;t available')
  })
})

describe('Contact us before hydration (and without JavaScript)', () => {
  it('is a link to the contact page, not a button', () => {
    const html = renderToStaticMarkup(createElement(ContactLauncher, { onOpen: () => undefined }))
    // data-overlay names the overlay an early tap warms (lib/islands/overlay-code.ts).
    expect(html).toBe(`<a href="${CONTACT_PAGE_HREF}" data-overlay="contact">Contact us</a>`)
  })
})
