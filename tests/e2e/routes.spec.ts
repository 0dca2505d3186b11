// Every prerendered route, over the built site served like a static host.
// For each route: the raw HTML (no script has run) answers 200 with a title, a
// description, one h1 and the route's key content; in the browser the page has no
// console errors and axe finds nothing serious or critical. Then the layout
// behaviours: the Services menu (mouse and keyboard), document navigation that starts at
// the top, and the real 404.

import type { Locator, Page } from '@playwright/test'
import { expectToast } from '../fixtures/auth/ui'
import { clientOnlyRoutes, prerenderedRoutes, services, type RouteCheck } from './fixtures/routes'
import { expect, seriousAxeViolations, settle, test } from './fixtures/test'

/** Loads the server's HTML into a page with JavaScript disabled: what a crawler or a no-JS visitor gets. */
async function staticView(browser: import('@playwright/test').Browser, html: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.setContent(html, { waitUntil: 'domcontentloaded' })
  return { page, close: () => context.close() }
}

async function checkPrerenderedHtml(request: import('@playwright/test').APIRequestContext, browser: import('@playwright/test').Browser, route: RouteCheck) {
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
  // Axe reads colours as they are at that moment: an overlay fading in (the discount card opens
  // 3 s after load, about when the page's idle islands, the engagement region among them, have
  // hydrated) is half transparent and fails contrast. With reduced motion the site
  // shows every state at once (components/ui/theme/global-css.ts).
  test.use({ reducedMotion: 'reduce' })
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
        // docs/decisions/110-islands-html-only-pages.md: no public page runs Vike's client runtime (its router entry) or hydrates whole.
        expect(
          scripts.filter((path) => /entry-(client|server)-routing|vike/i.test(path)),
          "Vike's client runtime",
        ).toEqual([])
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
    // The guard runs only once its island has started (after the largest paint, docs/decisions/110-islands-html-only-pages.md)
    // and auth state has loaded: on a busy CI machine that can take well over the 5 s default.
    await expect(page).toHaveURL(/\/login(\?|$)/, { timeout: 30_000 })
    // The notice is a toast on /login, whose toast host loads on idle: on a busy machine that too is
    // past the 5 s default, so the toast helper's longer wait (while the toast lives 5 s).
    await expectToast(page, 'Access Denied', 'Please log in to view this page')
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

/** The list the Services button shows and hides (a disclosure of plain links, docs/decisions/115-header-menus-as-islands.md). */
function servicesList(page: Page): Locator {
  return page.getByRole('banner').getByRole('list', { name: 'Services' })
}

async function expectAllServicesListed(list: Locator) {
  const links = list.getByRole('link')
  await expect(links).toHaveCount(services.length)
  await expect(links).toHaveText(services.map((s) => s.name))
  for (const service of services) {
    await expect(list.getByRole('link', { name: service.name, exact: true })).toHaveAttribute('href', `/services/${service.slug}`)
  }
}

test.describe('Services menu', () => {
  test('lists all 16 services, opens by mouse and leads to the service page', async ({ page, problems }) => {
    expect(services).toHaveLength(16)
    await page.goto('/')
    await settle(page)
    const trigger = servicesTrigger(page)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    // Site navigation, not an application menu: plain links, no ARIA menu roles.
    await expect(page.getByRole('banner').getByRole('menu')).toHaveCount(0)
    await trigger.click()
    const list = servicesList(page)
    await expect(list).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? 'no id')
    await expectAllServicesListed(list)
    // At most 24rem tall, scrolling.
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('384px')
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)

    // A click outside (on the page, left of the list) closes it.
    await page.mouse.click(10, 400)
    await expect(list).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await trigger.click()
    const last = services[services.length - 1]!
    await list.getByRole('link', { name: last.name, exact: true }).click()
    await expect(page).toHaveURL(`/services/${last.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(servicesList(page)).toBeHidden()
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
    const list = servicesList(page)
    await expect(list).toBeVisible()
    await expectAllServicesListed(list)

    // Tab goes through the links; Escape closes and gives focus back to the button.
    const links = list.getByRole('link')
    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(trigger).toBeFocused()

    // Space opens it again; focus leaving it (Shift+Tab off the button) closes it.
    await page.keyboard.press('Space')
    await expect(list).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(list).toBeHidden()

    // Enter on a link follows it.
    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const target = await links.first().getAttribute('href')
    expect(target).toMatch(/^\/services\//)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(target!)
    expect(problems.errors).toEqual([])
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens the drawer of every link, closes with Escape and gives focus back', async ({ page, problems }) => {
    await page.goto('/contact')
    await settle(page)
    // While the modal drawer is open the header is aria-hidden, so not found by role then.
    const trigger = page.locator('header button[aria-label="Open menu"]')
    await trigger.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    // Portalled out of the header: Ark's aria-hidden on the page never sits above the dialog.
    expect(await drawer.evaluate((el) => el.closest('header') === null)).toBe(true)
    await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.locator('a[href^="/services/"]')).toHaveCount(services.length)
    await expect(trigger).not.toHaveAttribute('aria-busy', 'true')
    expect(await seriousAxeViolations(page), 'serious or critical axe violations with the drawer open').toEqual([])

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(trigger).toBeFocused()

    // From the keyboard, and a link inside leads on.
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL('/about')
    await expect(drawer).toBeHidden()
    expect(problems.errors).toEqual([])
  })
})

// docs/decisions/110-islands-html-only-pages.md: links are plain links, so a navigation loads the next prerendered document and
// starts at its top (this test pinned client-side routing before: same document, scroll reset).
test('a link loads the next page as a new document, starting at its top', async ({ page, problems }) => {
  await page.goto('/')
  await settle(page)
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^about/i })
    .click()
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
  const expected = [...prerenderedRoutes, ...clientOnlyRoutes]
    .map((r) => r.path)
    .concat('404')
    .sort()
  // /admin is the content manager, not a storefront page: tests/cms checks it (docs/decisions/140-cms-at-admin.md).
  expect(emitted).toContain('/admin')
  expect(emitted.filter((route) => route !== '/admin')).toEqual(expected)
})
