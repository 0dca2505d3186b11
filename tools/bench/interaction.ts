// `npm run bench:interaction`: how fast each island control answers a tap, on the built site
// (decision 110). Debian's Chromium through Playwright (tools/chromium/chromium.ts), the site served by
// Cloudflare Pages' own runtime (tools/pages-dev/serve.ts), CPU throttled through CDP
// (Emulation.setCPUThrottlingRate) at 1x and 4x, optionally a slow 4G network (150 ms round trips,
// Network.emulateNetworkConditions). For every control it taps right after `load` ("early": at the
// place the control had on an earlier load, so the tap is not late by the time it takes to look
// the control up; one below the fold is scrolled to first, as a visitor would) and once the page
// is idle and its warmed code has arrived ("idle"), each run in a fresh context, and
// measures in the page, from the pointerdown event's timeStamp:
//   - feedback: the first animation frame in which the pressed control looks pressed or busy
//     (a transform from the button recipe's :active, aria-busy or data-loading), or the response;
//   - response: the first animation frame in which the response is in the page (an overlay's
//     [role=dialog], an open menu, a closed card, a checked radio...);
//   - event: the Event Timing API's duration of the interaction (PerformanceObserver type 'event',
//     durationThreshold 16; below 16 ms Chromium reports nothing, shown as "<16").
// Median of N runs per cell (default 5), the machine's 1-minute load average beside it; a table on
// stdout and the whole result as JSON in bench-results/ (git-ignored). Each run also records where
// the island runtime was at the tap (waiting for the hero's paint, started, or idle), printed per
// cell on stderr: an early tap that comes before the runtime has started pays for all of React.
//
//   npx tsx tools/bench/interaction.ts [--root dist/client] [--runs 5] [--cpu 1,4] [--slow-4g]
//     [--control view-bag --control chat ...] [--when early,idle,at-idle,first] [--phone] [--strict]
//     [--label before] [--profile] [--after-paint 0,100,200]
//
// --when at-idle taps the moment the page turns idle (<html data-islands="idle">), before the
// overlays' code warmed at idle has come: what a visitor who taps then waits for. --phone runs every
// control on a phone viewport (the desktop-only Services disclosure is left out).
//
// --after-paint delays a first tap by that many ms after the first contentful paint, one cell per
// delay: how the answer to a tap at the first paint changes as the tap comes later (a person
// who reacts to what they see needs 200 ms or more: https://en.wikipedia.org/wiki/Mental_chronometry).
//
// --profile records a V8 CPU profile (CDP Profiler, 100 µs sampling) of each tap, from just before
// the pointer goes down to the response, writes it to bench-results/ (open it in Chrome DevTools'
// Performance panel) and prints the functions holding most of the time, self and inclusive. On a
// build made with BUILD_MINIFY=0 the names are the source's.
//
// --strict exits 1 when a cell misses the goal: after idle, the response within 100 ms at 4x and
// 50 ms at 1x; early, feedback within 100 ms and the response within 300 ms at 4x.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser, BrowserContext, Page, Request } from '@playwright/test'
import { ISLANDS_IDLE_MARKER, ISLANDS_START_MARK } from '../../lib/islands/protocol'
import { startStaticServer } from '../pages-dev/serve'
import { launchChromium } from './measure-js-before-idle'

/**
 * early: right after `load`, at the control's place on arrival when it is in the first screen; idle: once the page is idle and its warmed code has come; first: as
 * soon as the control is on screen, before `load` (a visitor who taps what they see at once: the
 * runtime has usually not started). "first" runs only when asked for (--when first) and is held
 * to the early goal; controls that tap early can tap first.
 */
type When = 'early' | 'idle' | 'at-idle' | 'first'
const WHENS: readonly When[] = ['early', 'idle', 'at-idle', 'first']

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
  /** A stored session in localStorage before the page loads (the account menu is a signed-in visitor's). */
  signedIn?: boolean
}

const DIALOG = { selector: '[role="dialog"][aria-modal="true"]' }

/**
 * A control as most are: on a desktop, tapped early and after idle, its overlay a modal dialog,
 * with the discount card already seen (so it does not cover the page).
 */
function control(fields: Pick<Control, 'name' | 'label' | 'route' | 'trigger'> & Partial<Control>): Control {
  return { viewport: 'desktop', response: DIALOG, when: ['early', 'idle'], discountSeen: true, ...fields }
}

const CONTROLS: readonly Control[] = [
  control({ name: 'view-bag', label: 'View Bag (home)', route: '/', trigger: '[data-tour="view-bag"]' }),
  control({ name: 'add-to-bag', label: 'Add to Bag (service page)', route: '/services/signature-detail', trigger: '[data-testid="add-to-bag"] [type="submit"]' }),
  control({
    name: 'vehicle-size',
    label: 'Vehicle size (service page)',
    route: '/services/signature-detail',
    trigger: '[data-testid="add-to-bag"] label:nth-of-type(2)',
    response: { selector: '[data-testid="add-to-bag"] label:nth-of-type(2) input:checked' },
  }),
  control({
    name: 'services',
    label: 'Services disclosure (desktop)',
    route: '/about',
    trigger: '[data-tour="services-dropdown"]',
    response: { selector: '[data-tour="services-dropdown"][aria-expanded="true"]' },
  }),
  control({ name: 'mobile-menu', label: 'Mobile menu (/about, phone)', route: '/about', viewport: 'phone', trigger: 'header button[aria-label="Open menu"]' }),
  control({ name: 'chat', label: 'Chat with us', route: '/', trigger: '[data-island="engagement"] :is(a, button):text-is("Chat with us")' }),
  control({ name: 'contact', label: 'Contact us', route: '/about', trigger: '[data-island="engagement"] :is(a, button):text-is("Contact us")' }),
  control({
    name: 'account-menu',
    label: 'Account menu (signed in)',
    route: '/about',
    trigger: 'header button[aria-label^="Account:"]',
    response: { selector: '[role="menu"][data-state="open"]' },
    signedIn: true,
  }),
  control({
    name: 'discount-close',
    label: "Discount card's close (×)",
    route: '/about',
    viewport: 'phone',
    trigger: '[data-testid="discount-popup"] button[aria-label="Close discount offer"]',
    response: { selector: '[data-testid="discount-popup"]', absent: true },
    when: ['idle'],
    discountSeen: false,
  }),
  control({
    name: 'login-submit',
    label: 'Login form submit (empty)',
    route: '/login',
    trigger: 'main form button[type="submit"]',
    response: { selector: 'main [aria-invalid="true"]' },
    // Before hydration the browser's own required-field check answers (no aria-invalid): idle only.
    when: ['idle'],
  }),
]

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const
/** Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbps down, 750 Kbps up (bytes per second for CDP). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }

/** The page function through which the recorder says the response is there. */
const ANSWERED_BINDING = '__tapAnswered'

/** Where the island runtime was when the pointer went down (lib/islands/start.ts). */
type RuntimeAtTap = 'waiting' | 'started' | 'idle'

interface Sample {
  profile?: CpuProfile
  /** An early tap before the runtime has started pays for all of React; one after it finds it on its way. */
  runtimeAtTap: RuntimeAtTap | null
  feedbackMs: number | null
  responseMs: number | null
  eventMs: number | null
}

interface Cell {
  control: string
  label: string
  when: When
  /** A first tap's delay after the first contentful paint (--after-paint). */
  afterPaintMs?: number
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
  if (when === 'at-idle') return cpu >= 4 ? { responseMs: 300 } : null
  if (when === 'idle') return cpu >= 4 ? { responseMs: 100 } : cpu === 1 ? { responseMs: 50 } : null
  // first and early: a tap before the page is idle.
  return cpu >= 4 ? { feedbackMs: 100, responseMs: 300 } : null
}

/**
 * The in-page recorder, installed before any page script: from the first trusted pointerdown on,
 * it checks every animation frame for the feedback and the response, and keeps the Event Timing
 * entries of the interaction.
 */
function recorder({ response, startMark, idleMarker, answeredBinding }: { response: Control['response']; startMark: string; idleMarker: string; answeredBinding: string }) {
  const state = {
    down: null as number | null,
    runtimeAtTap: null as RuntimeAtTap | null,
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
      state.runtimeAtTap = document.documentElement.dataset[idleMarker] === 'idle' ? 'idle' : performance.getEntriesByName(startMark).length > 0 ? 'started' : 'waiting'
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
        if (!done) return void requestAnimationFrame(frame)
        state.responseAt = now
        ;(window as unknown as Record<string, (() => void) | undefined>)[answeredBinding]?.()
      }
      requestAnimationFrame(frame)
    },
    { capture: true },
  )
}

/**
 * A signed-in visitor as the page sees one before supabase-js has checked anything: a session in
 * localStorage under supabase-js's key (sb-<first label of the backend's host>-auth-token; the
 * build points at 127.0.0.1 or localhost), expiring in a day so that nothing refreshes it. The
 * header shows the avatar from it (components/account/AccountSlot.tsx); the backend need not run.
 */
function storedSession() {
  const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  const expiresAt = Math.floor(Date.now() / 1000) + 86_400
  const user = { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', role: 'authenticated', email: 'bench@example.com', user_metadata: { full_name: 'Bench Visitor' }, app_metadata: {} }
  const accessToken = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: user.id, role: 'authenticated', exp: expiresAt })}.c2lnbmF0dXJl`
  const session = JSON.stringify({ access_token: accessToken, refresh_token: 'bench-refresh-token', token_type: 'bearer', expires_in: 86_400, expires_at: expiresAt, user })
  try {
    for (const host of ['127', 'localhost']) localStorage.setItem(`sb-${host}-auth-token`, session)
  } catch {
    // No storage: the visitor is a guest and the control is not found.
  }
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

interface CpuProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface CpuProfile {
  nodes: CpuProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** Time (ms) per function, self and inclusive (each sample counted once per function on its stack). */
function summariseProfile(profile: CpuProfile, top = 25): { self: [string, number][]; inclusive: [string, number][] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const label = (node: CpuProfileNode) => {
    const file = node.callFrame.url.split('/').pop() ?? ''
    return `${node.callFrame.functionName || '(anonymous)'}${file ? ` ${file}:${node.callFrame.lineNumber + 1}` : ''}`
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
    const node = byId.get(id)
    if (!node) return
    self.set(label(node), (self.get(label(node)) ?? 0) + ms)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!)
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms)
    }
  })
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top)
  return { self: sorted(self), inclusive: sorted(inclusive) }
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A visitor's browser as the control needs it: its viewport, the popups seen or not, signed in or not. */
async function controlContext(browser: Browser, control: Control): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[control.viewport], serviceWorkers: 'block' })
  // tsx (esbuild, keepNames) wraps the init scripts' inner functions in __name(): give the page one first.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
  await context.addInitScript((seen: boolean) => {
    try {
      if (seen) sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
    } catch {
      // No storage: the flags stay unset.
    }
  }, control.discountSeen)
  if (control.signedIn) await context.addInitScript(storedSession)
  return context
}

/** Where the control is on a loaded page, unscrolled; null when a visitor must scroll to reach it (no first tap then). */
async function boxOnArrival(browser: Browser, siteUrl: string, control: Control): Promise<Box | null> {
  const context = await controlContext(browser, control)
  try {
    const page = await context.newPage()
    await page.goto(`${siteUrl}${control.route}`, { waitUntil: 'load', timeout: 60_000 })
    // Hydration may swap the element as it is measured (a link that becomes a button): look again.
    let box: Box | null = null
    for (let attempt = 0; attempt < 5 && !box; attempt += 1) box = await page.locator(control.trigger).locator('visible=true').first().boundingBox({ timeout: 20_000 })
    const viewport = VIEWPORTS[control.viewport]
    return box && box.y >= 0 && box.y + box.height <= viewport.height ? box : null
  } finally {
    await context.close()
  }
}

async function runOnce(browser: Browser, siteUrl: string, control: Control, when: When, cpu: number, slow4g: boolean, profile = false, arrivalBox?: Box, afterPaintMs = 0): Promise<Sample> {
  const context = await controlContext(browser, control)
  try {
    await context.addInitScript(recorder, { response: control.response, startMark: ISLANDS_START_MARK, idleMarker: ISLANDS_IDLE_MARKER, answeredBinding: ANSWERED_BINDING })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    if (slow4g) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    }
    // The recorder reports the answer through a binding: polling for it from Playwright
    // (waitForFunction) evaluated Playwright's injected script in the page after an early tap,
    // main-thread time inside the measured answer that no visitor's page runs.
    let onAnswered = () => {}
    const answered = new Promise<void>((resolve) => (onAnswered = resolve))
    await page.exposeFunction(ANSWERED_BINDING, () => onAnswered())
    const inFlight = await inFlightScripts(page)
    await page.goto(`${siteUrl}${control.route}`, { waitUntil: when === 'first' ? 'commit' : 'load', timeout: 60_000 })
    if (when === 'at-idle') await page.waitForFunction((marker) => document.documentElement.dataset[marker] === 'idle', ISLANDS_IDLE_MARKER, { polling: 'raf', timeout: 30_000 })
    if (when === 'idle') {
      await waitForIdle(page, inFlight)
      if (control.name === 'discount-close') await page.waitForSelector(control.trigger, { state: 'visible', timeout: 20_000 })
    }
    const trigger = page.locator(control.trigger).locator('visible=true').first()
    // Below the fold on a phone or a short desktop: a visitor scrolls to it first. A link that
    // hydration swaps for a button in between is looked up again. An early or first tap on a
    // control in the first screen goes where it was on an earlier load, at once: looking it up
    // took the bench long enough at 4x that the page was idle by then. A control that only a
    // hydrated island shows (the signed-in account menu) is tapped early once it is there.
    let box: Box | null = null
    if ((when === 'early' || when === 'at-idle') && arrivalBox) {
      await page.locator(control.trigger).first().waitFor({ state: 'visible', timeout: 20_000 })
      box = arrivalBox
    }
    if (when === 'first') {
      box = arrivalBox ?? null
      await page.locator(control.trigger).first().waitFor({ state: 'attached', timeout: 20_000 })
      // A person taps what they see: Chromium drops input that comes before the page's first paint.
      await page.waitForFunction(
        (delay) => {
          const [paint] = performance.getEntriesByName('first-contentful-paint')
          return paint !== undefined && performance.now() >= paint.startTime + delay
        },
        afterPaintMs,
        { polling: 'raf', timeout: 20_000 },
      )
    }
    for (let attempt = 0; attempt < 5 && !box; attempt += 1) {
      await trigger.scrollIntoViewIfNeeded({ timeout: 20_000 }).catch(() => undefined)
      box = await trigger.boundingBox({ timeout: 20_000 }).catch(() => null)
    }
    if (!box) throw new Error(`${control.name}: ${control.trigger} has no box`)
    if (profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
    }
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    let giveUp: NodeJS.Timeout | undefined
    await Promise.race([answered, new Promise((resolve) => (giveUp = setTimeout(resolve, 15_000)))])
    clearTimeout(giveUp)
    const recorded = profile ? ((await cdp.send('Profiler.stop')).profile as unknown as CpuProfile) : undefined
    // Event Timing entries are delivered after the next paint.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
    const tap = await page.evaluate(
      () =>
        (
          window as unknown as {
            __tap: { down: number | null; runtimeAtTap: RuntimeAtTap | null; feedbackAt: number | null; responseAt: number | null; events: { name: string; startTime: number; duration: number }[] }
          }
        ).__tap,
    )
    const down = tap.down
    const since = (at: number | null) => (down === null || at === null ? null : Math.round(at - down))
    const interaction = tap.events.filter((e) => down !== null && e.startTime >= down - 1 && ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'].includes(e.name))
    return {
      ...(recorded ? { profile: recorded } : {}),
      runtimeAtTap: tap.runtimeAtTap,
      feedbackMs: since(tap.feedbackAt),
      responseMs: since(tap.responseAt),
      eventMs: interaction.length > 0 ? Math.round(Math.max(...interaction.map((e) => e.duration))) : null,
    }
  } finally {
    await context.close()
  }
}

const fmt = (ms: number | null, dash = '—') => (ms === null ? dash : `${ms}`)

/** "early", "idle", or "first +150 ms" for a first tap delayed after the first paint. */
const tapName = (when: When, afterPaintMs?: number) => (afterPaintMs === undefined ? when : `${when} +${afterPaintMs} ms`)

/** "3 started, 2 waiting": where the runtime was at each run's tap. */
function runtimeAtTaps(samples: Sample[]): string {
  const counts = new Map<string, number>()
  for (const sample of samples) counts.set(sample.runtimeAtTap ?? 'unknown', (counts.get(sample.runtimeAtTap ?? 'unknown') ?? 0) + 1)
  return [...counts].map(([phase, count]) => `${count} ${phase}`).join(', ')
}

function printTable(cells: Cell[], header: string) {
  console.log(`\n${header}`)
  const rows = [['Control', 'Tap', 'CPU', 'Network', 'Feedback ms', 'Response ms', 'Event ms', 'Load avg', 'Goal']]
  for (const c of cells) {
    const goal = c.goal ? [c.goal.feedbackMs ? `fb≤${c.goal.feedbackMs}` : '', c.goal.responseMs ? `≤${c.goal.responseMs}` : ''].filter(Boolean).join(' ') : ''
    rows.push([
      c.label,
      tapName(c.when, c.afterPaintMs),
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
      profile: { type: 'boolean', default: false },
      'after-paint': { type: 'string', default: '0' },
      phone: { type: 'boolean', default: false },
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
  const afterPaint = values['after-paint'].split(',').map(Number)
  if (!Number.isInteger(runs) || runs < 1 || cpus.some((c) => !(c >= 1)) || whens.some((w) => !WHENS.includes(w)) || afterPaint.some((ms) => !(ms >= 0))) {
    console.error('bench:interaction: --runs is a whole number ≥ 1, --cpu a list of rates ≥ 1 (1,4), --when a list of early, idle, at-idle and first, --after-paint a list of ms ≥ 0')
    return 2
  }
  const unknown = (values.control ?? []).filter((name) => !CONTROLS.some((c) => c.name === name))
  if (unknown.length > 0) {
    console.error(`bench:interaction: unknown control ${unknown.join(', ')}; known: ${CONTROLS.map((c) => c.name).join(', ')}`)
    return 2
  }
  const chosen = values.control?.length ? CONTROLS.filter((c) => values.control!.includes(c.name)) : CONTROLS
  const controls = values.phone ? chosen.filter((c) => c.name !== 'services').map((c) => ({ ...c, viewport: 'phone' as const })) : chosen
  const network = values['slow-4g'] ? 'slow-4g' : 'none'

  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1' })
  const browser = await launchChromium()
  const cells: Cell[] = []
  try {
    for (const cpu of cpus) {
      for (const control of controls) {
        for (const when of whens) {
          // Every control can be tapped the moment the page turns idle; one tapped early can be tapped first.
          if (when !== 'at-idle' && !control.when.includes(when === 'first' ? 'early' : when)) continue
          const arrivalBox = when === 'idle' ? undefined : await boxOnArrival(browser, server.url, control)
          if (when === 'first' && arrivalBox === null) {
            console.error(`${control.name} first: below the fold, a visitor scrolls first; skipped`)
            continue
          }
          for (const delay of when === 'first' ? afterPaint : [undefined]) {
            const tap = tapName(when, delay)
            const samples: Sample[] = []
            const loads: number[] = []
            for (let i = 0; i < runs; i += 1) {
              loads.push(os.loadavg()[0]!)
              samples.push(await runOnce(browser, server.url, control, when, cpu, network === 'slow-4g', values.profile, arrivalBox ?? undefined, delay))
            }
            if (values.profile) {
              // The median run's profile: written whole, and its heaviest functions printed.
              const byResponse = samples.filter((s) => s.profile && s.responseMs !== null).sort((a, b) => a.responseMs! - b.responseMs!)
              const chosen = byResponse[Math.floor(byResponse.length / 2)]
              if (chosen?.profile) {
                fs.mkdirSync('bench-results', { recursive: true })
                const file = path.join('bench-results', `profile-${control.name}-${when}${delay ? `-${delay}` : ''}-${cpu}x-${network}.cpuprofile`)
                fs.writeFileSync(file, JSON.stringify(chosen.profile))
                const { self, inclusive } = summariseProfile(chosen.profile)
                const lines = (rows: [string, number][]) => rows.map(([name, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${name}`).join('\n')
                console.error(`${control.name} ${tap} ${cpu}x: profile of the ${chosen.responseMs} ms run in ${file}\n  self:\n${lines(self)}\n  inclusive:\n${lines(inclusive)}`)
              }
              for (const sample of samples) delete sample.profile
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
            const cell: Cell = {
              control: control.name,
              label: control.label,
              when,
              ...(delay === undefined ? {} : { afterPaintMs: delay }),
              cpu,
              network,
              runs: samples,
              median: med,
              unanswered,
              loadavg: median(loads) ?? 0,
              goal,
              meetsGoal,
            }
            cells.push(cell)
            console.error(
              `${control.name} ${tap} ${cpu}x ${network}: feedback ${fmt(med.feedbackMs)} ms, response ${fmt(med.responseMs)} ms, event ${fmt(med.eventMs, '<16')} ms (runs ${samples.map((s) => fmt(s.responseMs)).join(' ')}; runtime at the tap: ${runtimeAtTaps(samples)}; load ${cell.loadavg.toFixed(2)})`,
            )
          }
        }
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }

  const chromium = browser.version()
  const header = `bench:interaction${values.label ? ` (${values.label})` : ''}: ${path.relative(process.cwd(), root) || '.'}, Chromium ${chromium}, median of ${runs} per cell, network ${network}${values.phone ? ', phone viewport' : ''}; ms from pointerdown to the first frame`
  printTable(cells, header)
  fs.mkdirSync('bench-results', { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = path.join('bench-results', `interaction-${values.label ? `${values.label}-` : ''}${network}-${stamp}.json`)
  fs.writeFileSync(file, `${JSON.stringify({ root, chromium, runs, network, cpus, host: { cpus: os.cpus().length, loadavg: os.loadavg() }, cells }, null, 2)}\n`)
  console.log(`\nJSON: ${file}`)
  const missed = cells.filter((c) => c.meetsGoal === false)
  if (values.strict && missed.length > 0) {
    console.error(`bench:interaction --strict: ${missed.length} cell(s) over the goal: ${missed.map((c) => `${c.control} ${tapName(c.when, c.afterPaintMs)} ${c.cpu}x`).join(', ')}`)
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
