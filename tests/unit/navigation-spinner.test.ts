// The spinner listener's timing (lib/navigation/navigation-spinner.ts) on a stand-in window: no
// spinner for a navigation that leaves within SLOW_NAVIGATION_MS, the spinner after it, and none
// left when the page is hidden or shown again. Which clicks count is tested in
// navigation-intent.test.ts; the listener in a real page in tests/e2e/navigation.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NAVIGATION_SPINNER_ID, SLOW_NAVIGATION_MS, showSpinnerOnSlowNavigation } from '../../lib/navigation/navigation-spinner'

/** Just enough of a window: events, timers, location, and the spinner element by id. */
function standInWindow() {
  const target = new EventTarget()
  const spinner = { id: NAVIGATION_SPINNER_ID, hidden: true }
  const win = Object.assign(target, {
    location: { href: 'https://www.example.com/about' },
    document: { getElementById: (id: string) => (id === NAVIGATION_SPINNER_ID ? spinner : null) },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  })
  return { win: win as unknown as Window, spinner }
}

/** A plain click on a link to `href`, as the browser dispatches it to the window. */
function linkClick(href: string, init: Partial<Record<'button' | 'metaKey', unknown>> = {}) {
  const link = { href, target: '', hasAttribute: () => false }
  const event = new Event('click')
  Object.assign(event, { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...init })
  Object.defineProperty(event, 'target', { value: { closest: () => link } })
  return event
}

describe('showSpinnerOnSlowNavigation', () => {
  let stop: () => void = () => {}
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('shows nothing for a navigation that leaves the page within the delay', () => {
    const { win, spinner } = standInWindow()
    stop = showSpinnerOnSlowNavigation(win)
    win.dispatchEvent(linkClick('https://www.example.com/faq'))
    vi.advanceTimersByTime(SLOW_NAVIGATION_MS - 1)
    expect(spinner.hidden).toBe(true)
    win.dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(10 * SLOW_NAVIGATION_MS)
    expect(spinner.hidden).toBe(true)
  })

  it('shows the spinner once a navigation takes longer, and hides it when the page is shown again', () => {
    const { win, spinner } = standInWindow()
    stop = showSpinnerOnSlowNavigation(win)
    win.dispatchEvent(linkClick('/faq'))
    vi.advanceTimersByTime(SLOW_NAVIGATION_MS)
    expect(spinner.hidden).toBe(false)
    win.dispatchEvent(new Event('pageshow'))
    expect(spinner.hidden).toBe(true)
  })

  it('hides it when the page goes into the back/forward cache, and on Escape', () => {
    const { win, spinner } = standInWindow()
    stop = showSpinnerOnSlowNavigation(win)
    win.dispatchEvent(linkClick('/faq'))
    vi.advanceTimersByTime(SLOW_NAVIGATION_MS)
    win.dispatchEvent(new Event('pagehide'))
    expect(spinner.hidden).toBe(true)
    win.dispatchEvent(linkClick('/faq'))
    vi.advanceTimersByTime(SLOW_NAVIGATION_MS)
    expect(spinner.hidden).toBe(false)
    win.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Escape' }))
    expect(spinner.hidden).toBe(true)
  })

  it('ignores clicks that do not leave the page', () => {
    const { win, spinner } = standInWindow()
    stop = showSpinnerOnSlowNavigation(win)
    win.dispatchEvent(linkClick('#main'))
    win.dispatchEvent(linkClick('/faq', { metaKey: true }))
    win.dispatchEvent(linkClick('tel:+12815550100'))
    vi.advanceTimersByTime(10 * SLOW_NAVIGATION_MS)
    expect(spinner.hidden).toBe(true)
  })

  it('stops listening when asked', () => {
    const { win, spinner } = standInWindow()
    showSpinnerOnSlowNavigation(win)()
    win.dispatchEvent(linkClick('/faq'))
    vi.advanceTimersByTime(SLOW_NAVIGATION_MS)
    expect(spinner.hidden).toBe(true)
  })
})
