// `npm run bench`: builds the site, serves dist/client the way a static host does
// (scripts/serve-static.ts: br/gzip, immutable hashed assets), runs Lighthouse 12
// (mobile, default simulated throttling) in /usr/bin/chromium three times per route
// and prints the medians next to the built files' weights, the issue-7 budget, and
// the change since the previous run. The same figures go to bench-results/bench-<timestamp>.json.
//
//   npm run bench                          all routes, 3 runs each
//   npm run bench -- --quick               3 routes, 1 run (while developing)
//   npm run bench -- --runs 5 --route / --route /faq
//   npm run bench -- --skip-build          measure the dist/client already there
//   npm run bench -- --strict              exit 1 when a figure is over budget
import chromium from '../../lib/chromium.json' with { type: 'json' }
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { blogDir as configuredBlogDir } from '../../lib/catalogue/blog-dir'
import { loadBlogPosts } from '../../lib/catalogue/load'
import { startStaticServer } from '../serve-static'
import {
  budgetTable,
  checkBudget,
  compare,
  median,
  medianFigures,
  resultsTable,
  type BenchResult,
  type LighthouseFigures,
  type RouteResult,
} from './figures'
import { measurePage } from './page-weight'

export const CHROMIUM = chromium.executablePath
export const CHROME_FLAGS = chromium.args
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** Issue 7's measured routes; the blog post is the first one /blog lists. */
export function defaultRoutes(blogDir = configuredBlogDir()): string[] {
  const first = loadBlogPosts(blogDir)[0]
  return [
    '/',
    '/fulshear',
    '/services/signature-detail',
    '/services/paint-protection-film',
    '/book/signature-detail',
    '/membership',
    '/faq',
    ...(first ? [`/blog/${first.slug}`] : []),
    '/login',
  ]
}

export const QUICK_ROUTES = ['/', '/services/signature-detail', '/login']

function stamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-').replace(/Z$/, 'Z')
}

function sh(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : ''
}

/** `npm run build`, output to a log file; prints its tail if it fails. */
async function build(logFile: string): Promise<number> {
  const started = performance.now()
  const log = fs.openSync(logFile, 'w')
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', log, log], env: process.env })
  const code: number = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)))
  fs.closeSync(log)
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-30).join('\n')
    throw new Error(`npm run build failed (exit ${code}); last lines of ${logFile}:\n${tail}`)
  }
  return (performance.now() - started) / 1000
}

function numeric(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}: ${lhr.audits[audit]?.errorMessage ?? 'no value'}`)
  return value
}

function score(lhr: LighthouseResult, category: string): number {
  const value = lhr.categories[category]?.score
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`)
  return Math.round(value * 100)
}

export function figuresOf(lhr: LighthouseResult): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    // Sum of transferSize over Lighthouse's network records (the total-byte-weight audit).
    totalTransfer: numeric(lhr, 'total-byte-weight'),
  }
}

/** Audits that cost points: every category but performance (its metrics are in the table), plus perf opportunities scored under 0.9. */
export function failedAudits(lhr: LighthouseResult): Record<string, string[]> {
  const failed: Record<string, string[]> = {}
  for (const category of CATEGORIES) {
    const ids = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is NonNullable<typeof a> => !!a && typeof a.score === 'number' && a.score < (category === 'performance' ? 0.9 : 1))
      .filter((a) => category !== 'performance' || !['metrics', 'first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].includes(a.id))
      .map((a) => a.id)
    if (ids.length > 0) failed[category] = ids
  }
  return failed
}

function latestPrevious(dir: string, except: string): BenchResult | undefined {
  if (!fs.existsSync(dir)) return undefined
  const files = fs.readdirSync(dir).filter((n) => /^bench-.*\.json$/.test(n) && n !== except).sort()
  const last = files.at(-1)
  if (!last) return undefined
  try {
    return { ...(JSON.parse(fs.readFileSync(path.join(dir, last), 'utf8')) as BenchResult), startedAt: last }
  } catch {
    return undefined
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      runs: { type: 'string' },
      route: { type: 'string', multiple: true },
      'skip-build': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench-results' },
      root: { type: 'string', default: 'dist/client' },
    },
  })
  const runs = Number(values.runs ?? (values.quick ? 1 : 3))
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number >= 1, got ${values.runs}`)
  const routes = values.route?.length ? values.route : values.quick ? QUICK_ROUTES : defaultRoutes()
  const outDir = path.resolve(values.out)
  const root = path.resolve(values.root)
  fs.mkdirSync(outDir, { recursive: true })
  const started = new Date()
  const name = `bench-${stamp(started)}.json`

  if (values['skip-build']) {
    console.log(`bench: measuring the existing ${path.relative(process.cwd(), root)} (--skip-build)`)
  } else {
    const logFile = path.join(outDir, `build-${stamp(started)}.log`)
    console.log(`bench: npm run build (log: ${path.relative(process.cwd(), logFile)})`)
    console.log(`bench: built in ${(await build(logFile)).toFixed(1)} s`)
  }

  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1', precompress: true })
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  // Lighthouse's own CPU benchmark of this machine, once per run: simulated TBT is the observed
  // task time x4, so a busier or slower machine reads as more blocking. Printed to read the noise by.
  const benchmarkIndexes: number[] = []
  let lighthouseVersion = ''
  let userAgent = ''
  const perRoute = new Map<string, { all: LighthouseFigures[]; failed: Record<string, Set<string>> }>(
    routes.map((r) => [r, { all: [], failed: {} }]),
  )
  try {
    console.log(`bench: Lighthouse (mobile, simulated throttling) on ${server.url}, ${runs} run(s) x ${routes.length} route(s)`)
    // Run-major order spreads a burst of machine load over every route instead of one.
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        const t0 = performance.now()
        const result = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
        const lhr = result.lhr
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        lighthouseVersion = lhr.lighthouseVersion
        benchmarkIndexes.push(lhr.environment.benchmarkIndex)
        userAgent = lhr.environment.hostUserAgent
        const figures = figuresOf(lhr)
        const entry = perRoute.get(route)!
        entry.all.push(figures)
        for (const [category, ids] of Object.entries(failedAudits(lhr))) {
          entry.failed[category] ??= new Set()
          for (const id of ids) entry.failed[category]!.add(id)
        }
        console.log(
          `  run ${run}/${runs} ${route}: perf ${figures.performance}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms, CPU index ${Math.round(lhr.environment.benchmarkIndex)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
        )
      }
    }
  } finally {
    chrome.kill()
    await server.close()
  }

  const results: RouteResult[] = routes.map((route) => {
    const { all, failed } = perRoute.get(route)!
    const weight = measurePage(root, route)
    return {
      route,
      runs: all.length,
      median: { ...medianFigures(all), firstLoadJsGzip: weight.firstLoadJs.gzip, cssGzip: weight.css.gzip, htmlGzip: weight.html.gzip },
      all,
      failedAudits: Object.fromEntries(Object.entries(failed).map(([k, v]) => [k, [...v].sort()])),
    }
  })
  const dirty = sh('git', ['status', '--porcelain']) !== ''
  const bench: BenchResult = {
    version: 1,
    startedAt: started.toISOString(),
    commit: `${sh('git', ['rev-parse', '--short', 'HEAD'])}${dirty ? '+dirty' : ''}`,
    node: process.version,
    lighthouse: lighthouseVersion,
    chromium: /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? userAgent,
    runsPerRoute: runs,
    formFactor: 'mobile',
    throttling: 'Lighthouse default (simulate: 150 ms RTT, 1.6 Mbps, 4x CPU)',
    benchmarkIndex: { median: median(benchmarkIndexes), min: Math.min(...benchmarkIndexes), max: Math.max(...benchmarkIndexes) },
    routes: results,
  }

  const previous = latestPrevious(outDir, name)
  fs.writeFileSync(path.join(outDir, name), `${JSON.stringify(bench, null, 2)}\n`)

  console.log(`\nLighthouse ${bench.lighthouse}, Chromium ${bench.chromium}, mobile, median of ${runs} run(s) per route; weights from ${path.relative(process.cwd(), root)} (gzip, zlib default level)`)
  const cpu = bench.benchmarkIndex!
  console.log(`Machine CPU benchmark index (Lighthouse, higher is faster): median ${Math.round(cpu.median)}, ${Math.round(cpu.min)}-${Math.round(cpu.max)} over the runs; TBT scales with the inverse\n`)
  console.log(resultsTable(results))
  const notes = results.filter((r) => Object.keys(r.failedAudits).length > 0)
  if (notes.length > 0) {
    console.log('\nAudits costing points (any run):')
    for (const r of notes) {
      for (const [category, ids] of Object.entries(r.failedAudits)) console.log(`  ${r.route} ${category}: ${ids.join(', ')}`)
    }
  }
  if (previous) {
    console.log(`\nChange since ${previous.startedAt} (${previous.commit}):\n`)
    console.log(compare(previous, bench))
  } else {
    console.log('\n(no previous bench-results/bench-*.json to compare with)')
  }
  const checks = checkBudget(results)
  const over = checks.filter((c) => !c.ok)
  console.log('\nBudget (issue 7):\n')
  console.log(budgetTable(checks))
  console.log(`\n${over.length === 0 ? 'All figures within budget.' : `${over.length} figure(s) over budget.`} Results: ${path.relative(process.cwd(), path.join(outDir, name))}`)
  if (values.strict && over.length > 0) process.exit(1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
