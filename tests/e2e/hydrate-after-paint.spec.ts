// Decision 084: every page starts its client (Vike's entry and its modules) only once the
// prerendered page has loaded and painted, through lib/boot/hydrate-after-first-paint.js.
// These check the order in a real browser, that the page then hydrates, and the two ways the
// loader must not wait for a paint it cannot see: a background tab, a browser without paint
// timing, and one that runs no animation frame either.
import type { Page } from '@playwright/test'
import { expect, settle, test } from './fixtures/test'

/**
 * Hydrated: the header's Services button answers a click (decision 115). Its markup is the same
 * before and after hydration, so the check is what a click does. A click before hydration is
 * dropped here (no islands runtime replays it in this build), hence the retries.
 */
const expectHydrated = (page: Page) =>
  expect(async () => {
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Services' })
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
  }).toPass({ timeout: 15_000 })

for (const route of ['/', '/services/signature-detail']) {
  test(`${route}: no module is requested before the page has loaded and painted, then it hydrates`, async ({ page, problems }) => {
    await page.goto(route)
    await settle(page)
    await expectHydrated(page)
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const modules = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(entries|chunks)\/.+\.js$/.test(new URL(entry.name).pathname))
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        loadEventEnd: navigation.loadEventEnd,
        firstModuleRequest: Math.min(...modules.map((entry) => entry.startTime)),
        modules: modules.length,
      }
    })
    expect(timing.modules).toBeGreaterThan(0)
    // Every modulepreload the loader carries ends up in the head (it adds them a few per task).
    const preloads = await page.evaluate(() => ({
      listed: (document.querySelector('script[data-entry]')?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean).sort(),
      inHead: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')).sort(),
    }))
    expect(preloads.listed.length).toBeGreaterThan(3)
    // (Vite adds its own for chunks imported later, hence a superset.)
    expect(preloads.inHead).toEqual(expect.arrayContaining(preloads.listed))
    expect(timing.firstPaint).not.toBeNull()
    expect(timing.firstModuleRequest).toBeGreaterThan(timing.firstPaint!)
    expect(timing.firstModuleRequest).toBeGreaterThanOrEqual(timing.loadEventEnd)
    expect(problems.errors).toEqual([])
  })
}

test('a page opened in a background tab starts its client without waiting for a paint', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    // A hidden tab runs no animation frames: if the loader waited for one, nothing would hydrate.
    window.requestAnimationFrame = () => 0
  })
  await page.goto('/faq')
  await expectHydrated(page)
  expect(problems.errors).toEqual([])
})

test('a browser without paint timing starts the client after the next animation frame', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { configurable: true, get: () => [] })
  })
  await page.goto('/faq')
  await page.waitForLoadState('load')
  const loadedAt = Date.now()
  await expectHydrated(page)
  // Well before the 3 s backstop: the frame after load started it.
  expect(Date.now() - loadedAt).toBeLessThan(2500)
  expect(problems.errors).toEqual([])
})

test('with neither paint timing nor animation frames, the backstop timer still starts the client', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { configurable: true, get: () => [] })
    window.requestAnimationFrame = () => 0
  })
  const started = Date.now()
  await page.goto('/faq')
  await expectHydrated(page)
  // The backstop fires 3 s after the loader ran.
  expect(Date.now() - started).toBeGreaterThanOrEqual(3000)
  expect(problems.errors).toEqual([])
})
