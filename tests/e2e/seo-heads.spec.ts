// What search engines and link previews read from every prerendered page: <title>, meta
// description, canonical, robots, Open Graph / article tags and JSON-LD, taken from the built
// HTML files. The whole set is compared with a reviewed baseline (a Playwright snapshot under
// seo-heads.spec.ts-snapshots/), so a refactor of the route layer (docs/decisions/128-thin-route-layer.md) cannot
// change it unnoticed; a deliberate change is accepted with `npx playwright test
// tests/e2e/seo-heads.spec.ts --update-snapshots` and shows up in the diff.

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

const SITE_ROOT = process.env.E2E_SITE_ROOT ?? 'dist/client'

interface HeadTags {
  titles: string[]
  description: string | null
  canonical: string | null
  robots: string | null
  icon: string | null
  /** Open Graph, article and Twitter tags as [property, content], sorted: their order carries no meaning. */
  properties: [string, string][]
  /** Parsed JSON-LD objects, in document order. */
  jsonLd: unknown[]
}

/** Route path of each emitted HTML file: "index.html" -> "/", "about.html" -> "/about", "404.html" -> "404". */
function emittedPages(): { route: string; file: string }[] {
  return (
    (readdirSync(SITE_ROOT, { recursive: true }) as string[])
      .map((file) => file.split('\\').join('/'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => ({ route: file === '404.html' ? '404' : `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`, file }))
      // The content manager is no storefront page (noindex, no Open Graph): tests/cms checks its head (docs/decisions/140-cms-at-admin.md).
      .filter(({ route }) => route !== '/admin')
      .sort((a, b) => a.route.localeCompare(b.route))
  )
}

test('every prerendered page keeps its head tags: title, description, canonical, Open Graph, JSON-LD', async ({ browser }) => {
  const pages = emittedPages()
  expect(pages.length, 'HTML files in the build').toBeGreaterThan(20)
  // Scripts off: the tags as a crawler receives them, before any island runs.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const heads: Record<string, HeadTags> = {}
  const canonicalLinks: Record<string, number> = {}
  try {
    for (const { route, file } of pages) {
      await page.setContent(readFileSync(path.join(SITE_ROOT, file), 'utf8'), { waitUntil: 'domcontentloaded' })
      canonicalLinks[route] = await page.locator('head link[rel="canonical"]').count()
      heads[route] = await page.evaluate((): HeadTags => {
        const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null
        const properties = [...document.head.querySelectorAll('meta[property], meta[name^="twitter:"]')].map(
          (m) => [m.getAttribute('property') ?? m.getAttribute('name') ?? '', m.getAttribute('content') ?? ''] as [string, string],
        )
        properties.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]))
        return {
          titles: [...document.querySelectorAll('title')].map((t) => t.textContent ?? ''),
          description: attr('meta[name="description"]', 'content'),
          canonical: attr('link[rel="canonical"]', 'href'),
          robots: attr('meta[name="robots"]', 'content'),
          icon: attr('link[rel="icon"]', 'href'),
          properties,
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null') as unknown),
        }
      })
    }
  } finally {
    await context.close()
  }

  // Invariants that hold whatever the catalogue says.
  for (const [route, head] of Object.entries(heads)) {
    expect(head.titles, `${route}: one non-empty <title>`).toEqual([expect.stringMatching(/\S/)])
    expect(head.description, `${route}: a meta description`).toMatch(/\S/)
    const og = Object.fromEntries(head.properties)
    expect(og['og:title'], `${route}: og:title is the title`).toBe(head.titles[0])
    expect(og['og:description'], `${route}: og:description is the description`).toBe(head.description)
    // A nested folder's +Head adds to its parent's (vike-react's Head is cumulative): a +Head in
    // /blog would give every post /blog's canonical, website og:type and a nameless breadcrumb too.
    expect(canonicalLinks[route], `${route}: at most one canonical link`).toBeLessThanOrEqual(1)
    const names = head.properties.map(([property]) => property)
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      `${route}: each Open Graph property once`,
    ).toEqual([])
    const crumbs = head.jsonLd.flatMap((obj) => ((obj as { '@type'?: string })['@type'] === 'BreadcrumbList' ? [obj as { itemListElement: { name?: string }[] }] : []))
    expect(crumbs.length, `${route}: at most one BreadcrumbList`).toBeLessThanOrEqual(1)
    for (const item of crumbs[0]?.itemListElement ?? []) expect(item.name, `${route}: every breadcrumb has a name`).toMatch(/\S/)
    if (head.canonical !== null) {
      expect(head.canonical, `${route}: absolute canonical`).toMatch(/^https:\/\//)
      expect(og['og:url'], `${route}: og:url is the canonical URL`).toBe(head.canonical)
    }
  }

  expect(`${JSON.stringify(heads, null, 2)}\n`).toMatchSnapshot('prerendered-heads.json')
})
