// Pure parts of the benchmarks: page weights read from a built folder, the first-load
// JS guard's exit codes, medians, the issue-7 budget, and the comparison table.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { BUDGET, checkBudget, compare, formatFigure, median, medianFigures, resultsTable, type BenchResult, type RouteFigures } from '../../scripts/bench/figures'
import { postBuildSteps } from '../../scripts/bench/build-scale'
import { firstLoadJsFiles, htmlFileFor, measurePage, referencedAssets, staticImports } from '../../scripts/bench/page-weight'
import { makeTempDir, removeTempDirs } from '../fixtures/catalogue/real-files'

afterAll(() => removeTempDirs())

const HOME = `<!doctype html><html><head>
<link rel="stylesheet" type="text/css" href="/assets/static/site.css">
<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>
<script type="application/ld+json">{"@type":"AutoWash"}</script>
<script id="vike_pageContext" type="application/json">{}</script>
<script src="/assets/entries/entry.js" type="module" async></script>
<link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">
<link rel="modulepreload" href="/assets/chunks/react.js" as="script">
<link rel="modulepreload" href="https://cdn.example.com/x.js">
</head><body><h1>Home</h1></body></html>`

/** A small dist/client: entry -> page (preloaded) -> hidden (not preloaded, static import); chat only by import(). */
function fixture(sizes: { react?: number } = {}) {
  const root = makeTempDir('bench-dist-')
  const files: Record<string, string> = {
    'index.html': HOME,
    'faq/index.html': '<!doctype html><script type="module" src="/assets/entries/entry.js"></script>',
    'terms.html': '<!doctype html><title>t</title>',
    'assets/static/site.css': 'body{margin:0}'.repeat(50),
    'assets/entries/entry.js': 'import"../chunks/react.js";const l=()=>import("../chunks/chat.js");export{l}',
    'assets/entries/page.js': 'import{a as b}from"../chunks/react.js";import{h}from"../chunks/hidden.js";export default b+h',
    'assets/chunks/react.js': `export const a=${JSON.stringify('x'.repeat(sizes.react ?? 10))}`,
    'assets/chunks/hidden.js': 'export const h=1',
    'assets/chunks/chat.js': 'export const chat="big"'.repeat(1000),
  }
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), body)
  }
  return root
}

describe('page weight', () => {
  it('maps routes to prerendered files', () => {
    const root = fixture()
    expect(htmlFileFor(root, '/')).toBe('index.html')
    expect(htmlFileFor(root, '/faq')).toBe('faq/index.html')
    expect(htmlFileFor(root, '/faq/')).toBe('faq/index.html')
    expect(htmlFileFor(root, '/terms')).toBe('terms.html')
    expect(() => htmlFileFor(root, '/nope')).toThrow(/no prerendered HTML for \/nope/)
  })

  it('finds module scripts, modulepreloads and stylesheets, same-origin only, not JSON or image preloads', () => {
    expect(referencedAssets(HOME)).toEqual({
      js: ['/assets/entries/entry.js', '/assets/entries/page.js', '/assets/chunks/react.js'],
      css: ['/assets/static/site.css'],
    })
  })

  it('counts what the after-first-paint loader starts: itself, its data-entry and data-preload (decision 084)', () => {
    const deferred = `<link rel="stylesheet" href="/assets/static/site.css"><script src="/assets/static/boot.js" defer data-entry="/assets/entries/entry.js" data-preload="/assets/entries/page.js /assets/chunks/react.js"></script>`
    expect(referencedAssets(deferred)).toEqual({
      js: ['/assets/static/boot.js', '/assets/entries/entry.js', '/assets/entries/page.js', '/assets/chunks/react.js'],
      css: ['/assets/static/site.css'],
    })
  })

  it('follows static imports but not import()', () => {
    expect(staticImports('import"./a.js";import{b as c}from"./b.js";export{d}from"/d.js";const e=()=>import("./e.js")')).toEqual(['./a.js', './b.js', '/d.js'])
    const root = fixture()
    expect(firstLoadJsFiles(root, ['/assets/entries/entry.js', '/assets/entries/page.js'])).toEqual([
      '/assets/entries/entry.js',
      '/assets/entries/page.js',
      '/assets/chunks/react.js',
      '/assets/chunks/hidden.js',
    ])
  })

  it('sums gzipped sizes of the HTML, its CSS and its first-load JS', () => {
    const root = fixture()
    const gz = (f: string) => gzipSync(fs.readFileSync(path.join(root, f))).length
    const weight = measurePage(root, '/')
    expect(weight.html.gzip).toBe(gz('index.html'))
    expect(weight.css).toEqual({ files: ['/assets/static/site.css'], raw: 700, gzip: gz('assets/static/site.css') })
    expect(weight.firstLoadJs.files).not.toContain('/assets/chunks/chat.js')
    expect(weight.firstLoadJs.gzip).toBe(['entries/entry.js', 'entries/page.js', 'chunks/react.js', 'chunks/hidden.js'].map((f) => gz(`assets/${f}`)).reduce((a, b) => a + b))
  })
})

describe('scripts/check-first-load-js.ts', () => {
  const guard = (...args: string[]) =>
    spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/check-first-load-js.ts', ...args], { encoding: 'utf8', timeout: 30_000 })

  it('passes under the budget and prints the figure', () => {
    const result = guard('--root', fixture())
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/^first-load JS \/: \d+\.\d KB gzipped \(.* 4 files\), budget 125 KB: OK$/m)
  }, 30_000)

  it('fails over the budget, naming the heaviest files', () => {
    const random = randomBytes(140 * 1024).toString('hex') // hex of random bytes gzips to about half: ~140 KB
    const root = fixture({ react: 0 })
    fs.writeFileSync(path.join(root, 'assets/chunks/react.js'), `export const a=${JSON.stringify(random)}`)
    const result = guard('--root', root)
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/budget 125 KB: OVER by \d+\.\d KB/)
    expect(result.stdout).toMatch(/KB {2}\/assets\/chunks\/react\.js/)
  }, 30_000)

  it('says how to get a build when there is none (exit 2)', () => {
    const result = guard('--root', path.join(fixture(), 'missing'))
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/index\.html not found; build the site first/)
  }, 30_000)
})

const figures = (over: Partial<RouteFigures> = {}): RouteFigures => ({
  performance: 100, accessibility: 100, bestPractices: 100, seo: 100,
  fcp: 900, lcp: 1200, tbt: 10, cls: 0, speedIndex: 1000, totalTransfer: 60_000,
  firstLoadJsGzip: 70 * 1024, cssGzip: 8 * 1024, htmlGzip: 9 * 1024,
  ...over,
})

describe('medians and budget', () => {
  it('takes the median of each figure', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow(RangeError)
    const { firstLoadJsGzip: _a, cssGzip: _b, htmlGzip: _c, ...lh } = figures()
    expect(medianFigures([{ ...lh, lcp: 3000, tbt: 0 }, { ...lh, lcp: 1000, tbt: 90 }, { ...lh, lcp: 1400, tbt: 20 }])).toMatchObject({ lcp: 1400, tbt: 20 })
  })

  it('checks every issue-7 figure, the 14 KB HTML budget on the home page only', () => {
    const checks = checkBudget([
      { route: '/', median: figures({ htmlGzip: 15 * 1024, cls: 0.02 }) },
      { route: '/faq', median: figures({ htmlGzip: 30 * 1024, performance: 99, firstLoadJsGzip: 91 * 1024 }) },
    ])
    expect(checks.filter((c) => c.route === '/')).toHaveLength(BUDGET.length)
    expect(checks.filter((c) => c.route === '/faq')).toHaveLength(BUDGET.length - 1)
    expect(checks.filter((c) => !c.ok).map((c) => `${c.route} ${c.rule.key}`)).toEqual([
      '/ cls',
      '/ htmlGzip',
      '/faq performance',
      '/faq firstLoadJsGzip',
    ])
    expect(checkBudget([{ route: '/', median: figures({ lcp: 1500, tbt: 50, cls: 0.01, firstLoadJsGzip: 90 * 1024 }) }]).every((c) => c.ok)).toBe(true)
  })

  it('formats figures and compares two results', () => {
    expect(formatFigure('lcp', 1234)).toBe('1.23 s')
    expect(formatFigure('tbt', 49.6)).toBe('50 ms')
    expect(formatFigure('cls', 0.0123)).toBe('0.012')
    expect(formatFigure('firstLoadJsGzip', 92_160)).toBe('90.0 KB')
    const result = (m: RouteFigures): BenchResult => ({
      version: 1, startedAt: 't', commit: 'c', node: 'v20', lighthouse: '12', chromium: '1', runsPerRoute: 3,
      formFactor: 'mobile', throttling: 'default', routes: [{ route: '/', runs: 3, median: m, all: [], failedAudits: {} }],
    })
    const diff = compare(result(figures()), result(figures({ lcp: 1700, performance: 97 })))
    expect(diff).toContain('-3')
    expect(diff).toContain('+0.50 s')
    expect(compare(result(figures()), result(figures({ htmlGzip: 9 * 1024 + 3 })))).not.toMatch(/[+-]0\.0 KB/)
    expect(resultsTable(result(figures()).routes).split('\n')[0]).toMatch(/^\| Route \| Perf \| A11y \| +BP \| SEO \|/)
  })
})

describe('bench:build post-build steps', () => {
  it("are the tsx steps after vike build in package.json's build, in order", () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { build: string } }
    expect(postBuildSteps(scripts.build)).toEqual(['scripts/write-seo-files.ts', 'scripts/write-headers.ts'])
    expect(postBuildSteps('panda codegen && vike build')).toEqual([])
  })

  it('refuses a build it cannot time step by step', () => {
    expect(() => postBuildSteps('vite build')).toThrow(/does not run "vike build"/)
    expect(() => postBuildSteps('vike build && node scripts/x.js')).toThrow(/cannot time the build step "node scripts\/x.js"/)
  })
})
