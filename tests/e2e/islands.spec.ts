// docs/decisions/110-islands-html-only-pages.md: every page is static HTML plus islands, hydrated by lib/islands/start.ts once the
// page's LCP candidate has painted. These check, in a real browser: the order (no island code
// before that paint), the ways the runtime must not wait for a paint it cannot see (a background
// tab, no LCP timing, no animation frames), and that a click on an island whose code has not
// arrived yet is kept and replayed instead of lost or sent down the no-JavaScript path.
import path from 'node:path'
import type { Page } from '@playwright/test'
import { ISLANDS_START_MARK } from '../../lib/islands/protocol'
import { BUILT_SCRIPTS, builtScript, holdScriptsContaining, IN_REACT, islandChunk } from './fixtures/built-scripts'
import { expect, settle, test } from './fixtures/test'

/** The scripts a built script imports statically, as root-relative paths. */
const staticImportsOf = (script: string) =>
  [...builtScript(`http://site${script}`).matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.js)"/g)].map(([, file]) => path.posix.join(path.posix.dirname(script), file!))

/** A built script and every script it imports statically, directly or not. */
function staticClosure(script: string, seen = new Set<string>()): Set<string> {
  if (seen.has(script)) return seen
  seen.add(script)
  for (const imported of staticImportsOf(script)) staticClosure(imported, seen)
  return seen
}

/** The discount card and the tour stay away, as for a visitor who has seen them. */
const withoutPopups = (page: Page) =>
  page.addInitScript(() => {
    try {
      sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
    } catch {
      // A frame without storage access.
    }
  })

const islandsIdle = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '', { timeout: 20_000 })

for (const route of ['/', '/services/signature-detail']) {
  test(`${route}: no island code is requested before the LCP candidate has painted, then the islands hydrate`, async ({ page, problems }) => {
    await page.addInitScript(() => {
      const paints: { candidate: boolean; at: number }[] = []
      ;(window as unknown as { __lcp: typeof paints }).__lcp = paints
      // The candidate's paint as the browser reports it: its LCP entry, or its Element Timing entry
      // when a larger text block is the LCP element.
      for (const type of ['largest-contentful-paint', 'element']) {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; renderTime: number; loadTime: number })[]) {
            paints.push({ candidate: entry.element?.matches('img[fetchpriority="high"]') ?? false, at: entry.renderTime || entry.loadTime || entry.startTime })
          }
        }).observe({ type, buffered: true })
      }
    })
    await page.goto(route)
    await settle(page)
    const timing = await page.evaluate(
      ({ pattern, startMark }) => {
        const paints = (window as unknown as { __lcp: { candidate: boolean; at: number }[] }).__lcp
        return {
          hasCandidate: document.querySelector('img[fetchpriority="high"]') !== null,
          candidatePaint: paints.filter((paint) => paint.candidate).reduce<number | null>((first, paint) => (first === null || paint.at < first ? paint.at : first), null),
          // The island runtime's mark, set right after its wait for the largest paint (lib/islands/start.ts).
          start: performance.getEntriesByName(startMark, 'mark')[0]?.startTime ?? null,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
            .map((entry) => ({ path: new URL(entry.name).pathname, startedAt: entry.startTime })),
        }
      },
      { pattern: BUILT_SCRIPTS.source, startMark: ISLANDS_START_MARK },
    )
    // Island code is every built script but the entry's own static imports (the runtime), which
    // the module loader requests before any of the entry runs: dynamic imports and the module
    // preloads of the islands' script lists.
    const entry = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.startsWith('/assets/entries/'))?.name)
    expect(entry, 'the page loads its entry').toBeDefined()
    const runtime = staticClosure(new URL(entry!).pathname)
    const islandRequests = timing.scripts.filter((script) => !runtime.has(script.path))
    expect(islandRequests.length).toBeGreaterThan(0)
    expect(timing.hasCandidate).toBe(true)
    expect(timing.start).not.toBeNull()
    // The runtime starts once the candidate has painted (its LCP or Element Timing entry), or, in
    // a browser that reports neither, once it has decoded after load: never before...
    expect(timing.candidatePaint, 'Chromium reports the paint of the candidate').not.toBeNull()
    expect(timing.start!).toBeGreaterThanOrEqual(timing.candidatePaint!)
    // ...and nothing asks for island code before the runtime has started.
    for (const request of islandRequests) expect(request.startedAt, request.path).toBeGreaterThanOrEqual(timing.start!)
    expect(problems.errors).toEqual([])
  })
}

// Without Vite's preload list, the browser learns an island's imports only by parsing its chunk,
// then theirs by parsing them, each parse waiting for the main thread. Held, the island's own chunk
// cannot be parsed: whatever else comes, the entry's loader asked for from the list.
test('a tap on an island asks for all of its scripts at once, before its own chunk has come', async ({ page, problems }) => {
  await withoutPopups(page)
  await page.setViewportSize({ width: 390, height: 844 })
  const own = islandChunk('mobile-menu')
  const imported = [...staticClosure(own)].filter((script) => script !== own && !script.startsWith('/assets/entries/'))
  expect(imported.length, 'the mobile menu imports scripts').toBeGreaterThan(0)
  const requested: string[] = []
  page.on('request', (request) => void requested.push(new URL(request.url()).pathname))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${own}`, async (route) => {
    await held
    await route.fallback()
  })
  await page.goto('/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect.poll(() => imported.filter((script) => !requested.includes(script)), { timeout: 20_000 }).toEqual([])
  release()
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 })
  // The import found the preloaded modules: a preload under another URL (a query, another base)
  // would have been fetched a second time.
  for (const script of [own!, ...imported])
    expect(
      requested.filter((path) => path === script),
      script,
    ).toHaveLength(1)
  expect(problems.errors).toEqual([])
})

test('a page opened in a background tab hydrates without waiting for a paint', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    // A hidden tab runs no animation frames: if the runtime waited for one, nothing would hydrate.
    window.requestAnimationFrame = () => 0
  })
  await page.goto('/faq')
  await islandsIdle(page)
  expect(problems.errors).toEqual([])
})

test('a browser without LCP timing hydrates a few frames after load', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { configurable: true, get: () => [] })
  })
  await page.goto('/services/signature-detail')
  await islandsIdle(page)
  expect(problems.errors).toEqual([])
})

test('with neither LCP timing nor animation frames, the backstop timer still starts the islands', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { configurable: true, get: () => [] })
    window.requestAnimationFrame = () => 0
  })
  await page.goto('/faq')
  const startedAt = await page.evaluate(() => performance.now())
  await islandsIdle(page)
  // The 3 s backstop (lib/islands/after-lcp-paint.ts), counted from the runtime's start.
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(Math.min(startedAt, 3000))
  expect(problems.errors).toEqual([])
})

test('a tap on Add to Bag before its island has loaded is kept, then adds to the bag on the same page', async ({ page, problems }) => {
  // Hold the buy box's island code until the tap has happened: the buy box is still the
  // no-JavaScript GET form then, which would leave for /book/signature-detail.
  const release = await holdScriptsContaining(page, 'AddToBag')
  await page.goto('/services/signature-detail')
  const buyBox = page.getByTestId('add-to-bag')
  await buyBox.getByRole('button', { name: /^Add to Bag/ }).click()
  release()
  await expect(page.getByTestId('bag-live-region')).toHaveText(/added to your bag/, { timeout: 20_000 })
  // The open bag hides the header from assistive technology: read the label itself.
  await expect(page.locator('[data-tour="view-bag"]')).toHaveAttribute('aria-label', 'View Bag, 1 item')
  await expect(page).toHaveURL('/services/signature-detail')
  expect(problems.errors).toEqual([])
})

test("when an island's code cannot load, a tap goes to the server markup (the buy box's GET form) instead of being lost", async ({ page, problems }) => {
  // The buy box's chunk fails as it would offline or after a deploy replaced it: the runtime marks
  // the island unavailable and replays the held tap on the markup, which books the service the
  // no-JavaScript way.
  await page.route(BUILT_SCRIPTS, async (route) => {
    if (builtScript(route.request().url()).includes('AddToBag')) return route.abort('internetdisconnected')
    await route.fallback()
  })
  await page.goto('/services/signature-detail')
  await page
    .getByTestId('add-to-bag')
    .getByRole('button', { name: /^Add to Bag/ })
    .click()
  await expect(page).toHaveURL(/\/book\/signature-detail/, { timeout: 20_000 })
  // The browser reports the aborted chunk itself; nothing else went wrong.
  expect(problems.errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
})

// Hydration turns the engagement region's links into buttons (components/ui/use-hydrated.ts). A
// press that begins on the link and ends after the swap gets no click from the browser: its target
// has left the page. The runtime replays such a press on what is now in its place.
// React's chunk is held until the pointer is down, so the swap certainly comes during the press.
test('a press on a link that hydration turns into a button still opens what it names', async ({ page, problems }) => {
  await withoutPopups(page)
  const releaseReact = await holdScriptsContaining(page, IN_REACT)
  await page.goto('/about')
  const link = page.locator('[data-island="engagement"] a', { hasText: 'Contact us' })
  const box = await link.boundingBox()
  expect(box, 'the pre-hydration link is on the page').not.toBeNull()
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2)
  await page.mouse.down()
  releaseReact()
  // Hydrated under the pointer: the link is gone, a button is in its place.
  await expect(page.locator('[data-island="engagement"] button', { hasText: 'Contact us' })).toBeVisible({ timeout: 20_000 })
  await expect(link).toHaveCount(0)
  await page.mouse.up()
  await expect(page.getByRole('dialog', { name: /contact/i })).toBeVisible()
  await expect(page).toHaveURL(/\/about$/)
  expect(problems.errors).toEqual([])
})
