// Pure side of `npm run bench`: the figures of one route in two Lighthouse profiles, medians
// over runs, TBT against the reference page of the same run, the budget, the printed tables and
// the comparison with a previous JSON (decision 070).
import type { IdleBy } from './js-before-idle'
import { KB } from './page-weight'

/** What one Lighthouse run contributes (scores 0-100, times in ms, CLS unitless, bytes). */
export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  totalTransfer: number
  /** Lighthouse's CPU benchmark of the machine at that run (lhr.environment.benchmarkIndex; higher is faster). */
  benchmarkIndex: number
}

export type LighthouseKey = keyof LighthouseFigures

export type ProfileId = 'mobile' | 'cpu8'

export interface Profile {
  id: ProfileId
  title: string
  /** Lighthouse's simulated CPU slowdown (its mobile default is 4). */
  cpuSlowdownMultiplier: number
}

/** Lighthouse mobile as is, then the same with a CPU twice as slow (a low-end phone). */
export const PROFILES: Profile[] = [
  { id: 'mobile', title: 'Lighthouse mobile (simulated: 150 ms RTT, 1.6 Mbps, 4x CPU)', cpuSlowdownMultiplier: 4 },
  { id: 'cpu8', title: 'Lighthouse mobile, 8x CPU (throttling.cpuSlowdownMultiplier 8)', cpuSlowdownMultiplier: 8 },
]

export interface ProfileResult {
  /** Every run, in order, for a second look at the noise. */
  runs: LighthouseFigures[]
  /** Median of the runs, figure by figure. */
  median: LighthouseFigures
  /** Audits that cost points in any run (union over runs). */
  failedAudits: Record<string, string[]>
}

/** Read once per route from a real browser and the served files. */
export interface PageFigures {
  /** Gzipped JS requested before the page is idle (tools/bench/js-before-idle.ts). */
  jsBeforeIdleGzip: number
  jsBeforeIdleFiles: number
  idleBy: IdleBy
  /** Gzipped JS the page fetched within WITHOUT_TAP_MS after load (measure-js-before-idle.ts) with nobody touching it: what an idle warm-up costs a visitor who never taps. */
  jsWithoutTapGzip: number
  cssGzip: number
  htmlGzip: number
}

export type PageKey = 'jsBeforeIdleGzip' | 'jsWithoutTapGzip' | 'cssGzip' | 'htmlGzip'

export interface RouteResult {
  route: string
  profiles: Record<ProfileId, ProfileResult>
  page: PageFigures
}

export interface BenchResult {
  version: 2
  startedAt: string
  commit: string
  node: string
  lighthouse: string
  chromium: string
  runsPerRoute: number
  formFactor: 'mobile'
  /** The empty page with one React island, same server, same run, same profiles. */
  reference: RouteResult
  routes: RouteResult[]
}

export function median(values: number[]): number {
  if (values.length === 0) throw new RangeError('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new RangeError('median of no runs')
  const keys = Object.keys(runs[0]!) as LighthouseKey[]
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as LighthouseFigures
}

/** A route's median TBT against the reference page's, same profile, same run: "2.4x", or a difference when the reference shows none. */
export function tbtVersusReference(tbt: number, referenceTbt: number): string {
  if (Math.round(referenceTbt) <= 0) {
    const diff = Math.round(tbt - referenceTbt)
    return `ref 0 ms, ${diff >= 0 ? '+' : '-'}${Math.abs(diff)} ms`
  }
  return `${(tbt / referenceTbt).toFixed(1)}x`
}

/** One budget line: a Lighthouse figure of one profile, or a page figure. */
export type BudgetRule =
  { scope: ProfileId; key: LighthouseKey; label: string; min?: number; max?: number; routes?: string[] } | { scope: 'page'; key: PageKey; label: string; min?: number; max?: number; routes?: string[] }

/** JS requested before idle on every public page, gzipped: React plus that page's islands. */
export const JS_BEFORE_IDLE_BUDGET = 77 * KB
export const JS_WITHOUT_TAP_BUDGET = 100 * KB
/** The home page's HTML, gzipped: what fits the first round trips. */
export const HOME_HTML_BUDGET = 14 * KB

/** Every measured route, median of the runs. */
export const BUDGET: BudgetRule[] = [
  { scope: 'mobile', key: 'performance', label: 'Performance', min: 100 },
  { scope: 'mobile', key: 'accessibility', label: 'Accessibility', min: 100 },
  { scope: 'mobile', key: 'bestPractices', label: 'Best practices', min: 100 },
  { scope: 'mobile', key: 'seo', label: 'SEO', min: 100 },
  { scope: 'mobile', key: 'tbt', label: 'TBT', max: 50 },
  { scope: 'mobile', key: 'lcp', label: 'LCP', max: 1500 },
  { scope: 'mobile', key: 'cls', label: 'CLS', max: 0.01 },
  { scope: 'cpu8', key: 'performance', label: 'Performance', min: 98 },
  { scope: 'cpu8', key: 'tbt', label: 'TBT', max: 100 },
  { scope: 'page', key: 'jsBeforeIdleGzip', label: 'JS before idle (gz)', max: JS_BEFORE_IDLE_BUDGET },
  { scope: 'page', key: 'jsWithoutTapGzip', label: 'JS without a tap (gz)', max: JS_WITHOUT_TAP_BUDGET },
  { scope: 'page', key: 'htmlGzip', label: 'HTML (gz)', max: HOME_HTML_BUDGET, routes: ['/'] },
]

export interface BudgetCheck {
  route: string
  rule: BudgetRule
  value: number
  ok: boolean
}

export function valueOf(result: RouteResult, rule: BudgetRule): number {
  return rule.scope === 'page' ? result.page[rule.key] : result.profiles[rule.scope].median[rule.key]
}

export function withinLimits(value: number, limits: { min?: number; max?: number }): boolean {
  return (limits.min === undefined || value >= limits.min) && (limits.max === undefined || value <= limits.max)
}

export function checkBudget(routes: RouteResult[], budget: BudgetRule[] = BUDGET): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  for (const result of routes) {
    for (const rule of budget) {
      if (rule.routes && !rule.routes.includes(result.route)) continue
      const value = valueOf(result, rule)
      checks.push({ route: result.route, rule, value, ok: withinLimits(value, rule) })
    }
  }
  return checks
}

/** Display of one figure: scores as integers, times in s or ms, CLS with 3 decimals, bytes in KB. */
export function formatFigure(key: LighthouseKey | PageKey, value: number): string {
  switch (key) {
    case 'performance':
    case 'accessibility':
    case 'bestPractices':
    case 'seo':
    case 'benchmarkIndex':
      return String(Math.round(value))
    case 'fcp':
    case 'lcp':
    case 'speedIndex':
      return `${(value / 1000).toFixed(2)} s`
    case 'tbt':
      return `${Math.round(value)} ms`
    case 'cls':
      return value.toFixed(3)
    default:
      return `${(value / KB).toFixed(1)} KB`
  }
}

export const LIGHTHOUSE_COLUMNS: Array<{ key: LighthouseKey; title: string }> = [
  { key: 'performance', title: 'Perf' },
  { key: 'accessibility', title: 'A11y' },
  { key: 'bestPractices', title: 'BP' },
  { key: 'seo', title: 'SEO' },
  { key: 'fcp', title: 'FCP' },
  { key: 'lcp', title: 'LCP' },
  { key: 'tbt', title: 'TBT' },
  { key: 'cls', title: 'CLS' },
  { key: 'speedIndex', title: 'SI' },
  { key: 'totalTransfer', title: 'Transfer' },
]

export const PAGE_COLUMNS: Array<{ key: PageKey; title: string }> = [
  { key: 'jsBeforeIdleGzip', title: 'JS before idle gz' },
  { key: 'jsWithoutTapGzip', title: 'JS without a tap gz' },
  { key: 'cssGzip', title: 'CSS gz' },
  { key: 'htmlGzip', title: 'HTML gz' },
]

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

const referenceLabel = (route: string) => `${route} (reference)`

/** One profile's table (Markdown), the reference page first: medians, TBT against the reference, the runs' CPU indexes. */
export function profileTable(profile: ProfileId, reference: RouteResult, routes: RouteResult[]): string {
  const refTbt = reference.profiles[profile].median.tbt
  const row = (r: RouteResult, label: string) => {
    const p = r.profiles[profile]
    return [
      label,
      ...LIGHTHOUSE_COLUMNS.map((c) => formatFigure(c.key, p.median[c.key])),
      r === reference ? '-' : tbtVersusReference(p.median.tbt, refTbt),
      p.runs.map((run) => Math.round(run.benchmarkIndex)).join(' '),
    ]
  }
  return table(['Route', ...LIGHTHOUSE_COLUMNS.map((c) => c.title), 'TBT vs ref', 'benchmarkIndex per run'], [row(reference, referenceLabel(reference.route)), ...routes.map((r) => row(r, r.route))])
}

/** Page weights (Markdown): JS requested before idle and how idle was found, CSS and HTML. */
export function pageTable(reference: RouteResult, routes: RouteResult[]): string {
  const row = (r: RouteResult, label: string) => [
    label,
    ...PAGE_COLUMNS.map((c) => formatFigure(c.key, r.page[c.key])),
    String(r.page.jsBeforeIdleFiles),
    r.page.idleBy === 'marker' ? 'data-islands' : r.page.idleBy === 'quiet' ? 'fallback: quiet' : 'fallback: cap',
  ]
  return table(['Route', ...PAGE_COLUMNS.map((c) => c.title), 'JS files', 'Idle by'], [row(reference, referenceLabel(reference.route)), ...routes.map((r) => row(r, r.route))])
}

export function budgetTable(checks: BudgetCheck[]): string {
  return table(
    ['Route', 'Profile', 'Figure', 'Median', 'Budget', 'Result'],
    checks.map((c) => [
      c.route,
      c.rule.scope === 'page' ? 'page' : c.rule.scope === 'cpu8' ? '8x CPU' : 'mobile',
      c.rule.label,
      formatFigure(c.rule.key, c.value),
      c.rule.min !== undefined ? `>= ${formatFigure(c.rule.key, c.rule.min)}` : `<= ${formatFigure(c.rule.key, c.rule.max!)}`,
      c.ok ? 'ok' : 'OVER',
    ]),
  )
}

function signed(key: LighthouseKey | PageKey, delta: number): string {
  const shown = formatFigure(key, Math.abs(delta))
  if (Math.abs(delta) < 1e-9 || /^0(\.0+)?( |$)/.test(shown)) return '=' // below the display precision
  return (delta > 0 ? '+' : '-') + shown
}

/** Signed change of every figure of every route (and the reference) present in both results. */
export function compare(previous: { version: number } & Partial<BenchResult>, current: BenchResult): string {
  if (previous.version !== current.version || !previous.routes || !previous.reference) return '(the previous result has an older format: no comparison)'
  const before = [previous.reference, ...previous.routes]
  const blocks: string[] = []
  for (const profile of PROFILES) {
    const rows: string[][] = []
    for (const now of [current.reference, ...current.routes]) {
      const old = before.find((r) => r.route === now.route)
      if (!old) continue
      rows.push([now.route, ...LIGHTHOUSE_COLUMNS.map(({ key }) => signed(key, now.profiles[profile.id].median[key] - old.profiles[profile.id].median[key]))])
    }
    if (rows.length > 0) blocks.push(`${profile.title}\n\n${table(['Route', ...LIGHTHOUSE_COLUMNS.map((c) => c.title)], rows)}`)
  }
  const pageRows = current.routes
    .map((now) => ({ now, old: before.find((r) => r.route === now.route) }))
    .filter((x): x is { now: RouteResult; old: RouteResult } => !!x.old)
    .map(({ now, old }) => [now.route, ...PAGE_COLUMNS.map(({ key }) => signed(key, now.page[key] - old.page[key]))])
  if (pageRows.length > 0) blocks.push(`Page weights\n\n${table(['Route', ...PAGE_COLUMNS.map((c) => c.title)], pageRows)}`)
  return blocks.length === 0 ? '(no route in common)' : blocks.join('\n\n')
}
