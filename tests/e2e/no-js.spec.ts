// JavaScript disabled (docs/decisions/082-no-js-fallbacks.md). Every route of tests/e2e/fixtures/routes.ts is
// opened in a browser context with javaScriptEnabled: false and must be readable (one h1,
// main content, footer), show nothing that only works with JavaScript while looking
// clickable (spinners, busy regions, buttons with no fallback), and keep navigation working
// (the links of header, body and footer lead to pages that exist). Book Now and contact fall
// back to call (tel:), text (sms:) and e-mail (mailto:) links from data/business.json.
// docs/decisions/082-no-js-fallbacks.md explains the approach.
import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { clientOnlyRoutes, prerenderedRoutes, services, type RouteCheck } from './fixtures/routes'
import { expect, seriousAxeViolations, test } from './fixtures/test'

const business = JSON.parse(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8')) as {
  name: string
  phone: { e164: string; display: string }
  email: string
}
const TEL = `tel:${business.phone.e164}`
const SMS = `sms:${business.phone.e164}`
const MAILTO = `mailto:${business.email}`

test.use({ javaScriptEnabled: false })

/** Status of every internal URL checked so far (one request per URL per run). */
const checkedUrls = new Map<string, number>()

/** Internal links (path, no hash-only) inside `scope`, as absolute paths. */
async function internalLinks(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  const site = new URL(process.env.E2E_SITE_URL ?? 'http://127.0.0.1')
  return [
    ...new Set(
      hrefs
        .map((h) => new URL(h))
        .filter((u) => u.origin === site.origin)
        .map((u) => u.pathname),
    ),
  ]
}

/** Every internal link of the page leads to a page that exists (200). */
async function expectLinksResolve(page: Page, scope: Locator) {
  const broken: string[] = []
  for (const path of await internalLinks(scope)) {
    if (!checkedUrls.has(path)) checkedUrls.set(path, (await page.request.get(path)).status())
    if (checkedUrls.get(path) !== 200) broken.push(`${path} -> ${checkedUrls.get(path)}`)
  }
  expect(broken, 'internal links that do not lead to a page').toEqual([])
}

/** Same-page links (#id) point at an element that exists. */
async function expectHashTargetsExist(page: Page) {
  const missing = await page.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)).filter((id) => id && !document.getElementById(decodeURIComponent(id))))
  expect(missing, 'same-page links without a target').toEqual([])
}

/**
 * What looks usable but needs JavaScript, inside `scope`: visible buttons that are not a
 * form's submit button, busy regions, progress indicators and loading texts.
 */
async function stuckControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect()
      const style = getComputedStyle(el)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
    }
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`
    const found: string[] = []
    for (const el of Array.from(root.querySelectorAll('button, [role="button"]:not(a[href]), summary[aria-haspopup]'))) {
      if (!visible(el)) continue
      const submit = el instanceof HTMLButtonElement && el.type === 'submit' && el.form !== null
      if (!submit) found.push(`button ${describe(el)}`)
    }
    for (const el of Array.from(root.querySelectorAll('[aria-busy="true"], [role="progressbar"], [data-part="spinner"], [data-spinner]'))) {
      if (visible(el)) found.push(`busy ${describe(el)}`)
    }
    const text = (root as HTMLElement).innerText ?? ''
    for (const phrase of ['Loading…', 'Loading...', 'Checking your bag', 'Please wait']) if (text.includes(phrase)) found.push(`text "${phrase}"`)
    return found
  })
}

/** The page offers call, text and e-mail (inside `scope`) with the business's details. */
async function expectCallTextEmail(scope: Locator) {
  await expect(scope.locator(`a[href="${TEL}"]`).first()).toBeVisible()
  await expect(scope.locator(`a[href="${SMS}"]`).first()).toBeVisible()
  await expect(scope.locator(`a[href="${MAILTO}"]`).first()).toBeVisible()
}

const textPattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]"), 'i')

async function expectReadable(page: Page, route: RouteCheck) {
  const response = await page.goto(route.path)
  expect(response?.status()).toBe(200)
  const h1 = page.locator('h1')
  await expect(h1).toHaveCount(1)
  await expect(h1).toBeVisible()
  if (route.h1) await expect(h1).toHaveText(route.h1)
  const main = page.getByRole('main')
  await expect(main).toBeVisible()
  expect((await main.innerText()).trim().length, 'main content').toBeGreaterThan(80)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeVisible()
  await expectCallTextEmail(footer)
  for (const text of route.contains) await expect(main.getByText(textPattern(text)).first()).toBeVisible()
  for (const text of route.absent ?? []) await expect(main.getByText(text)).toHaveCount(0)
}

test.describe('every prerendered route without JavaScript', () => {
  for (const route of prerenderedRoutes) {
    test(`${route.path} is readable, and its links lead somewhere`, async ({ page, problems }) => {
      await expectReadable(page, route)
      await expectLinksResolve(page, page.getByRole('main'))
      await expectLinksResolve(page, page.getByRole('contentinfo'))
      await expectHashTargetsExist(page)
      expect(problems.externalRequests).toEqual([])
    })

    test(`${route.path}: nothing in the content needs JavaScript to work`, async ({ page }) => {
      await page.goto(route.path)
      expect(await stuckControls(page.getByRole('main'))).toEqual([])
    })
  }
})

test.describe('client-only pages without JavaScript', () => {
  for (const route of clientOnlyRoutes) {
    // ssr: false pages are an empty <div id="root"> until their script runs.
    test(`${route.path} says what it is and links on`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      expect(await stuckControls(page.locator('body'))).toEqual([])
      await expectCallTextEmail(page.getByRole('main'))
    })
  }
})

test.describe('Book Now and contact fall back to call, text and e-mail', () => {
  const bookRoutes = prerenderedRoutes.filter((r) => r.kind === 'book')

  for (const route of bookRoutes) {
    test(`${route.path}: the booking area offers call, text and e-mail; Book Now leads to them`, async ({ page }) => {
      await page.goto(route.path)
      const flow = page.getByTestId('booking-flow')
      await expect(flow).toBeVisible()
      await expectCallTextEmail(flow)
      expect(await stuckControls(flow)).toEqual([])
      const bookNow = flow.getByRole('link', { name: 'Book Now' })
      if (route.path === '/book') {
        // The bag lives in the browser's storage: without a script there is nothing to book
        // yet, so the page offers the services and the contact links instead of a dead button.
        await expect(flow.getByRole('button')).toHaveCount(0)
        await expect(page.getByRole('link', { name: /^Book / }).first()).toBeVisible()
        return
      }
      await expect(bookNow).toBeVisible()
      await bookNow.click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectCallTextEmail(page.getByRole('main'))
    })
  }

  test('the booking and contact pages pass axe as prerendered', async ({ browser }) => {
    // axe is itself a script, so it runs in a context with JavaScript on and every script of
    // the site blocked: the page stays exactly as the prerendered HTML left it.
    test.setTimeout(120_000)
    const context = await browser.newContext({ baseURL: process.env.E2E_SITE_URL, javaScriptEnabled: true })
    try {
      const page = await context.newPage()
      await page.route(/\.m?js(\?.*)?$/, (route) => route.abort('blockedbyclient'))
      for (const path of ['/book', '/book/signature-detail', '/contact']) {
        await page.goto(path)
        await expect(
          page
            .getByTestId('booking-flow')
            .or(page.getByRole('heading', { name: 'Call, text or e-mail' }))
            .first(),
        ).toBeVisible()
        expect(await seriousAxeViolations(page), path).toEqual([])
      }
    } finally {
      await context.close()
    }
  })

  test('/contact: call, text and e-mail in the content, with the hours', async ({ page }) => {
    await page.goto('/contact')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', TEL)
    await expect(main.getByRole('link', { name: `Text ${business.phone.display}` })).toHaveAttribute('href', SMS)
    await expect(main.getByRole('link', { name: `E-mail ${business.email}` })).toHaveAttribute('href', MAILTO)
    await expect(main.getByRole('heading', { name: 'Hours' })).toBeVisible()
  })

  for (const path of ['/', '/fulshear']) {
    test(`${path}: the hero's Book Now is a link to a page that offers call, text and e-mail`, async ({ page }) => {
      await page.goto(path)
      const hero = page.locator('section[aria-labelledby="hero-heading"]')
      await expect(hero.locator(`a[href="${TEL}"]`)).toBeVisible()
      await hero.getByRole('link', { name: 'Book Now' }).click()
      await expect(page).toHaveURL(/\/book$/)
      await expectCallTextEmail(page.getByTestId('booking-flow'))
    })
  }

  test("a service page's Add to Bag leads to that service's booking page with the chosen size", async ({ page }) => {
    await page.goto('/services/signature-detail')
    const box = page.getByTestId('add-to-bag')
    await box.getByText('SUV').click()
    await box.getByRole('button', { name: /Add to Bag/ }).click()
    await expect(page).toHaveURL(/\/book\/signature-detail\?vehicle=SUV$/)
    await expectCallTextEmail(page.getByTestId('booking-flow'))
  })

  test('a service page books by link and asks by link', async ({ page }) => {
    const [first] = services
    await page.goto(`/services/${first!.slug}`)
    await page
      .getByRole('link', { name: `Book ${first!.name}` })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/book/${first!.slug}$`))
    await page.goto(`/services/${first!.slug}`)
    await page
      .getByRole('link', { name: /^Contact us/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/contact$/)
    await expectCallTextEmail(page.getByRole('main'))
  })
})

test('navigation works by following links: body, footer and back home', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(/\/book$/)
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Book Full Detail/ })
    .click()
  await expect(page).toHaveURL(/\/book\/full-detail$/)
  await expect(page.locator('h1')).toHaveText(/Full Detail/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.locator('h1')).toHaveCount(1)
  await page.getByRole('banner').getByRole('link', { name: business.name }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('h1')).toHaveCount(1)
})

test.describe('header without JavaScript', () => {
  test('the header links lead to pages that exist', async ({ page }) => {
    await page.goto('/')
    await expectLinksResolve(page, page.getByRole('banner'))
    await expect(page.getByRole('banner').getByRole('link', { name: business.name })).toHaveAttribute('href', '/')
  })

  test(`no header control needs JavaScript`, async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/services/full-detail')
      expect(await stuckControls(page.getByRole('banner')), `at ${width}px`).toEqual([])
    }
  })

  test(`the Services menu lists the service pages`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/about')
    // Without JavaScript the Services button hides and a <details> opens the same list (docs/decisions/115-header-menus-as-islands.md).
    const banner = page.getByRole('banner')
    const scriptedButton = banner.locator('button[data-tour="services-dropdown"]')
    await expect(scriptedButton).toHaveCount(1)
    await expect(scriptedButton).toBeHidden()
    const list = banner.getByRole('list', { name: 'Services' })
    await expect(list).toBeHidden()
    await banner.locator('summary', { hasText: 'Services' }).click()
    await expect(list).toBeVisible()
    await expect(list.getByRole('link')).toHaveCount(services.length)
    for (const s of services.slice(0, 3)) await expect(list.getByRole('link', { name: s.name, exact: true })).toBeVisible()
  })

  test(`the mobile menu opens and links to /contact`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/about')
    // The scripted menu button hides; the <details> fallback's summary opens the panel.
    await page.getByRole('banner').locator('summary[aria-label="Open menu"]').click()
    const contact = page.getByRole('link', { name: /^Contact/ }).first()
    await expect(contact).toBeVisible()
    await contact.click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test(`View Bag and the account link are links to real pages`, async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: /View Bag/ })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/login')
    await expectLinksResolve(page, banner)
  })
})

test('the chat and contact launchers lead to the contact page without JavaScript', async ({ page }) => {
  await page.goto('/')
  // Outside header, main and footer: the floating launchers.
  const floating = page.locator('body > *:not(header):not(main):not(footer)')
  const stuck: string[] = []
  for (const el of await floating.all()) stuck.push(...(await stuckControls(el)))
  expect(stuck).toEqual([])
  await page.getByRole('link', { name: 'Contact us' }).click()
  await expectCallTextEmail(page.getByRole('main'))
  await page.getByRole('link', { name: 'Chat with us' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expectCallTextEmail(page.getByRole('main'))
})
