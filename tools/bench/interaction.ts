// `npm run bench:interaction`: how fast each island control answers a tap, on the built site
// (decision 136). Debian's Chromium through Playwright (tools/chromium/chromium.ts), the site served as a
// static host serves it (tools/static-host/serve.ts), CPU throttled through CDP
// (Emulation.setCPUThrottlingRate) at 1x and 4x, optionally a slow 4G network (150 ms round trips,
// Network.emulateNetworkConditions). For every control it taps right after `load` ("early") and
// once the page is idle and its warmed code has arrived ("idle"), each run in a fresh context, and
// measures in the page, from the pointerdown event's timeStamp:
//   - feedback: the first animation frame in which the pressed control looks pressed or busy
//     (a transform from the button recipe's :active, aria-busy or data-loading), or the response;
//   - response: the first animation frame in which the response is in the page (an overlay's
//     [role=dialog], an open menu, a closed card, a checked radio...);
//   - event: the Event Timing API's duration of the interaction (PerformanceObserver type 'event',
//     durationThreshold 16; below 16 ms Chromium reports nothing, shown as "<16").
// Median of N runs per cell (default 5), the machine's 1-minute load average beside it; a table on
// stdout and the whole result as JSON in bench-results/ (git-ignored).
//
//   npx tsx tools/bench/interaction.ts [--root dist/client] [--runs 5] [--cpu 1,4] [--slow-4g]
//     [--control view-bag --control chat ...] [--when early,idle] [--strict] [--label before]
//
// --strict exits 1 when a cell misses the goal: after idle, the response within 100 ms at 4x and
// 50 ms at 1x; early, feedback within 100 ms and the response within 300 ms at 4x.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser, BrowserContext, Page, Request } from '@playwright/test'
import { startStaticServer } from '../static-host/serve'
import { launchChromium } from './measure-js-before-idle'

type When = 'early' | 'idle'

interface Control {
  name: string
  label: string
  route: string
  /** Phone or desktop viewport: the mobile menu only exists on a phone, the Services disclosure on a desktop. */
  viewport: 'phone' | 'desktop'
  /** The element tapped (CSS, the first visible match). */
  trigger: string
  /** Answered once this selector matches (or, with `absent`, no longer matches): no eval under the site's CSP. */
  response: { selector: string; absent?: boolean }
  /** When it can be tapped: the discount card only exists 3 s after load. */
  when: readonly When[]
  /** Session flags set before the page loads (the discount card and the tour stay away unless wanted). */
  discountSeen: boolean
}

const DIALOG = { selector: '[role="dialog"][aria-modal="true"]' }

const CONTROLS: readonly Control[] = [
  { name: 'view-bag', label: 'View Bag (home)', route: '/', viewport: 'desktop', trigger: '[data-tour="view-bag"]', response: DIALOG, when: ['early', 'idle'], discountSeen: true },
  {
    name: 'add-to-bag',
    label: 'Add to Bag (service page)',
    route: '/services/signature-detail',
    viewport: 'desktop',
    trigger: '[data-testid="add-to-bag"] [type="submit"]',
    response: DIALOG,
    when: ['early', 'idle'],
    discountSeen: true,
  },
  {
    name: 'vehicle-size',
    label: 'Vehicle size (service page)',
    route: '/services/signature-detail',
    viewport: 'desktop',
    trigger: '[data-testid="add-to-bag"] label:nth-of-type(2)',
    response: { selector: '[data-testid="add-to-bag"] label:nth-of-type(2) input:checked' },
    when: ['early', 'idle'],
    discountSeen: true,
  },
  {
    name: 'services',
    label: 'Services disclosure (desktop)',
    route: '/about',
    viewport: 'desktop',
    trigger: '[data-tour="services-dropdown"]',
    response: { selector: '[data-tour="services-dropdown"][aria-expanded="true"]' },
    when: ['early', 'idle'],
    discountSeen: true,
  },
  {
    name: 'mobile-menu',
    label: 'Mobile menu (/about, phone)',
    route: '/about',
    viewport: 'phone',
    trigger: 'header button[aria-label="Open menu"]',
    response: DIALOG,
    when: ['early', 'idle'],
    discountSeen: true,
  },
  {
    name: 'chat',
    label: 'Chat with us',
    route: '/',
    viewport: 'desktop',
    trigger: '[data-island="engagement"] :is(a, button):text-is("Chat with us")',
    response: DIALOG,
    when: ['early', 'idle'],
    discountSeen: true,
  },
  {
    name: 'contact',
    label: 'Contact us',
    route: '/about',
    viewport: 'desktop',
    trigger: '[data-island="engagement"] :is(a, button):text-is("Contact us")',
    response: DIALOG,
    when: ['early', 'idle'],
    discountSeen: true,
  },
  {
    name: 'discount-close',
    label: "Discount card's close (×)",
    route: '/about',
    viewport: 'phone',
    trigger: '[data-testid="discount-popup"] button[aria-label="Close discount offer"]',
    response: { selector: '[data-testid="discount-popup"]', absent: true },
    when: ['idle'],
    discountSeen: false,
  },
  {
    name: 'login-submit',
    label: 'Login form submit (empty)',
    route: '/login',
    viewport: 'desktop',
    trigger: 'main form button[type="submit"]',
    response: { selector: 'main [aria-invalid="true"]' },
    // Before hydration the browser's own required-field check answers (no aria-invalid): idle only.
    when: ['idle'],
    discountSeen: true,
  },
]

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const
/** Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbps down, 750 Kbps up (bytes per second for CDP). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }

interface Sample {
  feedbackMs: number | null
  responseMs: number | null
  eventMs: number | null
}

interface Cell {
  control: string
  label: string
  when: When
  cpu: number
  network: 'none' | 'slow-4g'
  runs: Sample[]
  median: { feedbackMs: number | null; responseMs: number | null; eventMs: number | null }
  /** Runs in which the control never answered (within the timeout). */
  unanswered: number
  loadavg: number
  goal: { responseMs?: number; feedbackMs?: number } | null
  meetsGoal: boolean | null
}

function median(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  if (present.length === 0) return null
  const mid = Math.floor(present.length / 2)
  return present.length % 2 ? present[mid]! : (present[mid - 1]! + present[mid]!) / 2
}

function goalFor(when: When, cpu: number): Cell['goal'] {
  if (when === 'idle') return cpu >= 4 ? { responseMs: 100 } : cpu === 1 ? { responseMs: 50 } : null
  return cpu >= 4 ? { feedbackMs: 100, responseMs: 300 } : null
}

/**
 * The in-page recorder, installed before any page script: from the first trusted pointerdown on,
 * it checks every animation frame for the feedback and the response, and keeps the Event Timing
 * entries of the interaction.
 */
function recorder(response: Control['response']) {
  const state = {
    down: null as number | null,
    feedbackAt: null as number | null,
    responseAt: null as number | null,
    events: [] as { name: string; startTime: number; duration: number }[],
  }
  ;(window as unknown as { __tap: typeof state }).__tap = state
  const answered = () => (document.querySelector(response.selector) !== null) !== (response.absent === true)
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration })
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  } catch {
    // No Event Timing: the column stays empty.
  }
  const pressed = (target: Element | null) => {
    if (!target) return false
    if (target.closest('[aria-busy="true"], [data-loading]')) return true
    const transform = getComputedStyle(target).transform
    return transform !== 'none' && transform !== ''
  }
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || state.down !== null) return
      state.down = event.timeStamp
      const target = event.target instanceof Element ? event.target.closest('a, button, label, summary, input') : null
      const frame = () => {
        const now = performance.now()
        let done = false
        try {
          done = answered()
        } catch {
          done = false
        }
        if (state.feedbackAt === null && (done || pressed(target))) state.feedbackAt = now
        if (done) state.responseAt = now
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { capture: true },
  )
}

async function inFlightScripts(page: Page): Promise<() => number> {
  let inFlight = 0
  const isScript = (request: Request) => request.resourceType() === 'script'
  page.on('request', (request) => {
    if (isScript(request)) inFlight += 1
  })
  const done = (request: Request) => {
    if (isScript(request)) inFlight -= 1
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return () => inFlight
}

/** Idle: the islands have hydrated, then no script has been in flight for 500 ms (the warmed overlays have arrived). */
async function waitForIdle(page: Page, inFlight: () => number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-islands-hydrated'), null, { timeout: 30_000, polling: 50 })
  let quietSince = Date.now()
  const giveUpAt = Date.now() + 15_000
  while (Date.now() < giveUpAt) {
    if (inFlight() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= 500) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function runOnce(browser: Browser, siteUrl: string, control: Control, when: When, cpu: number, slow4g: boolean): Promise<Sample> {
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORTS[control.viewport], serviceWorkers: 'block' })
  try {
    await context.addInitScript((seen: boolean) => {
      try {
        if (seen) sessionStorage.setItem('hasSeenDiscountPopup', 'true')
        sessionStorage.setItem('hasSeenInteractiveTour', 'true')
      } catch {
        // No storage: the flags stay unset.
      }
    }, control.discountSeen)
    // tsx (esbuild, keepNames) wraps the recorder's inner functions in __name(): give the page one.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
    await context.addInitScript(recorder, control.response)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    if (slow4g) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    }
    const inFlight = await inFlightScripts(page)
    await page.goto(`${siteUrl}${control.route}`, { waitUntil: 'load', timeout: 60_000 })
    if (when === 'idle') {
      await waitForIdle(page, inFlight)
      if (control.name === 'discount-close') await page.waitForSelector(control.trigger, { state: 'visible', timeout: 20_000 })
    }
    const trigger = page.locator(control.trigger).locator('visible=true').first()
    // Below the fold on a phone or a short desktop: a visitor scrolls to it first. A link that
    // hydration swaps for a button in between is looked up again.
    let box: { x: number; y: number; width: number; height: number } | null = null
    for (let attempt = 0; attempt < 5 && !box; attempt += 1) {
      await trigger.scrollIntoViewIfNeeded({ timeout: 20_000 }).catch(() => undefined)
      box = await trigger.boundingBox({ timeout: 20_000 }).catch(() => null)
    }
    if (!box) throw new Error(`${control.name}: ${control.trigger} has no box`)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForFunction(() => (window as unknown as { __tap: { responseAt: number | null } }).__tap.responseAt !== null, null, { timeout: 15_000, polling: 50 }).catch(() => undefined)
    // Event Timing entries are delivered after the next paint.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
    const tap = await page.evaluate(
      () => (window as unknown as { __tap: { down: number | null; feedbackAt: number | null; responseAt: number | null; events: { name: string; startTime: number; duration: number }[] } }).__tap,
    )
    const down = tap.down
    const since = (at: number | null) => (down === null || at === null ? null : Math.round(at - down))
    const interaction = tap.events.filter((e) => down !== null && e.startTime >= down - 1 && ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'].includes(e.name))
    return {
      feedbackMs: since(tap.feedbackAt),
      responseMs: since(tap.responseAt),
      eventMs: interaction.length > 0 ? Math.round(Math.max(...interaction.map((e) => e.duration))) : null,
    }
  } finally {
    await context.close()
  }
}

const fmt = (ms: number | null, dash = '—') => (ms === null ? dash : `${ms}`)

function printTable(cells: Cell[], header: string) {
  console.log(`\n${header}`)
  const rows = [['Control', 'Tap', 'CPU', 'Network', 'Feedback ms', 'Response ms', 'Event ms', 'Load avg', 'Goal']]
  for (const c of cells) {
    const goal = c.goal ? [c.goal.feedbackMs ? `fb≤${c.goal.feedbackMs}` : '', c.goal.responseMs ? `≤${c.goal.responseMs}` : ''].filter(Boolean).join(' ') : ''
    rows.push([
      c.label,
      c.when,
      `${c.cpu}x`,
      c.network,
      fmt(c.median.feedbackMs),
      `${fmt(c.median.responseMs)}${c.unanswered ? ` (${c.unanswered} unanswered)` : ''}`,
      fmt(c.median.eventMs, '<16'),
      c.loadavg.toFixed(2),
      c.meetsGoal === null ? '' : `${c.meetsGoal ? 'ok' : 'MISSED'} ${goal}`,
    ])
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  rows.forEach((r, index) => {
    console.log(`| ${r.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`)
    if (index === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  })
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist/client' },
      runs: { type: 'string', default: '5' },
      cpu: { type: 'string', default: '1,4' },
      when: { type: 'string', default: 'early,idle' },
      control: { type: 'string', multiple: true },
      'slow-4g': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      label: { type: 'string', default: '' },
    },
  })
  const root = path.resolve(values.root)
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`bench:interaction: ${root}/index.html not found; build the site first (npm run build)`)
    return 2
  }
  const runs = Number(values.runs)
  const cpus = values.cpu.split(',').map(Number)
  const whens = values.when.split(',') as When[]
  if (!Number.isInteger(runs) || runs < 1 || cpus.some((c) => !(c >= 1)) || whens.some((w) => w !== 'early' && w !== 'idle')) {
    console.error('bench:interaction: --runs is a whole number ≥ 1, --cpu a list of rates ≥ 1 (1,4), --when a list of early and idle')
    return 2
  }
  const unknown = (values.control ?? []).filter((name) => !CONTROLS.some((c) => c.name === name))
  if (unknown.length > 0) {
    console.error(`bench:interaction: unknown control ${unknown.join(', ')}; known: ${CONTROLS.map((c) => c.name).join(', ')}`)
    return 2
  }
  const controls = values.control?.length ? CONTROLS.filter((c) => values.control!.includes(c.name)) : CONTROLS
  const network = values['slow-4g'] ? 'slow-4g' : 'none'

  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1', precompress: true })
  const browser = await launchChromium()
  const cells: Cell[] = []
  try {
    for (const cpu of cpus) {
      for (const control of controls) {
        for (const when of whens) {
          if (!control.when.includes(when)) continue
          const samples: Sample[] = []
          const loads: number[] = []
          for (let i = 0; i < runs; i += 1) {
            loads.push(os.loadavg()[0]!)
            samples.push(await runOnce(browser, server.url, control, when, cpu, network === 'slow-4g'))
          }
          const goal = goalFor(when, cpu)
          const med = { feedbackMs: median(samples.map((s) => s.feedbackMs)), responseMs: median(samples.map((s) => s.responseMs)), eventMs: median(samples.map((s) => s.eventMs)) }
          const unanswered = samples.filter((s) => s.responseMs === null).length
          const meetsGoal =
            goal === null
              ? null
              : unanswered === 0 &&
                (goal.responseMs === undefined || (med.responseMs !== null && med.responseMs <= goal.responseMs)) &&
                (goal.feedbackMs === undefined || (med.feedbackMs !== null && med.feedbackMs <= goal.feedbackMs))
          const cell: Cell = { control: control.name, label: control.label, when, cpu, network, runs: samples, median: med, unanswered, loadavg: median(loads) ?? 0, goal, meetsGoal }
          cells.push(cell)
          console.error(
            `${control.name} ${when} ${cpu}x ${network}: feedback ${fmt(med.feedbackMs)} ms, response ${fmt(med.responseMs)} ms, event ${fmt(med.eventMs, '<16')} ms (runs ${samples.map((s) => fmt(s.responseMs)).join(' ')}; load ${cell.loadavg.toFixed(2)})`,
          )
        }
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }

  const chromium = browser.version()
  const header = `bench:interaction${values.label ? ` (${values.label})` : ''}: ${path.relative(process.cwd(), root) || '.'}, Chromium ${chromium}, median of ${runs} per cell, network ${network}; ms from pointerdown to the first frame`
  printTable(cells, header)
  fs.mkdirSync('bench-results', { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = path.join('bench-results', `interaction-${values.label ? `${values.label}-` : ''}${network}-${stamp}.json`)
  fs.writeFileSync(file, `${JSON.stringify({ root, chromium, runs, network, cpus, host: { cpus: os.cpus().length, loadavg: os.loadavg() }, cells }, null, 2)}\n`)
  console.log(`\nJSON: ${file}`)
  const missed = cells.filter((c) => c.meetsGoal === false)
  if (values.strict && missed.length > 0) {
    console.error(`bench:interaction --strict: ${missed.length} cell(s) over the goal: ${missed.map((c) => `${c.control} ${c.when} ${c.cpu}x`).join(', ')}`)
    return 1
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:interaction: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(2)
  },
)
