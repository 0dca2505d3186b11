// Pure side of `npm run bench`: the figures of one route, medians over runs, the
// issue-7 budget, the printed tables and the comparison with a previous JSON.
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
}

/** Read from the built files, identical on every run. */
export interface StaticFigures {
  firstLoadJsGzip: number
  cssGzip: number
  htmlGzip: number
}

export type RouteFigures = LighthouseFigures & StaticFigures

export type FigureKey = keyof RouteFigures

export interface RouteResult {
  route: string
  runs: number
  /** Median of the runs, figure by figure. */
  median: RouteFigures
  /** Every run, for a second look at the noise. */
  all: LighthouseFigures[]
  /** Audits that cost points in the four categories (score < 1), median-run independent: union over runs. */
  failedAudits: Record<string, string[]>
}

export interface BenchResult {
  version: 1
  startedAt: string
  commit: string
  node: string
  lighthouse: string
  chromium: string
  runsPerRoute: number
  formFactor: 'mobile'
  throttling: string
  /** Lighthouse's CPU benchmark of the machine over all runs (absent in results written before it was recorded). */
  benchmarkIndex?: { median: number; min: number; max: number }
  routes: RouteResult[]
}

export function median(values: number[]): number {
  if (values.length === 0) throw new RangeError('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0] ?? {}) as Array<keyof LighthouseFigures>
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as LighthouseFigures
}

/** Budget of issue 7: every measured route, mobile, median of three. */
export interface BudgetRule {
  key: FigureKey
  label: string
  /** Scores must be at least `min`; times, CLS and bytes at most `max`. */
  min?: number
  max?: number
  /** Only on these routes (the 14 KB HTML budget is the home page's). */
  routes?: string[]
}

export const BUDGET: BudgetRule[] = [
  { key: 'performance', label: 'Performance', min: 100 },
  { key: 'accessibility', label: 'Accessibility', min: 100 },
  { key: 'bestPractices', label: 'Best practices', min: 100 },
  { key: 'seo', label: 'SEO', min: 100 },
  { key: 'lcp', label: 'LCP', max: 1500 },
  { key: 'tbt', label: 'TBT', max: 50 },
  { key: 'cls', label: 'CLS', max: 0.01 },
  { key: 'firstLoadJsGzip', label: 'First-load JS (gz)', max: 90 * KB },
  { key: 'htmlGzip', label: 'HTML (gz)', max: 14 * KB, routes: ['/'] },
]

export interface BudgetCheck {
  route: string
  rule: BudgetRule
  value: number
  ok: boolean
}

export function checkBudget(routes: Array<{ route: string; median: RouteFigures }>, budget: BudgetRule[] = BUDGET): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  for (const { route, median: m } of routes) {
    for (const rule of budget) {
      if (rule.routes && !rule.routes.includes(route)) continue
      const value = m[rule.key]
      const ok = (rule.min === undefined || value >= rule.min) && (rule.max === undefined || value <= rule.max)
      checks.push({ route, rule, value, ok })
    }
  }
  return checks
}

/** Display of one figure: scores as integers, times in s or ms, CLS with 3 decimals, bytes in KB. */
export function formatFigure(key: FigureKey, value: number): string {
  switch (key) {
    case 'performance':
    case 'accessibility':
    case 'bestPractices':
    case 'seo':
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

export const COLUMNS: Array<{ key: FigureKey; title: string }> = [
  { key: 'performance', title: 'Perf' },
  { key: 'accessibility', title: 'A11y' },
  { key: 'bestPractices', title: 'BP' },
  { key: 'seo', title: 'SEO' },
  { key: 'fcp', title: 'FCP' },
  { key: 'lcp', title: 'LCP' },
  { key: 'tbt', title: 'TBT' },
  { key: 'cls', title: 'CLS' },
  { key: 'speedIndex', title: 'SI' },
  { key: 'firstLoadJsGzip', title: 'JS gz' },
  { key: 'cssGzip', title: 'CSS gz' },
  { key: 'htmlGzip', title: 'HTML gz' },
  { key: 'totalTransfer', title: 'Transfer' },
]

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

/** The main table (Markdown, so it pastes into a note as is). */
export function resultsTable(routes: RouteResult[]): string {
  return table(
    ['Route', ...COLUMNS.map((c) => c.title)],
    routes.map((r) => [r.route, ...COLUMNS.map((c) => formatFigure(c.key, r.median[c.key]))]),
  )
}

export function budgetTable(checks: BudgetCheck[]): string {
  return table(
    ['Route', 'Figure', 'Median', 'Budget', 'Result'],
    checks.map((c) => [
      c.route,
      c.rule.label,
      formatFigure(c.rule.key, c.value),
      c.rule.min !== undefined ? `>= ${formatFigure(c.rule.key, c.rule.min)}` : `<= ${formatFigure(c.rule.key, c.rule.max!)}`,
      c.ok ? 'ok' : 'OVER',
    ]),
  )
}

/** Signed change of every figure of every route present in both results. */
export function compare(previous: BenchResult, current: BenchResult): string {
  const rows: string[][] = []
  for (const now of current.routes) {
    const before = previous.routes.find((r) => r.route === now.route)
    if (!before) continue
    rows.push([
      now.route,
      ...COLUMNS.map(({ key }) => {
        const delta = now.median[key] - before.median[key]
        const shown = formatFigure(key, Math.abs(delta))
        if (Math.abs(delta) < 1e-9 || /^0(\.0+)?( |$)/.test(shown)) return '=' // below the display precision
        return (delta > 0 ? '+' : '-') + shown
      }),
    ])
  }
  return rows.length === 0 ? '(no route in common)' : table(['Route', ...COLUMNS.map((c) => c.title)], rows)
}
