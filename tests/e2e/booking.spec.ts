// Booking through the scheduler popup (docs/decisions/040-bag-and-scheduler.md), with the scheduler's origin served by a
// local stand-in (tests/e2e/support/scheduler-stub): nothing reaches the internet.
import { expect, settle, test } from './fixtures/test'
import { SCHEDULER_ORIGIN, SCHEDULER_URL, stubScheduler } from './support/scheduler-stub/route'
import { pageTimePasses } from './support/page-time'
import { IN_AREA_ZIP, rememberVisit } from './support/visit'

const SCRIPT = '/assets/external/widget.js'
const STYLESHEET = '/assets/external/widget.css'

type Call = { url: string; prefill: { customAnswers: { a1: string; a3?: string } }; utm?: { utmContent?: string } }

// The first-visit discount popup and tour are other overlays with their own tests.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (location.protocol !== 'http:') return // not in the stand-in scheduler's frame
    try {
      sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
    } catch {
      // A frame without storage access.
    }
  })
  // The visitor passed Book Now's ZIP step earlier in the session (tests/e2e/zip-check.spec.ts).
  await rememberVisit(page)
})

test('Book Now on /book/signature-detail opens the prefilled popup; assets load once', async ({ page, problems }) => {
  const requests = await stubScheduler(page)
  await page.goto('/book/signature-detail')
  await settle(page)
  // Never on page load.
  expect(requests.counts).toEqual({})
  expect(await page.locator(`script[src^="${SCHEDULER_ORIGIN}"]`).count()).toBe(0)

  const flow = page.getByTestId('booking-flow')
  await flow.getByText('XL').click()
  await expect(flow.getByTestId('booking-total')).toHaveText('$449.00')
  await flow.getByRole('button', { name: 'Book Now' }).click()

  const popup = page.getByRole('dialog', { name: 'Scheduler' })
  await expect(popup).toBeVisible()
  const calls = () => page.evaluate(() => (window as unknown as { __schedulerCalls: Call[] }).__schedulerCalls)
  const [first] = await calls()
  const url = new URL(first!.url)
  expect(`${url.origin}${url.pathname}`).toBe(SCHEDULER_URL)
  expect(url.searchParams.get('a1')).toBe('Signature Detail (XL). Vehicle size: XL')
  expect(first!.prefill.customAnswers.a1).toBe('Signature Detail (XL). Vehicle size: XL')
  expect(first!.prefill.customAnswers.a3).toBe(IN_AREA_ZIP)

  // A second opening reuses the loaded widget.
  await popup.getByRole('button', { name: 'Close scheduler' }).click()
  await flow.getByRole('button', { name: 'Book Now' }).click()
  await expect(popup).toBeVisible()
  expect(await calls()).toHaveLength(2)
  expect(requests.counts[SCRIPT]).toBe(1)
  expect(requests.counts[STYLESHEET]).toBe(1)
  expect(await page.locator(`script[src="${SCHEDULER_ORIGIN}${SCRIPT}"]`).count()).toBe(1)
  expect(await page.locator(`link[href="${SCHEDULER_ORIGIN}${STYLESHEET}"]`).count()).toBe(1)

  // A message from any other origin is ignored; the scheduler's own frame confirms.
  await page.evaluate(() => window.postMessage({ event: 'calendly.event_scheduled' }, '*'))
  await pageTimePasses(page, 200)
  await expect(page.getByTestId('booking-confirmed')).toHaveCount(0)
  await popup.frameLocator('iframe').getByRole('button', { name: 'Schedule Event' }).click()
  // A guest: no booking intent went with the popup, and the e-mail comes from the scheduler.
  const [guestCall] = await calls()
  expect(guestCall!.utm).toBeUndefined()
  await expect(page.getByTestId('booking-confirmed')).toContainText('Booking received')
  await expect(page.getByTestId('booking-confirmed')).toContainText('The scheduler e-mails your confirmation')
  expect(problems.errors).toEqual([])
})

test('/book books the bag with every service and the vehicle size', async ({ page }) => {
  await stubScheduler(page)
  await page.goto('/services/full-detail')
  await settle(page)
  await page.getByTestId('add-to-bag').getByText('SUV').click()
  await page
    .getByTestId('add-to-bag')
    .getByRole('button', { name: /Add to Bag/ })
    .click()
  await page.getByRole('dialog', { name: 'Complete your detail' }).getByRole('button', { name: 'Add Pet Hair Removal to bag' }).click()
  await page.getByRole('dialog', { name: 'Complete your detail' }).getByRole('button', { name: 'View My Bag' }).click()
  await page.getByRole('dialog', { name: 'Your Bag' }).getByRole('link', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(/\/book$/)
  const flow = page.getByTestId('booking-flow')
  await expect(flow.getByTestId('booking-line')).toHaveCount(2)
  await expect(flow.getByTestId('booking-total')).toHaveText('$364.00')
  await flow.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByRole('dialog', { name: 'Scheduler' })).toBeVisible()
  const [call] = await page.evaluate(() => (window as unknown as { __schedulerCalls: Call[] }).__schedulerCalls)
  expect(call!.prefill.customAnswers.a1).toBe('Full Detail Package (SUV); Pet Hair Removal. Vehicle size: SUV')
})

test('when the scheduler cannot load, the visitor gets the phone and text links', async ({ page, problems }) => {
  await stubScheduler(page, 'offline')
  await page.goto('/book/interior-detail')
  await settle(page)
  await page.getByTestId('booking-flow').getByRole('button', { name: 'Book Now' }).click()
  const fallback = page.getByTestId('scheduler-fallback')
  await expect(fallback).toBeVisible()
  await expect(fallback.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+12815550142')
  await expect(fallback.getByRole('link', { name: /^Text/ })).toHaveAttribute('href', 'sms:+12815550142')
  // The failed script request is logged by the browser; nothing else.
  expect(problems.errors.filter((e) => !e.includes('widget.js') && !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
})

test("My Garage's Book this vehicle link preselects the vehicle's size", async ({ page }) => {
  await page.goto('/book/signature-detail?vehicle=SUV')
  const flow = page.getByTestId('booking-flow')
  await expect(flow.getByRole('radio', { name: /SUV/ })).toBeChecked()
  await expect(flow.getByTestId('booking-total')).toHaveText('$399.00')
})
