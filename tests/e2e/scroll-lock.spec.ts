// The page behind a modal dialog does not scroll (components/ui/page-scroll-lock.ts, docs/decisions/152-page-scroll-lock-on-the-root.md):
// a visitor's wheel over the bag drawer's backdrop leaves the page where it was, for as long as any
// modal is open, and scrolls it again once the last one has closed. Ark's own lock is off
// (components/ui/dialog.tsx), so this is the test that the page's lock does its job.
import type { Page } from '@playwright/test'
import { expect, settle, test } from './fixtures/test'
import { quietSession } from './support/leads'

test.beforeEach(({ page }) => quietSession(page))

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/**
 * A wheel turn over the left edge of the page (the backdrop, beside a right-hand drawer), then the
 * page's scroll position once the wheel event has been dispatched and two frames have been drawn:
 * a scroll the wheel starts has moved the page by then.
 */
async function wheel(page: Page): Promise<number> {
  await page.evaluate(() => {
    const seen = new Promise<void>((resolve) => addEventListener('wheel', () => resolve(), { once: true, capture: true }))
    ;(window as unknown as { __wheelSeen: Promise<void> }).__wheelSeen = seen
  })
  await page.mouse.move(40, 400)
  await page.mouse.wheel(0, 400)
  await page.evaluate(async () => {
    await (window as unknown as { __wheelSeen: Promise<void> }).__wheelSeen
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  return scrollY(page)
}

test('the page stays put behind the bag and the upsell, and scrolls once both have closed', async ({ page, problems }) => {
  await page.goto('/services/signature-detail')
  await settle(page)
  const add = page.getByTestId('add-to-bag').getByRole('button', { name: /Add to Bag/ })
  await add.scrollIntoViewIfNeeded()
  const before = await scrollY(page)

  await add.click()
  const drawer = page.getByRole('dialog', { name: 'Your Bag' })
  const upsell = page.getByRole('dialog', { name: 'Complete your detail' })
  await expect(upsell).toBeVisible()
  expect(await wheel(page)).toBe(before)

  // The upsell closes; the drawer under it still holds the page.
  await page.keyboard.press('Escape')
  await expect(upsell).toBeHidden()
  await expect(drawer).toBeVisible()
  expect(await wheel(page)).toBe(before)

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await page.mouse.wheel(0, 400)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before)
  expect(problems.errors).toEqual([])
})
