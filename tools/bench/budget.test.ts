// The bench's pure figures (tools/bench/figures.ts): medians, TBT against the reference page,
// the budget of both Lighthouse profiles and the page weights, and the printed tables.
import { describe, expect, it } from 'vitest'
import {
  BUDGET,
  budgetTable,
  checkBudget,
  compare,
  formatFigure,
  HOME_HTML_BUDGET,
  JS_BEFORE_IDLE_BUDGET,
  median,
  medianFigures,
  pageTable,
  profileTable,
  tbtVersusReference,
  type BenchResult,
  type LighthouseFigures,
  type PageFigures,
  type RouteResult,
} from './figures'

const KB = 1024

const lh = (over: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 10,
  cls: 0,
  speedIndex: 1000,
  totalTransfer: 60_000,
  benchmarkIndex: 1500,
  ...over,
})

const page = (over: Partial<PageFigures> = {}): PageFigures => ({
  jsBeforeIdleGzip: 70 * KB,
  jsBeforeIdleFiles: 4,
  idleBy: 'marker',
  jsWithoutTapGzip: 90 * KB,
  cssGzip: 8 * KB,
  htmlGzip: 9 * KB,
  ...over,
})

/** A route whose medians are the given figures (one run per profile). */
const route = (name: string, mobile: Partial<LighthouseFigures> = {}, cpu8: Partial<LighthouseFigures> = {}, weights: Partial<PageFigures> = {}): RouteResult => ({
  route: name,
  profiles: {
    mobile: { runs: [lh(mobile)], median: lh(mobile), failedAudits: {} },
    cpu8: { runs: [lh({ tbt: 40, ...cpu8 })], median: lh({ tbt: 40, ...cpu8 }), failedAudits: {} },
  },
  page: page(weights),
})

const bench = (reference: RouteResult, routes: RouteResult[]): BenchResult => ({
  version: 2,
  startedAt: 't',
  commit: 'c',
  node: 'v20',
  lighthouse: '12',
  chromium: '1',
  runsPerRoute: 1,
  formFactor: 'mobile',
  reference,
  routes,
})

describe('medians', () => {
  it('takes the middle value, the mean of the two middle ones for an even count', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([5, 1, 9, 7, 3])).toBe(5)
    expect(() => median([])).toThrow(RangeError)
  })

  it('takes each figure on its own, benchmarkIndex included', () => {
    const m = medianFigures([lh({ lcp: 3000, tbt: 0, benchmarkIndex: 900 }), lh({ lcp: 1000, tbt: 90, benchmarkIndex: 1600 }), lh({ lcp: 1400, tbt: 20, benchmarkIndex: 1200 })])
    expect(m).toMatchObject({ lcp: 1400, tbt: 20, benchmarkIndex: 1200 })
    expect(() => medianFigures([])).toThrow(RangeError)
  })
})

describe('TBT against the reference page', () => {
  it('is a ratio with one decimal', () => {
    expect(tbtVersusReference(120, 40)).toBe('3.0x')
    expect(tbtVersusReference(10, 40)).toBe('0.3x')
  })

  it('is a difference in ms when the reference shows no blocking (no division by zero)', () => {
    expect(tbtVersusReference(35, 0)).toBe('ref 0 ms, +35 ms')
    expect(tbtVersusReference(0, 0)).toBe('ref 0 ms, +0 ms')
    expect(tbtVersusReference(12, 0.4)).toBe('ref 0 ms, +12 ms')
  })
})

describe('budget', () => {
  it('is 77 KB gz of JS before idle on every route and 14 KB gz of HTML on the home page', () => {
    expect(JS_BEFORE_IDLE_BUDGET).toBe(77 * KB)
    expect(HOME_HTML_BUDGET).toBe(14 * KB)
  })

  it('checks both profiles and the page figures, the HTML on the home page only', () => {
    const checks = checkBudget([
      route('/', { cls: 0.02 }, {}, { htmlGzip: 15 * KB }),
      route('/faq', { performance: 99 }, { performance: 97, tbt: 101 }, { htmlGzip: 30 * KB, jsBeforeIdleGzip: 77 * KB + 1 }),
    ])
    expect(checks.filter((c) => c.route === '/')).toHaveLength(BUDGET.length)
    expect(checks.filter((c) => c.route === '/faq')).toHaveLength(BUDGET.length - 1)
    expect(checks.filter((c) => !c.ok).map((c) => `${c.route} ${c.rule.scope} ${c.rule.key}`)).toEqual([
      '/ mobile cls',
      '/ page htmlGzip',
      '/faq mobile performance',
      '/faq cpu8 performance',
      '/faq cpu8 tbt',
      '/faq page jsBeforeIdleGzip',
    ])
  })

  it('accepts every figure exactly at its limit', () => {
    const atLimits = route('/', { tbt: 50, lcp: 1500, cls: 0.01 }, { performance: 98, tbt: 100 }, { jsBeforeIdleGzip: 77 * KB, htmlGzip: 14 * KB })
    expect(checkBudget([atLimits]).every((c) => c.ok)).toBe(true)
    expect(
      checkBudget([route('/', { tbt: 51 })])
        .filter((c) => !c.ok)
        .map((c) => c.rule.key),
    ).toEqual(['tbt'])
    expect(
      checkBudget([route('/', { lcp: 1501 })])
        .filter((c) => !c.ok)
        .map((c) => c.rule.key),
    ).toEqual(['lcp'])
    expect(
      checkBudget([route('/', { seo: 99 })])
        .filter((c) => !c.ok)
        .map((c) => c.rule.key),
    ).toEqual(['seo'])
  })
})

describe('tables', () => {
  it('formats figures', () => {
    expect(formatFigure('lcp', 1234)).toBe('1.23 s')
    expect(formatFigure('tbt', 49.6)).toBe('50 ms')
    expect(formatFigure('cls', 0.0123)).toBe('0.012')
    expect(formatFigure('jsBeforeIdleGzip', 76_800)).toBe('75.0 KB')
    expect(formatFigure('benchmarkIndex', 1499.6)).toBe('1500')
  })

  it("prints a profile: reference first, TBT against it, every run's benchmarkIndex", () => {
    const reference = route('/__bench-reference/', { tbt: 20 })
    const home: RouteResult = { ...route('/', { tbt: 60 }) }
    home.profiles.mobile.runs = [lh({ benchmarkIndex: 1510.4 }), lh({ benchmarkIndex: 980 })]
    const lines = profileTable('mobile', reference, [home]).split('\n')
    expect(lines[0]).toMatch(/^\| Route +\| Perf \| A11y \| +BP \| SEO \| .* TBT vs ref \| benchmarkIndex per run \|$/)
    expect(lines[2]).toMatch(/^\| \/__bench-reference\/ \(reference\) \|.*\| +- \| +1500 \|$/)
    expect(lines[3]).toMatch(/^\| \/ +\|.*\| 60 ms \|.*\| +3\.0x \| +1510 980 \|$/)
    expect(profileTable('cpu8', route('/r', {}, { tbt: 0 }), [route('/', {}, { tbt: 70 })])).toContain('ref 0 ms, +70 ms')
  })

  it('prints page weights with how idle was found', () => {
    const text = pageTable(route('/ref', {}, {}, { idleBy: 'quiet' }), [route('/', {}, {}, { jsBeforeIdleGzip: 80 * KB, idleBy: 'cap' })])
    expect(text).toMatch(/\| \/ref \(reference\) \|.*\| fallback: quiet \|/)
    expect(text).toMatch(/\| \/ +\| +80\.0 KB \|.*\| +fallback: cap \|/)
  })

  it('prints the budget with its profile and verdict', () => {
    const text = budgetTable(checkBudget([route('/', {}, { tbt: 150 })]))
    expect(text).toMatch(/\| \/ +\| +8x CPU \| +TBT \| +150 ms \| +<= 100 ms \| +OVER \|/)
    expect(text).toMatch(/\| \/ +\| +mobile \| +Performance \| +100 \| +>= 100 \| +ok \|/)
    expect(text).toMatch(/\| \/ +\| +page \| +JS before idle \(gz\) \| +70\.0 KB \| +<= 77\.0 KB \| +ok \|/)
    expect(text).toMatch(/\| \/ +\| +page \| +JS without a tap \(gz\) \| +90\.0 KB \| +<= 100\.0 KB \| +ok \|/)
  })

  it('holds JS without a tap to 100 KB gz', () => {
    const over = checkBudget([route('/', {}, {}, { jsWithoutTapGzip: 100 * KB + 1 })]).filter((c) => !c.ok)
    expect(over.map((c) => `${c.route} ${c.rule.key}`)).toEqual(['/ jsWithoutTapGzip'])
  })

  it('compares two results per profile, and refuses an older format', () => {
    const ref = route('/ref')
    const diff = compare(bench(ref, [route('/')]), bench(ref, [route('/', { lcp: 1700, performance: 97 }, { tbt: 90 }, { jsBeforeIdleGzip: 72 * KB })]))
    const [mobile, cpu8, weights] = diff.split(/\n\n(?=Lighthouse mobile|Page weights)/)
    expect(mobile).toContain('-3')
    expect(mobile).toContain('+0.50 s')
    expect(cpu8).toMatch(/^Lighthouse mobile, 8x CPU/)
    expect(cpu8).toContain('+50 ms')
    expect(weights).toContain('+2.0 KB')
    expect(compare(bench(ref, [route('/')]), bench(ref, [route('/', {}, {}, { htmlGzip: 9 * KB + 3 })]))).not.toMatch(/[+-]0\.0 KB/)
    expect(compare({ version: 1, routes: [] } as never, bench(ref, [route('/')]))).toMatch(/older format/)
  })
})
