// The first open of every overlay after the page is idle: no loading fallback is ever put in the
// page, and the overlay is there by the first or second animation frame after the click, or the
// control that asked shows it is busy (aria-busy) until it is. A behaviour, not a time: a lazy
// overlay behind a Suspense fallback (even an empty one) is held back by React for 300 ms after
// the fallback appeared. An overlay's code loads on its trigger's pointer-over, focus or
// pointer-down (lib/islands/overlay-code.ts), never on idle, so a tap may come before it; how long
// that tap waits is the bench's figure (tools/bench/interaction.ts --when at-idle --phone).
import type { Locator, Page } from '@playwright/test'
import { createConfirmedAccount } from '../fixtures/auth/accounts'
import { logIn } from '../fixtures/auth/ui'
import { holdScriptsContaining, IN_REACT, islandChunk } from './fixtures/built-scripts'
import { expect, settle, test } from './fixtures/test'

const PHONE = { width: 390, height: 844 }

/** What a loading fallback looks like: the spinner's role=status saying what is loading. */
const FALLBACK = '[role="status"]'
const LOADING_TEXT = /^Loading/

interface Watch {
  /** Whether a loading fallback was added to the page after the watch began. */
  fallback: boolean
  /** Animation frames between the click and the first mutation that showed the response; null until then. */
  framesAfterClick: number | null
  /** Whether a control was marked busy (aria-busy="true") between the click and the response. */
  busy: boolean
}

/**
 * Installs, before the tap, a MutationObserver over the whole document and a frame counter, then
 * taps like a visitor (Playwright's pointer input) and waits until `response` holds.
 * `response` is a CSS selector that must match (or, with `gone`, no longer match) once answered.
 */
async function tapAndWatch(page: Page, trigger: Locator, response: string, { gone = false } = {}): Promise<Watch> {
  await expect(trigger).toBeVisible()
  await page.evaluate(
    ({ response, gone, fallback, loading }) => {
      const state = { fallback: false, busy: false, framesAfterClick: null as number | null, frames: 0, clickFrame: null as number | null }
      ;(window as unknown as { __firstOpen: typeof state }).__firstOpen = state
      const answered = () => (document.querySelector(response) !== null) !== gone
      const tick = () => {
        state.frames += 1
        if (state.framesAfterClick === null) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
      const loadingRe = new RegExp(loading)
      // Only what is added from now on: the page's own navigation spinner is there from the start.
      const isFallback = (node: Node) =>
        node instanceof Element && [node, ...node.querySelectorAll(fallback)].some((element) => element.matches(fallback) && loadingRe.test(element.textContent?.trim() ?? ''))
      const check = (records: MutationRecord[] = []) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (isFallback(node)) state.fallback = true
          const busyNow = record.target instanceof Element && record.target.getAttribute('aria-busy') === 'true'
          if (state.clickFrame !== null && record.attributeName === 'aria-busy' && busyNow) state.busy = true
        }
        if (state.clickFrame !== null && state.framesAfterClick === null && answered()) {
          state.framesAfterClick = state.frames - state.clickFrame
          observer.disconnect()
        }
      }
      const observer = new MutationObserver(check)
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
      window.addEventListener(
        'click',
        () => {
          state.clickFrame = state.frames
          // The response may already be in the page once the click's own handlers ran.
          queueMicrotask(() => check())
        },
        { capture: true, once: true },
      )
    },
    { response, gone, fallback: FALLBACK, loading: LOADING_TEXT.source },
  )
  await trigger.click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __firstOpen: Watch }).__firstOpen.framesAfterClick)).not.toBeNull()
  return page.evaluate(() => {
    const { fallback, framesAfterClick, busy } = (window as unknown as { __firstOpen: Watch }).__firstOpen
    return { fallback, framesAfterClick, busy }
  })
}

/** No fallback, and the response by the second frame after the click. */
function expectOnTheFrame(watch: Watch) {
  expect(watch.fallback, 'a loading fallback was shown').toBe(false)
  expect(watch.framesAfterClick, 'animation frames between the click and the overlay').toBeLessThanOrEqual(2)
}

/** No fallback, and the response on the frame or, while the overlay's code was still coming, the control busy until then. */
function expectOnTheFrameOrBusy(watch: Watch) {
  expect(watch.fallback, 'a loading fallback was shown').toBe(false)
  if ((watch.framesAfterClick ?? Infinity) > 2) expect(watch.busy, 'a control said it was busy while the overlay came').toBe(true)
}

const withoutDiscountAndTour = async (page: Page) => {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
    } catch {
      // A frame without storage access.
    }
  })
}

/** The page is idle: its load and idle islands have hydrated. */
async function idle(page: Page) {
  await settle(page)
}

test.describe('after idle, with the discount card seen', () => {
  test.beforeEach(async ({ page }) => withoutDiscountAndTour(page))

  test('View Bag opens the drawer on the frame, or shows busy until it does', async ({ page, problems }) => {
    await page.goto('/')
    await idle(page)
    expectOnTheFrameOrBusy(await tapAndWatch(page, page.locator('[data-tour="view-bag"]'), '[role="dialog"][aria-modal="true"]'))
    await expect(page.getByRole('dialog', { name: 'Your Bag' })).toBeVisible()
    expect(problems.errors).toEqual([])
  })

  test('Add to Bag on a service page opens the bag on the frame or shows busy until it does, then the upsell', async ({ page, problems }) => {
    await page.goto('/services/signature-detail')
    await idle(page)
    expectOnTheFrameOrBusy(await tapAndWatch(page, page.getByTestId('add-to-bag').getByRole('button', { name: /^Add to Bag/ }), '[role="dialog"][aria-modal="true"]'))
    await expect(page.getByRole('dialog', { name: 'Complete your detail' })).toBeVisible()
    expect(problems.errors).toEqual([])
  })

  test('Chat with us opens the chat on the frame, or shows busy until it does', async ({ page, problems }) => {
    await page.goto('/')
    await idle(page)
    expectOnTheFrameOrBusy(await tapAndWatch(page, page.getByRole('button', { name: 'Chat with us' }), '[role="dialog"][aria-modal="true"]'))
    expect(problems.errors).toEqual([])
  })

  test('Contact us opens the contact popup on the frame, or shows busy until it does', async ({ page, problems }) => {
    await page.goto('/about')
    await idle(page)
    expectOnTheFrameOrBusy(await tapAndWatch(page, page.getByRole('button', { name: 'Contact us' }), '[role="dialog"][aria-modal="true"]'))
    expect(problems.errors).toEqual([])
  })

  test('the mobile menu opens on the frame on a phone, or shows busy until it does', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true })
    const page = await context.newPage()
    await withoutDiscountAndTour(page)
    await page.goto('/about')
    await idle(page)
    expectOnTheFrameOrBusy(await tapAndWatch(page, page.getByRole('banner').getByRole('button', { name: 'Open menu' }), '[role="dialog"][aria-modal="true"]'))
    await context.close()
  })

  test('the account menu opens on the frame when signed in', async ({ page, request, problems }) => {
    const person = await createConfirmedAccount(request)
    await logIn(page, person)
    await page.goto('/about')
    await idle(page)
    const account = page.getByRole('banner').getByRole('button', { name: /^Account:/ })
    expectOnTheFrame(await tapAndWatch(page, account, '[role="menu"][data-state="open"]'))
    expect(problems.errors).toEqual([])
  })
})

test('the discount card closes on the frame', async ({ page, problems }) => {
  await page.goto('/about')
  await idle(page)
  const card = page.getByTestId('discount-popup')
  await expect(card).toBeVisible()
  expectOnTheFrame(await tapAndWatch(page, card.getByRole('button', { name: 'Close discount offer' }), '[data-testid="discount-popup"]', { gone: true }))
  expect(problems.errors).toEqual([])
})

// The mobile menu's drawer loads on an intent only: a page left alone never fetches it, on a phone
// or on a desktop, where the button is not shown. The drawer's own chunk is the one script with its
// close button's label.
test.describe('the mobile menu drawer code once idle', () => {
  const drawerRequested = async (page: Page) => {
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
    })
    await withoutDiscountAndTour(page)
    await page.goto('/about')
    await idle(page)
    return (await Promise.all(bodies)).some((body) => body.includes('Close menu'))
  }

  test('is not requested on a desktop, where the menu button is not shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await drawerRequested(page)).toBe(false)
    // Narrowed later, the button shows and still opens the drawer (its press loads the code).
    await page.setViewportSize(PHONE)
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  })

  test('is not requested on a phone until the button is tapped', async ({ page }) => {
    await page.setViewportSize(PHONE)
    expect(await drawerRequested(page)).toBe(false)
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  })
})

// A tap before its island has hydrated asks for the overlay's code beside the hydration, not after
// the island has hydrated and replayed the click. React's chunk is held back until
// the tap has been made, so the tap is certainly early; the chat's chunk (the one script with its
// close button's label) must then be requested before the engagement region has hydrated (its
// links have become buttons).
test('a tap on Chat with us before the engagement region has hydrated requests the chat beside the hydration', async ({ page, problems }) => {
  await withoutDiscountAndTour(page)
  let chatChunk: string | null = null
  const releaseReact = await holdScriptsContaining(page, IN_REACT, (pathname, body) => {
    if (body.includes('Close chat')) chatChunk = pathname
  })
  await page.goto('/')
  const chatLink = page.locator('[data-island="engagement"] a', { hasText: 'Chat with us' })
  await chatLink.click()
  await expect(chatLink).toHaveAttribute('data-loading', '')
  await page.evaluate(() => {
    const state = window as unknown as { __hydratedAt?: number }
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-island="engagement"] button[aria-haspopup="dialog"]')) return
      state.__hydratedAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
  })
  releaseReact()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(chatChunk, 'the chat chunk was requested').not.toBeNull()
  const { requestedAt, hydratedAt } = await page.evaluate((path) => {
    const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path)
    return { requestedAt: entry?.startTime ?? null, hydratedAt: (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? null }
  }, chatChunk)
  expect(requestedAt).not.toBeNull()
  expect(hydratedAt).not.toBeNull()
  expect(requestedAt!, 'the chat chunk was requested before the region hydrated').toBeLessThan(hydratedAt!)
  expect(problems.errors).toEqual([])
})

// A tap before the page is idle is answered before the page's other idle islands start
// (docs/decisions/110-islands-html-only-pages.md): View Bag names the drawer's island (data-opens),
// which hydrates beside it, while the menus, chat and contact wait until the bag is open. Started
// together with the answer, their code was evaluated in the middle of it. React's chunk is held back
// until the tap has been held, so the tap is certainly early. The engagement region also wakes on its
// own a fixed time after the start (data-wake-after, the discount card's delay), which a slow machine
// can reach before the bag is open: its request counts as early only if it came before both.
test('a tap on View Bag before the page is idle opens the bag before the chat and menus load', async ({ page, problems }) => {
  await withoutDiscountAndTour(page)
  const releaseReact = await holdScriptsContaining(page, IN_REACT)
  await page.goto('/')
  const viewBag = page.locator('[data-tour="view-bag"]')
  await viewBag.click()
  await expect(viewBag).toHaveAttribute('data-loading', '')
  await page.evaluate(() => {
    const state = window as unknown as { __bagOpenAt?: number }
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="dialog"][aria-modal="true"]')) return
      state.__bagOpenAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  releaseReact()
  await expect(page.getByRole('dialog', { name: 'Your Bag' })).toBeVisible()
  // The other islands still start once the bag has answered: each one's own chunk is requested.
  const requestedAt = (island: string) =>
    page.evaluate((ownChunk) => {
      const entry = performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === ownChunk)
      return entry?.startTime ?? null
    }, islandChunk(island))
  await expect.poll(() => requestedAt('services-menu'), { timeout: 20_000 }).not.toBeNull()
  await expect.poll(() => requestedAt('engagement'), { timeout: 20_000 }).not.toBeNull()
  const { bagOpenAt, wakeAt } = await page.evaluate(() => {
    const [start] = performance.getEntriesByName('islands-start')
    const wakeAfter = Number(document.querySelector('[data-island="engagement"]')?.getAttribute('data-wake-after'))
    return { bagOpenAt: (window as unknown as { __bagOpenAt?: number }).__bagOpenAt ?? null, wakeAt: start!.startTime + wakeAfter }
  })
  expect(bagOpenAt, 'the bag opened').not.toBeNull()
  expect(await requestedAt('services-menu'), 'the services menu was requested after the bag had opened').toBeGreaterThan(bagOpenAt!)
  expect(await requestedAt('engagement'), 'the chat island was requested after the bag had opened, or at its own wake').toBeGreaterThanOrEqual(Math.min(bagOpenAt!, wakeAt))
  expect(problems.errors).toEqual([])
})

// The account menu's code (AccountArea: the menu, TanStack Query) comes at idle; a tap that comes
// first is kept and replayed, and until then the avatar button says it has been heard (aria-busy,
// drawn pressed) instead of showing nothing. The chunk is the one with "Log out".
test('a tap on the account menu before its code has come shows the button busy, then opens the menu', async ({ page, request, problems }) => {
  const person = await createConfirmedAccount(request)
  await logIn(page, person)
  const release = await holdScriptsContaining(page, 'Log out')
  await page.goto('/about')
  const account = page.getByRole('banner').getByRole('button', { name: /^Account:/ })
  await account.click()
  await expect(account).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(page.getByRole('menu', { name: /^Account/ })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account:/ })).not.toHaveAttribute('aria-busy', 'true')
  expect(problems.errors).toEqual([])
})
