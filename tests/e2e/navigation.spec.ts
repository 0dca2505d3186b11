// Navigation between documents (docs/decisions/113-document-navigation.md): the speculation
// rules every page points at, what those rules mean to Chromium's own URL patterns and whether
// it prerenders on hover, the view-transition name that keeps the header steady, and
// the navigation spinner listener in a real page: shown while a slow page load is pending,
// gone when the visitor comes back.
// The spinner is the layout's (components/layout/NavigationSpinner.tsx), revealed by the listener
// the islands entry installs first (pages/+client.ts).
import { test as plainTest, type CDPSession, type Page } from '@playwright/test'
import { NO_PRERENDER_PATHS, SPECULATION_RULES_CONTENT_TYPE, SPECULATION_RULES_PATH, speculationRules } from '../../build/speculation-rules'
import { clientOnlyRoutes, prerenderedRoutes } from './fixtures/routes'
import { expect, test } from './fixtures/test'

test.describe('speculation rules', () => {
  test('every page, the 404 page included, names the rules file, served with its content type', async ({ request }) => {
    for (const route of [...prerenderedRoutes, ...clientOnlyRoutes]) {
      const res = await request.get(route.path)
      expect(res.status(), route.path).toBe(200)
      expect(res.headers()['speculation-rules'], route.path).toBe(`"${SPECULATION_RULES_PATH}"`)
    }
    const missing = await request.get('/no-such-page-here')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['speculation-rules']).toBe(`"${SPECULATION_RULES_PATH}"`)

    const rules = await request.get(SPECULATION_RULES_PATH)
    expect(rules.status()).toBe(200)
    expect(rules.headers()['content-type']).toBe(SPECULATION_RULES_CONTENT_TYPE)
    expect(await rules.json()).toEqual(speculationRules())
  })

  test("Chromium's URL patterns read the rules as meant: same-site pages, never files, never the auth pages for prerender", async ({ page }) => {
    await page.goto('/')
    // href_matches patterns resolve against the rules file's URL (HTML spec, speculation rules parsing).
    const verdicts = await page.evaluate(
      ({ rules, rulesPath }) => {
        type Predicate = { and?: Predicate[]; not?: Predicate; href_matches?: string | string[]; selector_matches?: unknown }
        const base = new URL(rulesPath, location.href).href
        const matches = (where: Predicate, url: string): boolean => {
          if (where.and) return where.and.every((part) => matches(part, url))
          if (where.not) return !matches(where.not, url)
          if (where.href_matches !== undefined) {
            const list = ([] as string[]).concat(where.href_matches)
            return list.some((pattern) => new (globalThis as unknown as { URLPattern: new (p: string, b: string) => { test(u: string): boolean } }).URLPattern(pattern, base).test(url))
          }
          return false // selector_matches: a plain link carries none of the opt-out attributes
        }
        const urls = [
          '/about',
          '/blog/some-post',
          '/services/signature-detail?ref=menu',
          '/',
          '/garage',
          '/garage?tab=vehicles',
          '/reset-password#access_token=x',
          '/assets/entries/app.js',
          '/images/hero.webp',
          '/favicon.svg',
          'https://calendly.com/katy',
        ]
        return Object.fromEntries(
          urls.map((u) => {
            const url = new URL(u, location.href).href
            return [u, { prerender: matches(rules.prerender[0]!.where as Predicate, url), prefetch: matches(rules.prefetch[0]!.where as Predicate, url) }]
          }),
        )
      },
      { rules: speculationRules(), rulesPath: SPECULATION_RULES_PATH },
    )
    expect(verdicts).toEqual({
      '/about': { prerender: true, prefetch: true },
      '/blog/some-post': { prerender: true, prefetch: true },
      '/services/signature-detail?ref=menu': { prerender: true, prefetch: true },
      '/': { prerender: true, prefetch: true },
      '/garage': { prerender: false, prefetch: true },
      '/garage?tab=vehicles': { prerender: false, prefetch: true },
      '/reset-password#access_token=x': { prerender: false, prefetch: true },
      '/assets/entries/app.js': { prerender: false, prefetch: false },
      '/images/hero.webp': { prerender: false, prefetch: false },
      '/favicon.svg': { prerender: false, prefetch: false },
      'https://calendly.com/katy': { prerender: false, prefetch: false },
    })
    expect(NO_PRERENDER_PATHS).toEqual(['/garage', '/reset-password'])
  })
})

interface PreloadingAttemptSource {
  key: { action: 'Prefetch' | 'Prerender' | 'PrerenderUntilScript'; url: string }
}

// Chromium itself: the rule set it loaded through the header, the candidates it derived from the
// page's links, and the prerender it starts on hover. Playwright drives Chromium over the DevTools
// protocol, and Chromium refuses to finish a prerender while DevTools is attached
// ("PrerenderingDisabledByDevTools"), so the attempt is what can be observed here, not its
// activation. The shared fixture's request interception is left out: this test only talks to the
// local server.
plainTest('Chromium loads the rules from the header, prerenders only allowed pages, and starts on hover', async ({ page }) => {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const ruleSets: Array<{ url?: string; sourceText: string; errorType?: string }> = []
  let candidates: string[] = []
  const aboutAttempts: string[] = []
  cdp.on('Preload.ruleSetUpdated', (event: { ruleSet: { url?: string; sourceText: string; errorType?: string } }) => ruleSets.push(event.ruleSet))
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event: { preloadingAttemptSources: PreloadingAttemptSource[] }) => {
    candidates = event.preloadingAttemptSources.map(({ key }) => `${key.action} ${new URL(key.url).pathname}`)
  })
  cdp.on('Preload.prerenderStatusUpdated', (event: { key: { url: string }; status: string; prerenderStatus?: string }) => {
    if (new URL(event.key.url).pathname === '/about') aboutAttempts.push(`${event.status} ${event.prerenderStatus ?? ''}`.trim())
  })
  await cdp.send('Preload.enable')
  await page.goto('/')
  await page.evaluate(() => {
    for (const href of ['/garage', '/reset-password', '/images/logo.svg']) {
      const link = document.createElement('a')
      link.href = href
      link.textContent = href
      document.body.append(link)
    }
  })

  await expect.poll(() => ruleSets.map((r) => ({ url: r.url, errorType: r.errorType }))).toEqual([{ url: new URL(SPECULATION_RULES_PATH, page.url()).href, errorType: undefined }])
  expect(JSON.parse(ruleSets[0]!.sourceText)).toEqual(speculationRules())
  await expect.poll(() => candidates).toEqual(expect.arrayContaining(['Prerender /about', 'Prefetch /about', 'Prefetch /garage', 'Prefetch /reset-password']))
  expect(candidates).not.toContain('Prerender /garage')
  expect(candidates).not.toContain('Prerender /reset-password')
  expect(candidates.filter((c) => c.endsWith('/images/logo.svg'))).toEqual([])

  // moderate eagerness: nothing before the pointer rests on the link, an attempt once it does.
  expect(aboutAttempts).toEqual([])
  const about = page.locator('footer a[href="/about"]').first()
  await about.scrollIntoViewIfNeeded()
  await about.hover()
  await expect.poll(() => aboutAttempts.length, { timeout: 10_000 }).toBeGreaterThan(0)
})

test.describe('view transition name of the header', () => {
  test('exactly one element, the site header, carries the header transition name', async ({ page }) => {
    for (const pathname of ['/', '/about', '/blog']) {
      await page.goto(pathname)
      const named = await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((el) => getComputedStyle(el).viewTransitionName === 'site-header')
          .map((el) => `${el.tagName.toLowerCase()}:${el.querySelector('nav[aria-label="Main"]') ? 'main-nav' : 'other'}`),
      )
      expect(named, pathname).toEqual(['header:main-nav'])
    }
  })
})

test.describe('cross-document view transitions', () => {
  /**
   * Records, on every document of the page, how it was revealed: whether \`pagereveal\` carried a
   * view transition and whether that transition finished. No rejection handler on purpose: a
   * skipped transition must still surface as the unhandled error the console check reports.
   */
  async function recordReveals(page: Page) {
    await page.addInitScript(() => {
      sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
      window.addEventListener('pagereveal', (event) => {
        const transition = (event as Event & { viewTransition: { finished: Promise<void> } | null }).viewTransition
        const reveal = { path: location.pathname, transition: transition !== null, finished: false }
        ;(window as unknown as { __reveal: typeof reveal }).__reveal = reveal
        void transition?.finished.then(() => (reveal.finished = true))
      })
    })
  }
  const reveal = (page: Page) => page.evaluate(() => (window as unknown as { __reveal?: unknown }).__reveal ?? null)

  test('a link to another page reveals it with a view transition that finishes, the header named on both sides, and no console error', async ({ page, problems }) => {
    // The shared fixture intercepts requests, which turns Chromium's cache off: every page fetches
    // its stylesheet again, the condition under which an opt-in in the stylesheet skips the transition
    // (docs/decisions/113-document-navigation.md).
    test.setTimeout(60_000)
    await recordReveals(page)
    await page.goto('/')
    // The first document of a tab has nothing to transition from.
    expect(await reveal(page)).toEqual({ path: '/', transition: false, finished: false })
    await page.locator('footer a[href="/about"]').first().click()
    await expect(page).toHaveURL('/about')
    await expect.poll(() => reveal(page), { timeout: 15_000 }).toEqual({ path: '/about', transition: true, finished: true })
    // And onwards through the header's own navigation, the way back included.
    await page.locator('header nav[aria-label="Main"] a[href="/blog"]').click()
    await expect(page).toHaveURL('/blog')
    await expect.poll(() => reveal(page), { timeout: 15_000 }).toEqual({ path: '/blog', transition: true, finished: true })
    await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '', { timeout: 20_000 })
    expect(problems.errors).toEqual([])
  })

  test('with reduced motion the next page simply replaces this one: no view transition, no error', async ({ page, problems }) => {
    test.setTimeout(60_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await recordReveals(page)
    await page.goto('/')
    await page.locator('footer a[href="/about"]').first().click()
    await expect(page).toHaveURL('/about')
    await expect.poll(() => reveal(page), { timeout: 15_000 }).toEqual({ path: '/about', transition: false, finished: false })
    await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '', { timeout: 20_000 })
    expect(problems.errors).toEqual([])
  })
})

test.describe('navigation spinner', () => {
  /** Records, on the page being left, what the layout's spinner looked like once it showed. */
  async function withSpinnerRecorder(page: Page) {
    // No first-visit discount popup or tour: a modal hides the rest of the page from the
    // accessibility tree, the spinner included.
    await page.addInitScript(() => {
      sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
      document.addEventListener('DOMContentLoaded', () => {
        const overlay = document.getElementById('navigation-spinner')
        if (!overlay) return
        new MutationObserver(() => {
          if (overlay.hidden || overlay.getClientRects().length === 0) return
          const status = overlay.querySelector('[role="status"]')
          const seen = { page: location.pathname, position: getComputedStyle(overlay).position, status: status?.textContent ?? null }
          sessionStorage.setItem('spinner-seen-on', JSON.stringify(seen))
        }).observe(overlay, { attributes: true, attributeFilter: ['hidden'] })
      })
    })
  }

  test('renders hidden, centred, with an accessible name', async ({ page }) => {
    await withSpinnerRecorder(page)
    await page.goto('/about')
    const spinner = page.locator('#navigation-spinner')
    await expect(spinner).toHaveCount(1)
    await expect(spinner).toBeHidden()
    await expect(spinner.getByRole('status', { includeHidden: true })).toHaveText('Loading page')
  })

  test('shows while a slow page load is pending and is gone after going back', async ({ page, problems }) => {
    await withSpinnerRecorder(page)
    // Without speculation: a pointer-down prefetch (which the browser makes outside Playwright's
    // request interception) would make the next page instant, and the spinner rightly absent.
    await page.route('**/about', async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['speculation-rules']
      await route.fulfill({ response, headers })
    })
    await page.goto('/about')
    await expect(page.locator('#navigation-spinner')).toBeHidden()

    // A slow server: the next page answers after 2 s, far past the spinner's 150 ms.
    await page.route('**/faq', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.continue()
    })
    await page.locator('footer a[href="/faq"]').first().click({ noWaitAfter: true })
    await expect(page).toHaveURL(/\/faq$/)
    // Playwright cannot read a page while it navigates away, so the old page recorded what the
    // spinner looked like when it appeared: rendered, fixed over the content, role=status with its
    // text (role=status takes no name from its content; the text is what is announced).
    expect(await page.evaluate(() => sessionStorage.getItem('spinner-seen-on'))).toBe(JSON.stringify({ page: '/about', position: 'fixed', status: 'Loading page' }))
    await expect(page.locator('#navigation-spinner')).toBeHidden()

    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    // Whether Chromium restored the page from the back/forward cache (spinner state and all) or
    // loaded it again, the visitor must not find a spinner.
    await expect(page.locator('#navigation-spinner')).toHaveCount(1)
    await expect(page.locator('#navigation-spinner')).toBeHidden()
    // A plain link navigation logs nothing (an opt-in seen too late would: docs/decisions/113-document-navigation.md).
    expect(problems.errors).toEqual([])
  })
})
