// The scheduler's script blocked (docs/decisions/082-no-js-fallbacks.md). Its origin (data/business.json
// schedulerOrigin) is intercepted and made to fail three ways: the request aborted (an
// ad blocker, no network), a 503, and a request that never answers. Each time Book Now
// must offer call / text / e-mail within a few seconds, keep the bag, and retry on a later
// click; once the scheduler works, its script is loaded once and reused.
import { readFileSync } from 'node:fs'
import { SCHEDULER_TIMEOUT_MS } from '../../components/booking/scheduler/scheduler'
import { BAG_MANY, BAG_MANY_TOTAL } from '../fixtures/bag/bags'
import { expect, settle, test } from './fixtures/test'
import { SCHEDULER_ORIGIN, controlScheduler, type SchedulerMode } from './support/scheduler-stub/route'
import { rememberVisit } from './support/visit'

const business = JSON.parse(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8')) as {
  phone: { e164: string; display: string }
  email: string
}
const SCRIPT = '/assets/external/widget.js'
const BAG_KEY = 'katy-detailing-bag'
/** Slack for a loaded machine on top of the loader's own timeout. */
const SLACK_MS = 3000

test.beforeEach(async ({ page }) => {
  // Book Now's ZIP step was passed earlier in the session (tests/e2e/zip-check.spec.ts).
  await rememberVisit(page)
  await page.addInitScript(
    ({ key, lines }) => {
      if (location.protocol !== 'http:') return // the stand-in scheduler's frame
      try {
        // The first-visit overlays have their own tests.
        sessionStorage.setItem('hasSeenDiscountPopup', 'true')
        sessionStorage.setItem('hasSeenInteractiveTour', 'true')
        // A bag from an earlier visit, seeded once (a reload must find what the page kept).
        if (!sessionStorage.getItem('bag-seeded')) {
          localStorage.setItem(key, JSON.stringify({ state: { lines }, version: 1 }))
          sessionStorage.setItem('bag-seeded', 'true')
        }
      } catch {
        // A frame without storage access.
      }
    },
    { key: BAG_KEY, lines: BAG_MANY },
  )
})

const faults: { mode: SchedulerMode; what: string; failsFast: boolean }[] = [
  { mode: 'abort', what: 'the request is blocked', failsFast: true },
  { mode: '503', what: 'the scheduler answers 503', failsFast: true },
  { mode: 'hang', what: 'the request never answers', failsFast: false },
]

for (const { mode, what, failsFast } of faults) {
  test(`Book Now when ${what}: call, text and e-mail on offer, the bag kept, a later click retries`, async ({ page, problems }) => {
    const scheduler = await controlScheduler(page, mode)
    try {
      await page.goto('/book')
      await settle(page)
      const flow = page.getByTestId('booking-flow')
      await expect(flow.getByTestId('booking-line')).toHaveCount(3)
      await expect(flow.getByTestId('booking-total')).toHaveText(BAG_MANY_TOTAL)
      const storedBag = await page.evaluate((key) => localStorage.getItem(key), BAG_KEY)

      const bookNow = flow.getByRole('button', { name: 'Book Now' })
      const started = Date.now()
      await bookNow.click()
      const fallback = flow.getByRole('alert')
      await expect(fallback).toContainText("Online booking isn't available right now", { timeout: SCHEDULER_TIMEOUT_MS + SLACK_MS })
      const waited = Date.now() - started
      // Blocked and 503 fail at once; only the hang waits for the loader's timeout.
      if (failsFast) expect(waited).toBeLessThan(SCHEDULER_TIMEOUT_MS)
      else expect(waited).toBeGreaterThanOrEqual(SCHEDULER_TIMEOUT_MS - 100)

      await expect(fallback.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`)
      await expect(fallback.getByRole('link', { name: `Text ${business.phone.display}` })).toHaveAttribute('href', `sms:${business.phone.e164}`)
      await expect(fallback.getByRole('link', { name: `E-mail ${business.email}` })).toHaveAttribute('href', `mailto:${business.email}`)
      // Nothing lost: the summary and the stored bag are as they were; Book Now is usable again.
      await expect(flow.getByTestId('booking-line')).toHaveCount(3)
      await expect(flow.getByTestId('booking-total')).toHaveText(BAG_MANY_TOTAL)
      expect(await page.evaluate((key) => localStorage.getItem(key), BAG_KEY)).toBe(storedBag)
      await expect(bookNow).toBeEnabled()
      expect(await page.locator(`script[src^="${SCHEDULER_ORIGIN}"]`).count()).toBe(0)

      // A retry while the scheduler is still down fails again, and says so.
      const before = scheduler.counts[SCRIPT] ?? 0
      await bookNow.click()
      await expect(fallback).toContainText("Online booking still isn't available", { timeout: SCHEDULER_TIMEOUT_MS + SLACK_MS })
      expect(scheduler.counts[SCRIPT]).toBe(before + 1)

      // The scheduler comes back: the next click loads it and opens the popup...
      scheduler.setMode('stub')
      await bookNow.click()
      const popup = page.getByRole('dialog', { name: 'Scheduler' })
      await expect(popup).toBeVisible()
      await expect(flow.getByRole('alert')).toHaveCount(0)
      const calls = () => page.evaluate(() => (window as unknown as { __schedulerCalls: unknown[] }).__schedulerCalls.length)
      expect(await calls()).toBe(1)
      const loadedAt = scheduler.counts[SCRIPT]
      expect(loadedAt).toBe(before + 2)

      // ...and the one after reuses it: no second download, one script element.
      await popup.getByRole('button', { name: 'Close scheduler' }).click()
      await bookNow.click()
      await expect(popup).toBeVisible()
      expect(await calls()).toBe(2)
      expect(scheduler.counts[SCRIPT]).toBe(loadedAt)
      expect(await page.locator(`script[src^="${SCHEDULER_ORIGIN}${SCRIPT}"]`).count()).toBe(1)

      // The bag survived all of it, also across a reload.
      await page.reload()
      await expect(page.getByTestId('booking-flow').getByTestId('booking-total')).toHaveText(BAG_MANY_TOTAL)

      // The browser logs the failed script requests; nothing else may go wrong.
      const unexpected = problems.errors.filter((e) => !/widget\.(js|css)|Failed to load resource|ERR_|503/.test(e))
      expect(unexpected).toEqual([])
    } finally {
      await scheduler.release()
    }
  })
}
