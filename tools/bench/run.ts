// `npm run bench`: builds the site, serves dist/client with Cloudflare Pages' own runtime
// (tools/pages-dev/serve.ts: br/gzip, immutable hashed assets) with the reference page beside it
// (tools/bench/reference/: an empty HTML page with one React island, built by Vite into
// dist/client/__bench-reference/ for the run), then per route, reference included:
// - the JS requested before the page is idle, in a real browser (measure-js-before-idle.ts);
// - Lighthouse 12 in /usr/bin/chromium, two profiles (mobile default 4x CPU, and 8x CPU),
//   five runs each, printing each run's benchmarkIndex and each route's median TBT against the
//   reference's, so machine load shows instead of passing for a change (decision 070).
// It prints the medians, the budget and the change since the previous run; the same figures go
// to bench-results/bench-<timestamp>.json.
//
//   npm run bench                          all routes, 5 runs each
//   npm run bench -- --quick               3 routes, 1 run (while developing)
//   npm run bench -- --runs 3 --route / --route /faq
//   npm run bench -- --skip-build          measure the dist/client already there
//   npm run bench -- --strict              exit 1 when a figure is over budget
import { CHROMIUM_ARGS, chromiumPath } from '../chromium/chromium'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { blogDir as configuredBlogDir } from '../../lib/catalogue/blog-dir.server'
import { loadBlogPosts } from '../../lib/catalogue/read.server'
import { startStaticServer } from '../pages-dev/serve'
import {
  budgetTable,
  checkBudget,
  compare,
  HOME_HTML_BUDGET,
  JS_BEFORE_IDLE_BUDGET,
  medianFigures,
  pageTable,
  profileTable,
  PROFILES,
  type BenchResult,
  type LighthouseFigures,
  type PageFigures,
  type Profile,
  type ProfileId,
  type ProfileResult,
  type RouteResult,
} from './figures'
import { CAP_AFTER_LOAD_MS } from './js-before-idle'
import { launchChromium, measureJsBeforeIdle } from './measure-js-before-idle'
import { kb, measurePage } from './page-weight'
import { buildReferencePage, REFERENCE_ROUTE } from './reference-build'

export const CHROMIUM = chromiumPath()
export const CHROME_FLAGS = [...CHROMIUM_ARGS]
/** Runs per route and profile: the budget is a median of five. */
export const DEFAULT_RUNS = 5
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** The measured routes (decision 070); the blog post is the first one /blog lists. */
export function defaultRoutes(blogDir = configuredBlogDir()): string[] {
  const first = loadBlogPosts(blogDir)[0]
  return ['/', '/fulshear', '/services/signature-detail', '/services/paint-protection-film', '/book/signature-detail', '/membership', '/faq', ...(first ? [`/blog/${first.slug}`] : []), '/login']
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
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

function latestPrevious(dir: string, except: string): ({ version: number } & Partial<BenchResult>) | undefined {
  if (!fs.existsSync(dir)) return undefined
  const files = fs
    .readdirSync(dir)
    .filter((n) => /^bench-.*\.json$/.test(n) && n !== except)
    .sort()
  const last = files.at(-1)
  if (!last) return undefined
  try {
    return { ...(JSON.parse(fs.readFileSync(path.join(dir, last), 'utf8')) as { version: number } & Partial<BenchResult>), startedAt: last }
  } catch {
    return undefined
  }
}

/** One Lighthouse run of one route in one profile; checks Lighthouse used the profile's throttling. */
async function lighthouseRun(url: string, port: number, profile: Profile): Promise<{ figures: LighthouseFigures; failed: Record<string, string[]>; lhr: LighthouseResult }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Merged over Lighthouse's mobile defaults (150 ms RTT, 1.6 Mbps): only the CPU changes.
    throttling: { cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier },
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const lhr = result.lhr
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const used = lhr.configSettings.throttling
  if (lhr.configSettings.throttlingMethod !== 'simulate' || used.cpuSlowdownMultiplier !== profile.cpuSlowdownMultiplier || used.rttMs !== 150) {
    throw new Error(`Lighthouse ran ${url} with ${lhr.configSettings.throttlingMethod} ${JSON.stringify(used)}, not the ${profile.id} profile`)
  }
  return { figures: figuresOf(lhr), failed: failedAudits(lhr), lhr }
}

function profileResult(runs: LighthouseFigures[], failed: Record<string, Set<string>>): ProfileResult {
  return { runs, median: medianFigures(runs), failedAudits: Object.fromEntries(Object.entries(failed).map(([k, v]) => [k, [...v].sort()])) }
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
  const runs = Number(values.runs ?? (values.quick ? 1 : DEFAULT_RUNS))
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

  const removeReference = await buildReferencePage(root)
  const pages = [REFERENCE_ROUTE, ...routes]
  const perPage = new Map(
    pages.map((r) => [r, { figures: {} as Record<ProfileId, LighthouseFigures[]>, failed: {} as Record<ProfileId, Record<string, Set<string>>>, page: undefined as PageFigures | undefined }]),
  )
  let lighthouseVersion = ''
  let userAgent = ''
  try {
    const server = await startStaticServer({ root, port: 0, host: '127.0.0.1' })
    try {
      console.log(`bench: JS requested before idle, in Chromium (Playwright), on ${server.url}`)
      const browser = await launchChromium()
      try {
        for (const route of pages) {
          const measured = await measureJsBeforeIdle(browser, server.url, root, route, { watchWithoutTap: true })
          const weight = measurePage(root, route)
          perPage.get(route)!.page = {
            jsBeforeIdleGzip: measured.js.gzip,
            jsBeforeIdleFiles: measured.js.files.length,
            idleBy: measured.by,
            jsWithoutTapGzip: measured.withoutTap!.gzip,
            cssGzip: weight.css.gzip,
            htmlGzip: weight.html.gzip,
          }
          console.log(
            `  ${route}: ${kb(measured.js.gzip)} KB gz in ${measured.js.files.length} files, idle by ${measured.by} (${Math.round(measured.idleAfterLoadMs)} ms after load)${measured.late.length ? `; not counted, later: ${measured.late.join(' ')}` : ''}; without a tap ${kb(measured.withoutTap!.gzip)} KB gz in ${measured.withoutTap!.files.length} files`,
          )
        }
      } finally {
        await browser.close()
      }

      const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
      try {
        console.log(`bench: Lighthouse (mobile, simulated throttling) on ${server.url}, ${runs} run(s) x ${PROFILES.length} profiles x ${pages.length} pages (reference first)`)
        // One discarded run first: Chromium's and Lighthouse's first run pays their cold start
        // (seconds of simulated TBT here), which would otherwise land on the reference page.
        const warmUp = await lighthouseRun(`${server.url}${REFERENCE_ROUTE}`, chrome.port, PROFILES[0]!)
        console.log(`  warm-up (not counted): TBT ${Math.round(warmUp.figures.tbt)} ms, benchmarkIndex ${Math.round(warmUp.figures.benchmarkIndex)}`)
        // Run-major order spreads a burst of machine load over every route and profile instead of one.
        for (let run = 1; run <= runs; run += 1) {
          for (const profile of PROFILES) {
            for (const route of pages) {
              const t0 = performance.now()
              const { figures, failed, lhr } = await lighthouseRun(`${server.url}${route}`, chrome.port, profile)
              lighthouseVersion = lhr.lighthouseVersion
              userAgent = lhr.environment.hostUserAgent
              const entry = perPage.get(route)!
              ;(entry.figures[profile.id] ??= []).push(figures)
              const failedHere = (entry.failed[profile.id] ??= {})
              for (const [category, ids] of Object.entries(failed)) {
                failedHere[category] ??= new Set()
                for (const id of ids) failedHere[category]!.add(id)
              }
              console.log(
                `  run ${run}/${runs} ${profile.id.padEnd(6)} ${route}: perf ${figures.performance}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms, benchmarkIndex ${Math.round(figures.benchmarkIndex)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
              )
            }
          }
        }
      } finally {
        chrome.kill()
      }
    } finally {
      await server.close()
    }
  } finally {
    removeReference()
  }

  const resultOf = (route: string): RouteResult => {
    const entry = perPage.get(route)!
    return {
      route,
      profiles: Object.fromEntries(PROFILES.map((p) => [p.id, profileResult(entry.figures[p.id], entry.failed[p.id] ?? {})])) as Record<ProfileId, ProfileResult>,
      page: entry.page!,
    }
  }
  const reference = resultOf(REFERENCE_ROUTE)
  const results = routes.map(resultOf)
  const dirty = sh('git', ['status', '--porcelain']) !== ''
  const bench: BenchResult = {
    version: 2,
    startedAt: started.toISOString(),
    commit: `${sh('git', ['rev-parse', '--short', 'HEAD'])}${dirty ? '+dirty' : ''}`,
    node: process.version,
    lighthouse: lighthouseVersion,
    chromium: /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? userAgent,
    runsPerRoute: runs,
    formFactor: 'mobile',
    reference,
    routes: results,
  }

  const previous = latestPrevious(outDir, name)
  fs.writeFileSync(path.join(outDir, name), `${JSON.stringify(bench, null, 2)}\n`)

  console.log(
    `\nLighthouse ${bench.lighthouse}, Chromium ${bench.chromium}, median of ${runs} run(s) per route and profile; weights gzipped (zlib default level) from ${path.relative(process.cwd(), root)}`,
  )
  console.log("benchmarkIndex: Lighthouse's CPU benchmark of this machine at each run (higher is faster); simulated TBT grows as it falls.")
  console.log("TBT vs ref: the route's median TBT over the reference page's (an empty page with one React island) in the same run.")
  for (const profile of PROFILES) {
    console.log(`\n${profile.title}\n`)
    console.log(profileTable(profile.id, reference, results))
  }
  console.log(`\nJS requested before idle (<html data-islands="idle">, else network quiet after load and paint, capped ${CAP_AFTER_LOAD_MS} ms after load) and page weights\n`)
  console.log(pageTable(reference, results))
  const notes = [reference, ...results].flatMap((r) =>
    PROFILES.flatMap((p) => Object.entries(r.profiles[p.id].failedAudits).map(([category, ids]) => `  ${r.route} ${p.id} ${category}: ${ids.join(', ')}`)),
  )
  if (notes.length > 0) console.log(`\nAudits costing points (any run):\n${notes.join('\n')}`)
  if (previous) {
    console.log(`\nChange since ${previous.startedAt} (${previous.commit ?? '?'}):\n`)
    console.log(compare(previous, bench))
  } else {
    console.log('\n(no previous bench-results/bench-*.json to compare with)')
  }
  const checks = checkBudget(results)
  const over = checks.filter((c) => !c.ok)
  console.log(`\nBudget (median of ${runs}; JS before idle <= ${kb(JS_BEFORE_IDLE_BUDGET)} KB gz on every route, home HTML <= ${kb(HOME_HTML_BUDGET)} KB gz):\n`)
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
