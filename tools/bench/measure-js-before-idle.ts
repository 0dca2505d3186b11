// "JS requested before idle" of built pages, in a real browser: Debian's Chromium through
// Playwright (tools/chromium/chromium.ts, as the e2e suite launches it), a phone-sized viewport like
// Lighthouse's mobile run, every script request timed until the page is idle
// (tools/bench/js-before-idle.ts says when that is and weighs the files).
import { CHROMIUM_ARGS, chromiumPath } from '../chromium/chromium'
import { ISLANDS_IDLE_MARK } from '../../lib/islands/protocol'
import { chromium, errors, type Browser, type Request } from '@playwright/test'
import { CAP_AFTER_LOAD_MS, idleCutoff, ISLANDS_IDLE, scriptsBefore, weighScripts, type IdleBy, type JsWeight, type ScriptRequest } from './js-before-idle'

export interface RouteJs {
  route: string
  by: IdleBy
  /** The idle cutoff, ms after the `load` event (negative if the marker came first). */
  idleAfterLoadMs: number
  js: JsWeight
  /** Scripts requested after the cutoff, not counted (the popup, a late chunk): to read, not to budget. */
  late: string[]
  /** With `watchWithoutTap`: every script the page requested within WITHOUT_TAP_MS after load, nobody touching it. */
  withoutTap?: JsWeight
}

/**
 * How long after load a page left alone is watched for "JS without a tap": past idle and the
 * browser's idle periods after it, and past the discount card's own code (it opens by itself).
 */
export const WITHOUT_TAP_MS = 5000

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] })
}

const isScript = (request: Request) => request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname)

/** Resolves once every script request seen so far has finished or failed, or after `capMs`. */
async function scriptsFinished(requests: Map<Request, ScriptRequest>, capMs: number): Promise<void> {
  const giveUpAt = Date.now() + capMs
  while ([...requests.values()].some((r) => r.end === undefined) && Date.now() < giveUpAt) await new Promise((r) => setTimeout(r, 50))
}

/**
 * Loads `siteUrl + route` in a fresh context and weighs the scripts it requested before idle, and
 * with `watchWithoutTap` those it requested within WITHOUT_TAP_MS after load.
 */
export async function measureJsBeforeIdle(browser: Browser, siteUrl: string, root: string, route: string, { watchWithoutTap = false } = {}): Promise<RouteJs> {
  // Lighthouse's mobile screen (412 x 823 at 1.75): islands that hydrate when visible see the same viewport.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    // Node's global performance, not an import from node:perf_hooks: Vitest rewrites an imported
    // name everywhere in the module, also inside the function page.evaluate sends to the browser.
    const t0 = performance.now()
    const clock = () => performance.now() - t0
    const requests = new Map<Request, ScriptRequest>()
    const done = (request: Request) => {
      const entry = requests.get(request)
      if (entry) entry.end = clock()
    }
    page.on('request', (request) => {
      if (isScript(request)) requests.set(request, { url: request.url(), start: clock() })
    })
    page.on('requestfinished', done)
    page.on('requestfailed', done)
    const response = await page.goto(`${siteUrl}${route}`, { waitUntil: 'load', timeout: 30_000 })
    if (!response?.ok()) throw new Error(`${route}: HTTP ${response?.status() ?? 'no response'}`)
    const loadAt = clock()
    // Seen on both clocks: this process's, for the cutoff below, and the page's (performance.now()
    // when the poll saw it), to compare with the page's own timings of its requests.
    const marker = page
      .waitForFunction((value) => (document.documentElement.dataset.islands === value ? window.performance.now() : 0), ISLANDS_IDLE, {
        timeout: CAP_AFTER_LOAD_MS,
        polling: 50,
      })
      .then(
        async (seen) => ({ at: clock(), pageAt: Number(await seen.jsonValue()) }),
        (error: unknown) => {
          // No marker within the cap: a build before the islands entry; idleCutoff falls back.
          if (error instanceof errors.TimeoutError) return undefined
          throw error
        },
      )
    // The first LCP entry, then a frame: what a client waiting for the first paint waits for.
    const painted = await page.evaluate(
      (capMs) =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => resolve(false), capMs)
          new PerformanceObserver((_list, observer) => {
            observer.disconnect()
            requestAnimationFrame(() => setTimeout(() => resolve(true), 0))
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
      CAP_AFTER_LOAD_MS,
    )
    const paintAt = painted ? clock() : undefined
    const markerSeen = await marker
    const timeline = { loadAt, paintAt, markerAt: markerSeen?.at, requests: [...requests.values()] }
    const cutoff = idleCutoff(timeline)
    // With the marker, the page's own clock decides: the scripts whose fetch started before the
    // islands-idle mark (polling for the attribute would also catch the idle islands started with
    // it), else before the poll saw the attribute; and the idle time is counted from the page's
    // load event. This process's clock would add the transport's delays, which on a busy machine
    // reorder a request started after the marker and the poll's answer, or the load and the marker.
    // Resource timing lists a request once it has finished: let the ones in flight finish first.
    if (cutoff.by === 'marker') await scriptsFinished(requests, CAP_AFTER_LOAD_MS)
    const paged =
      cutoff.by === 'marker' && markerSeen
        ? await page.evaluate(
            ({ mark, seenAt, capMs }) => {
              // window.performance: the page's clock, not this module's (Node's) `performance`.
              const marked = window.performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? seenAt
              const navigation = window.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
              const load = navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : undefined
              // Never later than the cap after load, as without a marker: a page slow to idle (a
              // busy machine) must not have the popup's code (3 s after load) counted.
              const capped = load !== undefined && marked > load + capMs
              const at = capped ? load + capMs : marked
              const scripts = window.performance
                .getEntriesByType('resource')
                .filter((entry) => /\.m?js(\?|$)/.test(entry.name) && entry.startTime <= at)
                .map((entry) => entry.name)
              return { scripts, capped, afterLoadMs: load === undefined ? undefined : at - load }
            },
            { mark: ISLANDS_IDLE_MARK, seenAt: markerSeen.pageAt, capMs: CAP_AFTER_LOAD_MS },
          )
        : null
    const counted = paged?.scripts ?? scriptsBefore(timeline, cutoff)
    const origin = new URL(siteUrl).origin
    let withoutTap: JsWeight | undefined
    if (watchWithoutTap) {
      // A window to watch, not a wait for a state: what a page fetches on its own within it.
      await page.waitForTimeout(Math.max(0, loadAt + WITHOUT_TAP_MS - clock()))
      await scriptsFinished(requests, CAP_AFTER_LOAD_MS)
      withoutTap = weighScripts(root, origin, [...new Set([...requests.values()].map((r) => r.url))])
    }
    return {
      route,
      by: paged?.capped ? 'cap' : cutoff.by,
      idleAfterLoadMs: paged?.afterLoadMs ?? cutoff.at - loadAt,
      js: weighScripts(root, origin, counted),
      late: [...new Set(timeline.requests.map((r) => r.url))].filter((u) => !counted.includes(u)).map((u) => (u.startsWith(origin) ? u.slice(origin.length) : u)),
      withoutTap,
    }
  } finally {
    await context.close()
  }
}
