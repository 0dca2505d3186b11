// Builds the bench's reference page (tools/bench/reference/: an empty HTML page with one
// React 19 island) with Vite's JS API into a folder of the served site, so Lighthouse measures
// it from the same server, in the same run and profiles as the site's routes (decision 070).
// No config file, no plugin: nothing of the site's build reaches it.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'vite'

/** Where the reference page lands in the served folder, and the route Lighthouse opens. */
export const REFERENCE_DIR = '__bench-reference'
// Served from __bench-reference.html, as the site's pages are (pages/+config.ts): Cloudflare Pages
// would answer /__bench-reference with a 308 to a folder's index.html.
export const REFERENCE_ROUTE = `/${REFERENCE_DIR}`

const SOURCE = path.resolve(import.meta.dirname, 'reference')

/**
 * Builds the page into `<siteRoot>/__bench-reference/` (its scripts) and
 * `<siteRoot>/__bench-reference.html`, and returns a function that removes them.
 */
export async function buildReferencePage(siteRoot: string): Promise<() => void> {
  const outDir = path.join(path.resolve(siteRoot), REFERENCE_DIR)
  await build({
    configFile: false,
    root: SOURCE,
    base: `/${REFERENCE_DIR}/`,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  })
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`the reference page build wrote no ${outDir}/index.html`)
  const page = `${outDir}.html`
  fs.renameSync(path.join(outDir, 'index.html'), page)
  return () => {
    fs.rmSync(outDir, { recursive: true, force: true })
    fs.rmSync(page, { force: true })
  }
}
