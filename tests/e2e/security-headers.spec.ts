// The security headers (docs/decisions/081-security-headers.md) that Cloudflare Pages' runtime sends (wrangler pages dev,
// from the build's _headers file, build/security-headers.ts), and the Content-Security-Policy at work in Chromium: a page
// that breaks it is reported and blocked, and normal use of every route breaks nothing.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { contentSecurityPolicy, IMMUTABLE_ASSET_CACHE } from '../../build/security-headers'
import { SPECULATION_RULES_PATH } from '../../build/speculation-rules'
import { clientOnlyRoutes, prerenderedRoutes } from './fixtures/routes'
import { expect, settle, test } from './fixtures/test'
import { stubScheduler } from './support/scheduler-stub/route'

// Read with fs: Node's ESM loader (Playwright's) wants import attributes for JSON.
const business = JSON.parse(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8')) as { schedulerOrigin: string }
const BACKEND_URL = process.env.E2E_BACKEND_URL ?? 'http://127.0.0.1:54321'
const SITE_URL = process.env.E2E_SITE_URL ?? 'http://127.0.0.1:4173'

interface Violation {
  directive: string
  blocked: string
  source: string
  sample: string
  page: string
}

/**
 * Collects every securitypolicyviolation event of the page and its frames, across
 * navigations (the binding outlives each document).
 */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = []
  await page.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation
      report({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
        page: location.href,
      })
    })
  })
  return violations
}

/** First visit otherwise opens the discount popup and the tour over everything. */
async function quietSession(page: Page) {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
    } catch {
      // A frame without storage access (the scheduler stand-in).
    }
  })
}

/** The CSP as directive -> sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

const expectedCsp = contentSecurityPolicy({ supabaseUrl: BACKEND_URL, schedulerOrigin: business.schedulerOrigin })

test.describe("response headers of the host's runtime", () => {
  function expectSecurityHeaders(headers: Record<string, string>) {
    expect(headers['content-security-policy']).toBe(expectedCsp)
    const csp = directives(headers['content-security-policy']!)
    for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
      expect(csp.get(name) ?? [], name).not.toContain("'unsafe-inline'")
      expect(csp.get(name) ?? [], name).not.toContain("'unsafe-eval'")
    }
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", new URL(business.schedulerOrigin).origin]))
    expect(csp.get('connect-src')).toEqual(["'self'", new URL(BACKEND_URL).origin])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-frame-options']).toBe('DENY')
  }

  test('an HTML page: security headers, revalidated', async ({ request }) => {
    const res = await request.get('/about')
    expect(res.status()).toBe(200)
    expectSecurityHeaders(res.headers())
    expect(res.headers()['cache-control']).toBe('no-cache')
    // The speculation rules (build/speculation-rules.ts) come by header, not inline script.
    expect(res.headers()['speculation-rules']).toBe(`"${SPECULATION_RULES_PATH}"`)
    const home = await request.get('/')
    expectSecurityHeaders(home.headers())
    expect(home.headers()['cache-control']).toBe('no-cache')
  })

  test('a hashed asset: security headers, immutable for a year', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1]
    expect(asset, 'the home page links a hashed asset').toBeTruthy()
    const res = await request.get(asset!)
    expect(res.status()).toBe(200)
    expectSecurityHeaders(res.headers())
    expect(res.headers()['cache-control']).toBe(IMMUTABLE_ASSET_CACHE)
  })

  test('the 404 page: security headers, never cached as content', async ({ request }) => {
    const res = await request.get('/no-such-page-here')
    expect(res.status()).toBe(404)
    expectSecurityHeaders(res.headers())
    // Pages replaces any Cache-Control of a 404 with no-store (workers-sdk
    // packages/pages-shared/asset-server/handler.ts, generateHandler).
    expect(res.headers()['cache-control']).toBe('no-store')
  })
})

test.describe('the Content-Security-Policy in Chromium', () => {
  test('reports and blocks inline script, eval and a script from another origin', async ({ page, problems }) => {
    const violations = await recordViolations(page)
    await quietSession(page)
    // A same-origin script (allowed) that tries eval: Playwright's own evaluate() is exempt
    // from the policy, so the eval has to come from the page's code.
    await page.route(`${SITE_URL}/csp-probe.js`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "window.__probeRan = true; try { eval('window.__evalRan = true') } catch (e) { window.__evalError = e.name }",
      }),
    )
    await page.goto('/about')
    await settle(page)
    expect(violations).toEqual([])

    const ran = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>
      const load = (src: string) =>
        new Promise<string>((resolve) => {
          const el = document.createElement('script')
          el.src = src
          el.onload = () => resolve('loaded')
          el.onerror = () => resolve('refused')
          document.head.appendChild(el)
        })
      const inline = document.createElement('script')
      inline.textContent = 'window.__inlineRan = true'
      document.head.appendChild(inline)
      const handler = document.createElement('img')
      handler.setAttribute('onerror', 'window.__handlerRan = true')
      handler.src = 'data:,not-an-image'
      document.body.appendChild(handler)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return {
        probe: await load('/csp-probe.js'),
        foreign: await load('https://attacker.example/steal.js'),
        probeRan: w.__probeRan === true,
        evalRan: w.__evalRan === true,
        evalError: w.__evalError,
        inlineRan: w.__inlineRan === true,
        handlerRan: w.__handlerRan === true,
      }
    })
    expect(ran).toEqual({
      probe: 'loaded',
      foreign: 'refused',
      probeRan: true,
      evalRan: false,
      evalError: 'EvalError',
      inlineRan: false,
      handlerRan: false,
    })

    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(4)
    const blocked = violations.map((v) => `${v.directive} ${v.blocked.replace(/\/steal\.js$/, '')}`).sort()
    expect(blocked).toEqual(['script-src eval', 'script-src-attr inline', 'script-src-elem https://attacker.example', 'script-src-elem inline'])
    // Blocked by the policy before any request: the offline guard never saw it.
    expect(problems.externalRequests).toEqual([])
  })

  test('refuses to be framed (frame-ancestors none)', async ({ page }) => {
    await page.goto('about:blank')
    await page.setContent(`<iframe title="framed" src="${SITE_URL}/contact"></iframe>`)
    await expect.poll(() => page.frames().length).toBe(2)
    const frame = page.frames()[1]!
    // Chromium replaces a refused frame with its error page: the site never renders in it.
    await expect.poll(() => frame.url(), { timeout: 10_000 }).toMatch(/^chrome-error:/)
    const heading = await frame.evaluate(() => document.querySelector('h1')?.textContent ?? '').catch(() => '')
    expect(heading).not.toMatch(/contact/i)
  })
})

test.describe('no violation during normal use', () => {
  const routes = [...prerenderedRoutes, ...clientOnlyRoutes].map((r) => r.path)
  // Groups of 10, so the suite's workers share the ~50 routes.
  const groups = Array.from({ length: Math.ceil(routes.length / 10) }, (_, i) => routes.slice(i * 10, i * 10 + 10))

  for (const group of groups) {
    test(`routes ${group[0]} .. ${group.at(-1)} load and hydrate without a violation`, async ({ page, problems }) => {
      test.setTimeout(90_000)
      const violations = await recordViolations(page)
      await quietSession(page)
      for (const path of group) {
        await page.goto(path)
        await settle(page)
        expect(violations, path).toEqual([])
      }
      expect(problems.errors).toEqual([])
    })
  }

  test('every route is covered', () => {
    expect(groups.flat()).toEqual(routes)
    expect(routes.length).toBeGreaterThan(40)
  })

  test('first visit: discount popup, tour, Services menu, chat lead, bag and booking', async ({ page, problems }) => {
    test.setTimeout(90_000)
    const violations = await recordViolations(page)
    await stubScheduler(page)

    // The first-visit popup and then the tour (lazy chunks and driver.js's styles).
    await page.goto('/')
    const discount = page.getByRole('dialog', { name: 'Get 10% off your first detail' })
    await expect(discount).toBeVisible({ timeout: 8000 })
    await discount.getByRole('button', { name: 'No thanks' }).click()
    const tour = page.locator('.driver-popover')
    await expect(tour).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tour).toHaveCount(0)

    // The Services menu (a disclosure of links, docs/decisions/115-header-menus-as-islands.md).
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^services/i })
      .click()
    await expect(page.getByRole('banner').getByRole('list', { name: 'Services' })).toBeVisible()
    await page.keyboard.press('Escape')

    // The chat, through to a lead stored by the backend (connect-src).
    await page.getByRole('button', { name: 'Chat with us' }).click()
    const chat = page.getByRole('dialog', { name: 'Chat with us' })
    await chat.getByRole('button', { name: 'Truck' }).click()
    await chat.getByRole('button', { name: 'Ceramic Coating' }).click()
    await chat.getByRole('textbox', { name: 'Name' }).fill('Casey Policy')
    await chat.getByRole('textbox', { name: 'Email' }).fill(`csp.${Date.now()}@example.com`)
    await chat.getByRole('button', { name: 'Send request' }).click()
    await expect(chat.getByText(/Thanks, Casey Policy!/)).toBeVisible()
    await page.keyboard.press('Escape')

    // Add to bag, the upsell, the bag, and booking through the scheduler popup.
    await page.goto('/services/full-detail')
    await settle(page)
    await page.getByTestId('add-to-bag').getByText('SUV').click()
    await page
      .getByTestId('add-to-bag')
      .getByRole('button', { name: /Add to Bag/ })
      .click()
    const upsell = page.getByRole('dialog', { name: 'Complete your detail' })
    await upsell.getByRole('button', { name: 'View My Bag' }).click()
    await page.getByRole('dialog', { name: 'Your Bag' }).getByRole('link', { name: 'Book Now' }).click()
    await expect(page).toHaveURL(/\/book$/)
    await page.getByTestId('booking-flow').getByRole('button', { name: 'Book Now' }).click()
    // The ZIP step and the policy tick, then the scheduler.
    await page.getByRole('textbox', { name: 'ZIP code of the visit' }).fill('77494')
    await page.getByRole('checkbox', { name: "I've read how to get ready and the cancellation policy" }).check()
    await page.getByRole('button', { name: 'Continue to scheduling' }).click()
    const scheduler = page.getByRole('dialog', { name: 'Scheduler' })
    await expect(scheduler).toBeVisible()
    await expect(scheduler.frameLocator('iframe').getByRole('button', { name: 'Schedule Event' })).toBeVisible()

    // The sign-in page and the garage shell talk to the backend too.
    await page.goto('/login')
    await settle(page)
    await page.goto('/garage')
    await settle(page)

    expect(violations).toEqual([])
    expect(problems.errors).toEqual([])
    expect(problems.externalRequests).toEqual([])
  })
})
