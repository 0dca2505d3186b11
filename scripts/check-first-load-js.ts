// Cheap guard for `npm test` (step first-load, right after the build): serves an existing build,
// opens each route in Debian's Chromium (Playwright) and fails when the JS the page requests
// before it is idle exceeds its budget (JS_BEFORE_IDLE_BUDGET: React plus that page's islands), or
// when the home page's HTML exceeds HOME_HTML_BUDGET (both gzipped, tools/bench/figures.ts). Idle
// and what counts: tools/bench/js-before-idle.ts (docs/decisions/110-islands-html-only-pages.md).
//
//   npx tsx scripts/check-first-load-js.ts [--root dist/client] [--route / --route /faq] [--budget-kb N] [--verbose]
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { servicePages } from '../lib/catalogue/catalogue.server'
import { HOME_HTML_BUDGET, JS_BEFORE_IDLE_BUDGET, withinLimits } from '../tools/bench/figures'
import { launchChromium, measureJsBeforeIdle } from '../tools/bench/measure-js-before-idle'
import { kb, KB, measurePage } from '../tools/bench/page-weight'
import { startStaticServer } from '../tools/pages-dev/serve'

/**
 * The home page and the owner's first service page (Signature Detail in the shipped catalogue).
 * From data/, so removing a service never points this check at a page that is not built.
 */
const DEFAULT_ROUTES = ['/', ...servicePages.slice(0, 1).map((page) => `/services/${page.slug}`)]

const IDLE_BY = { marker: 'data-islands="idle"', quiet: 'fallback: network quiet after load and paint', cap: 'fallback: cap after load' }

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist/client' },
      route: { type: 'string', multiple: true },
      'budget-kb': { type: 'string', default: String(JS_BEFORE_IDLE_BUDGET / KB) },
      verbose: { type: 'boolean', default: false },
    },
  })
  const root = path.resolve(values.root)
  const budgetKb = Number(values['budget-kb'])
  if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
    console.error(`check-first-load-js: --budget-kb must be a positive number, got ${values['budget-kb']}`)
    return 2
  }
  const routes = values.route && values.route.length > 0 ? values.route : DEFAULT_ROUTES
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`check-first-load-js: ${root}/index.html not found; build the site first (npm run build)`)
    return 2
  }
  // Fail fast on a route without a prerendered page, before starting a browser.
  for (const route of routes) measurePage(root, route)

  let over = 0
  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1' })
  try {
    const browser = await launchChromium()
    try {
      for (const route of routes) {
        const { js, by, idleAfterLoadMs, late } = await measureJsBeforeIdle(browser, server.url, root, route)
        const ok = withinLimits(js.gzip, { max: budgetKb * KB })
        if (!ok) over += 1
        console.log(
          `JS requested before idle ${route}: ${kb(js.gzip)} KB gzipped (${js.files.length} files; idle by ${IDLE_BY[by]}, ${Math.round(idleAfterLoadMs)} ms after load), budget ${budgetKb} KB: ${ok ? 'OK' : `OVER by ${kb(js.gzip - budgetKb * KB)} KB`}`,
        )
        // The largest files, so a failure says where the weight is.
        if (values.verbose || !ok) {
          const sized = [...js.files].sort((a, b) => b.gzip - a.gzip)
          for (const { path: file, gzip } of sized.slice(0, values.verbose ? sized.length : 5)) console.log(`  ${kb(gzip).padStart(7)} KB  ${file}`)
          if (values.verbose && late.length > 0) console.log(`  not counted (requested after idle): ${late.join(' ')}`)
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }

  const html = measurePage(root, '/').html.gzip
  const htmlOk = withinLimits(html, { max: HOME_HTML_BUDGET })
  if (!htmlOk) over += 1
  console.log(`home HTML: ${kb(html)} KB gzipped, budget ${kb(HOME_HTML_BUDGET)} KB: ${htmlOk ? 'OK' : `OVER by ${kb(html - HOME_HTML_BUDGET)} KB`}`)
  return over > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check-first-load-js: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  },
)
