// "JS requested before idle" in the real browser the guard and the bench use (Debian's Chromium
// through Playwright, tools/bench/measure-js-before-idle.ts) on a tiny served folder: the
// data-islands marker wins over an earlier quiet spell, the fallback stops before a late popup,
// and dynamically imported chunks are counted; and npm test's guard (scripts/check-first-load-js.ts)
// on that folder. Every test here launches Chromium: without one (no /usr/bin/chromium and no
// CHROMIUM_PATH, tools/chromium/chromium.ts) they are skipped with the reason, and npm test's chromium step
// fails and says how to point at one.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from '@playwright/test'
import { chromiumMissing } from '../chromium/chromium'
import { launchChromium, measureJsBeforeIdle } from './measure-js-before-idle'
import { startStaticServer, type StaticServer } from '../pages-dev/serve'
import { makeTempDir, removeTempDirs } from '../../tests/fixtures/catalogue/real-files'

const page = (entry: string) => `<!doctype html><html lang="en"><head><title>t</title><script type="module" src="/assets/${entry}"></script></head><body><h1>t</h1></body></html>`

const FILES: Record<string, string> = {
  'index.html': page('entry.js'),
  'marked.html': page('entry-marked.js'),
  'fallback.html': page('entry-fallback.js'),
  // Waits 700 ms after load (a quiet spell longer than the fallback's), then hydrates its island and sets the marker.
  'assets/entry.js': `addEventListener('load', () => setTimeout(async () => {
    await import('/assets/island.js')
    document.documentElement.dataset.islands = 'idle'
    setTimeout(() => import('/assets/popup.js'), 300)
  }, 700))`,
  // As lib/islands/start.ts does: marker and performance mark, then the idle islands in the same task.
  'assets/entry-marked.js': `addEventListener('load', () => setTimeout(async () => {
    await import('/assets/island.js')
    document.documentElement.dataset.islands = 'idle'
    performance.mark('islands-idle')
    import('/assets/popup.js')
  }, 300))`,
  // No marker: the island right after load, a "popup" 2.8 s after load.
  'assets/entry-fallback.js': `addEventListener('load', () => {
    import('/assets/island.js')
    setTimeout(() => import('/assets/popup.js'), 2800)
  })`,
  'assets/island.js': `export const island = ${JSON.stringify('i'.repeat(2000))}`,
  'assets/popup.js': `export const popup = ${JSON.stringify('p'.repeat(2000))}`,
}

const noChromium = chromiumMissing()
if (noChromium) console.warn(`Skipping the tests that launch Chromium: ${noChromium}`)
/** The suites below, or skipped ones whose name says why. */
const inChromium = (name: string, body: () => void) => (noChromium ? describe.skip(`${name} (skipped: ${noChromium})`, body) : describe(name, body))

/** `real`, except that this process is blocked for `ms` when a page's load event reaches it. */
function starvedOnLoad(real: Browser, ms: number): Browser {
  return new Proxy(real, {
    get(target, key, receiver) {
      if (key !== 'newContext') return Reflect.get(target, key, receiver)
      return async (...args: Parameters<Browser['newContext']>) => {
        const context = await target.newContext(...args)
        context.on('page', (page) =>
          page.once('load', () => {
            const until = Date.now() + ms
            while (Date.now() < until) {
              // Busy, as a starved process is: no timer, no I/O callback runs meanwhile.
            }
          }),
        )
        return context
      }
    },
  })
}

let root = ''
let server: StaticServer
let browser: Browser

beforeAll(async () => {
  if (noChromium) return
  root = makeTempDir('bench-idle-browser-')
  for (const [name, body] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), body)
  }
  server = await startStaticServer({ root, port: 0 })
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  removeTempDirs()
})

inChromium('JS requested before idle, in Chromium', () => {
  it('counts what loads until <html data-islands="idle">, not what comes after', async () => {
    const measured = await measureJsBeforeIdle(browser, server.url, root, '/')
    expect(measured.by).toBe('marker')
    expect(measured.js.files.map((f) => f.path)).toEqual(['/assets/entry.js', '/assets/island.js'])
    expect(measured.js.gzip).toBe(measured.js.files[0]!.gzip + measured.js.files[1]!.gzip)
    expect(measured.idleAfterLoadMs).toBeGreaterThanOrEqual(700)
  }, 60_000)

  // On a busy machine this process hears of the page's events late, and not all equally late: the
  // load, the marker and a request can reach it out of step with when they happened in the page.
  // Starving it for 600 ms as the page's load event arrives makes that happen every time.
  it("holds when the measuring process is starved: the page's own clock says when", async () => {
    const measured = await measureJsBeforeIdle(starvedOnLoad(browser, 600), server.url, root, '/')
    expect(measured.by).toBe('marker')
    expect(measured.js.files.map((f) => f.path)).toEqual(['/assets/entry.js', '/assets/island.js'])
    expect(measured.idleAfterLoadMs).toBeGreaterThanOrEqual(700)
  }, 60_000)

  it('with the islands-idle mark, what starts in the same task after it is not counted', async () => {
    const measured = await measureJsBeforeIdle(browser, server.url, root, '/marked')
    expect(measured.by).toBe('marker')
    expect(measured.js.files.map((f) => f.path)).toEqual(['/assets/entry-marked.js', '/assets/island.js'])
  }, 60_000)

  it('without the marker, stops at the first quiet spell after load', async () => {
    const measured = await measureJsBeforeIdle(browser, server.url, root, '/fallback')
    expect(measured.by).toBe('quiet')
    expect(measured.js.files.map((f) => f.path)).toEqual(['/assets/entry-fallback.js', '/assets/island.js'])
  }, 60_000)
})

/** The guard launches its own Chromium: on a busy 2-core machine that alone took over 60 s. */
const GUARD_MS = 180_000

inChromium('scripts/check-first-load-js.ts', () => {
  const guard = (...args: string[]) => spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/check-first-load-js.ts', ...args], { encoding: 'utf8', timeout: GUARD_MS })

  it(
    'fails over the budget, naming the heaviest files, and checks the home HTML',
    () => {
      const result = guard('--root', root, '--route', '/', '--budget-kb', '0.1')
      expect(result.stderr).toBe('')
      expect(result.status).toBe(1)
      expect(result.stdout).toMatch(/^JS requested before idle \/: \d+\.\d KB gzipped \(2 files; idle by data-islands="idle", \d+ ms after load\), budget 0\.1 KB: OVER by \d+\.\d KB$/m)
      expect(result.stdout).toMatch(/KB {2}\/assets\/island\.js/)
      expect(result.stdout).toMatch(/^home HTML: 0\.\d KB gzipped, budget 14\.0 KB: OK$/m)
    },
    GUARD_MS + 10_000,
  )

  it(
    'says how to get a build when there is none (exit 2)',
    () => {
      const result = guard('--root', path.join(root, 'missing'))
      expect(result.status).toBe(2)
      expect(result.stderr).toMatch(/index\.html not found; build the site first/)
    },
    GUARD_MS + 10_000,
  )
})
