// Issue 2: every prerendered route, over the built site served like a static host.
// For each route: the raw HTML (no script has run) answers 200 with a title, a
// description, one h1 and the route's key content; in the browser the page has no
// console errors and axe finds nothing serious or critical. Then the layout
// behaviours: the Services menu (mouse and keyboard), document navigation that starts at
// the top, and the real 404.

import type { Locator, Page } from '@playwright/test'
import { clientOnlyRoutes, prerenderedRoutes, services, type RouteCheck } from './fixtures/routes'
import { expect, seriousAxeViolations, settle, test } from './fixtures/test'

/** Loads the server's HTML into a page with JavaScript disabled: what a crawler or a no-JS visitor gets. */
async function staticView(browser: import('@playwright/test').Browser, html: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.setContent(html, { waitUntil: 'domcontentloaded' })
  return { page, close: () => context.close() }
}

async function checkPrerenderedHtml(
  request: import('@playwright/test').APIRequestContext,
  browser: import('@playwright/test').Browser,
  route: RouteCheck,
) {
  const response = await request.get(route.path, { maxRedirects: 0 })
  expect(response.status(), `${route.path} status`).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  const html = await response.text()
  const { page, close } = await staticView(browser, html)
  try {
    await expect(page, 'a non-empty <title>').toHaveTitle(/\S/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('h1'), 'exactly one <h1>').toHaveCount(1)
    if (route.h1) await expect(page.locator('h1')).toHaveText(route.h1)
    const body = page.locator('body')
    for (const text of route.contains) await expect(body).toContainText(text)
    for (const text of route.absent ?? []) await expect(body).not.toContainText(text)
  } finally {
    await close()
  }
}

test.describe('every prerendered route', () => {
  for (const route of prerenderedRoutes) {
    test.describe(route.path, () => {
      test('prerendered HTML: 200, title, one h1, key content', async ({ request, browser }) => {
        await checkPrerenderedHtml(request, browser, route)
      })

      test('in the browser: islands only, no console errors, no serious axe violations', async ({ page, problems }) => {
        const scripts: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
        })
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(200)
        // settle() waits for every load and idle island: a hydration mismatch or an island missing
        // from the registry would be a console error below.
        await settle(page)
        // Decision 110: no public page runs Vike's client runtime (its router entry) or hydrates whole.
        expect(scripts.filter((path) => /entry-(client|server)-routing|vike/i.test(path)), "Vike's client runtime").toEqual([])
        expect(scripts[0], 'the first script is the islands entry').toMatch(/^\/assets\/entries\/pages_client\.[\w-]+\.js$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await seriousAxeViolations(page), 'serious or critical axe violations').toEqual([])
        expect(problems.errors, 'console errors').toEqual([])
        expect(problems.externalRequests, 'requests to the internet').toEqual([])
      })
    })
  }
})

test.describe('client-only pages', () => {
  for (const route of clientOnlyRoutes) {
    test(`${route.path} is served as an HTML shell`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
      expect(await response.text()).toMatch(/<title>[^<]+<\/title>/)
    })
  }

  test('/garage sends a guest to /login with an Access Denied notice', async ({ page, problems }) => {
    await page.goto('/garage')
    // The guard runs only once the client has started (after the first paint, decision 084)
    // and auth state has loaded: on a busy CI machine that can take well over the 5 s default.
    await expect(page).toHaveURL(/\/login(\?|$)/, { timeout: 30_000 })
    await expect(page.getByText('Access Denied')).toBeVisible()
    await expect(page.getByText('Please log in to view this page')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(problems.errors).toEqual([])
  })

  test('/reset-password renders in the browser', async ({ page, problems }) => {
    const response = await page.goto('/reset-password')
    expect(response?.status()).toBe(200)
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems.errors).toEqual([])
  })
})

function servicesTrigger(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^services/i })
}

async function expectAllServicesListed(menu: Locator) {
  const items = menu.getByRole('menuitem')
  await expect(items).toHaveCount(services.length)
  await expect(items).toHaveText(services.map((s) => s.name))
  for (const service of services) {
    await expect(menu.getByRole('menuitem', { name: service.name, exact: true })).toHaveAttribute(
      'href',
      `/services/${service.slug}`,
    )
  }
}

test.describe('Services menu', () => {
  test('lists all 16 services, opens by mouse and leads to the service page', async ({ page, problems }) => {
    expect(services).toHaveLength(16)
    await page.goto('/')
    await settle(page)
    const trigger = servicesTrigger(page)
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    await trigger.click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expectAllServicesListed(menu)
    // Spec section 9: the dropdown is at most 24rem tall and scrolls.
    expect(await menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('384px')

    const last = services[services.length - 1]!
    await menu.getByRole('menuitem', { name: last.name, exact: true }).click()
    await expect(page).toHaveURL(`/services/${last.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(menu).toBeHidden()
    expect(problems.errors).toEqual([])
  })

  test('opens and works by keyboard', async ({ page, problems }) => {
    await page.goto('/')
    await settle(page)
    const trigger = servicesTrigger(page)
    // Reach the trigger the way a keyboard user does.
    for (let i = 0; i < 30 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(trigger).toBeFocused()

    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expectAllServicesListed(menu)

    // Arrow keys move the highlight through the items.
    const highlighted = menu.locator('[role="menuitem"][data-highlighted], [role="menuitem"]:focus')
    await page.keyboard.press('ArrowDown')
    await expect(highlighted).toHaveCount(1)
    const before = await highlighted.getAttribute('href')
    await page.keyboard.press('ArrowDown')
    await expect(highlighted).not.toHaveAttribute('href', before ?? '')

    // Escape closes it and gives focus back to the trigger.
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()

    // ArrowDown opens it too; Enter follows the highlighted link.
    await page.keyboard.press('ArrowDown')
    await expect(menu).toBeVisible()
    await expect(highlighted).toHaveCount(1)
    const target = await highlighted.getAttribute('href')
    expect(target).toMatch(/^\/services\//)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(target!)
    expect(problems.errors).toEqual([])
  })
})

// Decision 110: links are plain links, so a navigation loads the next prerendered document and
// starts at its top (this test pinned client-side routing before: same document, scroll reset).
test('a link loads the next page as a new document, starting at its top', async ({ page, problems }) => {
  await page.goto('/')
  await settle(page)
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^about/i }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined()
  expect(problems.errors).toEqual([])
})

test.describe('unknown paths', () => {
  test('answer 404 with the 404 page in the HTML', async ({ request, browser }) => {
    const response = await request.get('/no-such-page', { maxRedirects: 0 })
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('text/html')
    const { page, close } = await staticView(browser, await response.text())
    try {
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(/not found|404|can.t find/i)
    } finally {
      await close()
    }
  })

  test('show the 404 page in the browser', async ({ page, problems }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found|404|can.t find/i)
    expect(await seriousAxeViolations(page)).toEqual([])
    // The browser itself logs the 404 status of the document; anything else is the page's fault.
    expect(problems.errors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })
})

test('the build emits an HTML file for exactly these routes, plus 404.html', async () => {
  const { readdirSync } = await import('node:fs')
  const root = process.env.E2E_SITE_ROOT ?? 'dist/client'
  const emitted = (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => (file === '404.html' ? '404' : `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`))
    .sort()
  const expected = [...prerenderedRoutes, ...clientOnlyRoutes].map((r) => r.path).concat('404').sort()
  expect(emitted).toEqual(expected)
})
