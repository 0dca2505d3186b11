// `npm run bench:build`: how the prerender cost grows with the catalogue. Builds a
// temporary copy of the project four times: the real catalogue, then plus 1,000 and
// plus 5,000 generated blog posts (written to a temporary folder, never into data/), then a
// catalogue of 100 service pages and 50 areas (generated into the copy's data/: the catalogue
// is open, decision 138), and prints pages, seconds and ms per page. The cost per page must
// stay flat.
//
//   npm run bench:build                         sizes 0, 1000, 5000, then 100 services / 50 areas
//   npm run bench:build -- --sizes 0,200        other sizes (extra posts)
//   npm run bench:build -- --services 100 --areas 50   the scaled catalogue (0 and 0: skip it)
//   npm run bench:build -- --keep               keep the temporary folder to inspect it
//
// The generated folder reaches the build as CATALOGUE_BLOG_DIR, which the blog pages, their
// prerender list, the catalogue check and the sitemap all read through lib/catalogue/blog-dir.server.ts.
// Why a copy at all: building it leaves this checkout's dist/ and Vite caches alone.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { table } from './figures'

/** Top-level entries not copied: outputs, caches, local state, VCS. node_modules is linked entry by entry. */
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'storybook-static', 'bench-results', 'coverage', '.backend-data', '.mailbox'])

/** A throw-away copy of the project that builds like the original. */
export function copyProject(repo: string, into: string): string {
  const project = path.join(into, 'project')
  fs.mkdirSync(project, { recursive: true })
  for (const entry of fs.readdirSync(repo)) {
    if (SKIP.has(entry)) continue
    fs.cpSync(path.join(repo, entry), path.join(project, entry), { recursive: true, verbatimSymlinks: true })
  }
  // Packages are linked one by one so that Vite's and other tools' caches (node_modules/.vite,
  // .cache) are the copy's own and never touch the checkout's.
  const modules = path.join(project, 'node_modules')
  fs.mkdirSync(modules)
  for (const entry of fs.readdirSync(path.join(repo, 'node_modules'))) {
    if (entry === '.vite' || entry === '.cache' || entry === '.vite-temp') continue
    fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry))
  }
  return project
}

/** The real posts plus `extra` generated ones (real posts as templates, unique slugs and dates). */
export function writeBlogDir(realBlogDir: string, dir: string, extra: number): number {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const templates = fs
    .readdirSync(realBlogDir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => {
      fs.copyFileSync(path.join(realBlogDir, n), path.join(dir, n))
      return JSON.parse(fs.readFileSync(path.join(realBlogDir, n), 'utf8')) as Record<string, unknown> & { title: string }
    })
  if (templates.length === 0 && extra > 0) throw new Error(`no blog posts in ${realBlogDir} to use as templates`)
  const day = 24 * 60 * 60 * 1000
  for (let i = 1; i <= extra; i += 1) {
    const template = templates[i % templates.length]!
    const slug = `generated-post-${String(i).padStart(5, '0')}`
    const date = new Date(Date.UTC(2015, 0, 1) + (i % 3650) * day).toISOString().slice(0, 10)
    const post = { ...template, slug, date, title: `${template.title.slice(0, 90)} (${i})` }
    fs.writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify(post, null, 2))
  }
  return templates.length + extra
}

type Json = Record<string, unknown>

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)

/**
 * Rewrites `dataDir` (a copy's data/) into a catalogue of `services` service pages and `areas`
 * areas: the real ones first, then generated ones modelled on them. Every other generated page
 * sells a new sized package (its own base service, three variants, suggested add-ons), the rest
 * are quote-only; generated areas copy the first area under a new slug. Returns the counts.
 */
export function writeScaledCatalogue(dataDir: string, services: number, areas: number): { services: number; areas: number } {
  const servicesFile = path.join(dataDir, 'services.json')
  const pagesFile = path.join(dataDir, 'service-pages.json')
  const areasFile = path.join(dataDir, 'areas.json')
  const sold = readJson(servicesFile) as Json & { baseServices: Json[]; variants: (Json & { baseId: string; vehicle: string; price: number })[] }
  const pagesJson = readJson(pagesFile) as Json & { pages: (Json & { slug: string; baseId?: string; addOnId?: string; quoteNote?: string; name: string })[] }
  const areasJson = readJson(areasFile) as Json & { areas: (Json & { slug: string; name: string })[] }
  const pricedPage = pagesJson.pages.find((p) => p.baseId !== undefined)!
  const quotePage = pagesJson.pages.find((p) => p.baseId === undefined && p.addOnId === undefined)!
  const baseTemplate = sold.baseServices[0]!
  const variantTemplates = sold.variants.filter((v) => v.baseId === baseTemplate.baseId)
  for (let i = pagesJson.pages.length + 1; i <= services; i += 1) {
    const slug = `generated-service-${String(i).padStart(3, '0')}`
    const name = `Generated Service ${i}`
    const heading = `${name} in Katy, TX`
    if (i % 2 === 0) {
      sold.baseServices.push({ ...baseTemplate, baseId: slug, name, popular: false })
      for (const v of variantTemplates) sold.variants.push({ ...v, id: `${slug}-${v.vehicle.toLowerCase()}`, baseId: slug, name: `${name} (${v.vehicle})`, price: v.price + i })
      pagesJson.pages.push({ ...pricedPage, slug, name, heading, baseId: slug })
    } else {
      pagesJson.pages.push({ ...quotePage, slug, name, heading })
    }
  }
  const areaTemplate = areasJson.areas[0]!
  for (let i = areasJson.areas.length + 1; i <= areas; i += 1) {
    const slug = `generated-area-${String(i).padStart(2, '0')}`
    areasJson.areas.push({ ...areaTemplate, slug, name: `Generated Area ${i}`, heading: `Mobile Detailing in Generated Area ${i}` })
  }
  writeJson(servicesFile, sold)
  writeJson(pagesFile, pagesJson)
  writeJson(areasFile, areasJson)
  return { services: pagesJson.pages.length, areas: areasJson.areas.length }
}

function countHtml(dir: string): number {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countHtml(path.join(dir, entry.name))
    else if (entry.name.endsWith('.html')) count += 1
  }
  return count
}

/**
 * The `tsx <script>` steps package.json's build runs after `vike build`, in its order, read from
 * the build script itself so a step added there is timed here too. A `vite build -c <config>`
 * step is a bundle of its own (the content manager at /admin: docs/decisions/140-cms-at-admin.md)
 * whose work no page count changes, so it is left out.
 */
export function postBuildSteps(buildScript: string): string[] {
  const commands = buildScript.split('&&').map((c) => c.trim())
  const vike = commands.indexOf('vike build')
  if (vike < 0) throw new Error(`package.json's build does not run "vike build": ${buildScript}`)
  const separateBundle = /^vite build -c \S+/
  return commands
    .slice(vike + 1)
    .filter((command) => !separateBundle.test(command))
    .map((command) => {
      const step = /^tsx (\S+\.ts)$/.exec(command)?.[1]
      if (!step) throw new Error(`bench:build cannot time the build step "${command}" (expected "tsx <script>.ts")`)
      return step
    })
}

/** Runs in the copy: Vite/Vike build with the prerender held back, then the prerender alone, both timed. */
const RUNNER = `import { build, prerender } from 'vike/api'
const t0 = performance.now()
await build({ vikeConfig: { prerender: { disableAutoRun: true } } })
const t1 = performance.now()
await prerender()
const t2 = performance.now()
process.stdout.write('\\nBUILD-SCALE ' + JSON.stringify({ buildMs: t1 - t0, prerenderMs: t2 - t1 }) + '\\n')
`

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, logFile: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    child.on('close', (code) => {
      fs.appendFileSync(logFile, `$ ${command} ${args.join(' ')}\n${out}\n`)
      if (code === 0) resolve(out)
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}); see ${logFile}:\n${out.trim().split('\n').slice(-20).join('\n')}`))
    })
  })
}

export interface ScaleRow {
  /** Set on the scaled-catalogue row: its service pages and areas. */
  catalogue?: { services: number; areas: number }
  extraPosts: number
  posts: number
  pages: number
  buildSeconds: number
  prerenderSeconds: number
  postBuildSeconds: number
  prerenderMsPerPage: number
}

async function measure(project: string, blogDir: string, realBlogDir: string, extra: number, logFile: string, catalogue?: ScaleRow['catalogue']): Promise<ScaleRow> {
  const posts = writeBlogDir(realBlogDir, blogDir, extra)
  fs.rmSync(path.join(project, 'dist'), { recursive: true, force: true })
  const env = { ...process.env, CATALOGUE_BLOG_DIR: blogDir, NO_COLOR: '1', FORCE_COLOR: '0' }
  const out = await run(process.execPath, ['build-scale-runner.mjs'], project, env, logFile)
  const line = out.split('\n').find((l) => l.startsWith('BUILD-SCALE '))
  if (!line) throw new Error(`no timing line from the build; see ${logFile}`)
  const { buildMs, prerenderMs } = JSON.parse(line.slice('BUILD-SCALE '.length)) as { buildMs: number; prerenderMs: number }
  // The steps `npm run build` runs after the prerender, each a pass over every page's HTML.
  const { scripts } = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')) as { scripts: { build: string } }
  const t0 = performance.now()
  for (const step of postBuildSteps(scripts.build)) {
    await run(process.execPath, [path.join(project, 'node_modules/tsx/dist/cli.mjs'), step], project, env, logFile)
  }
  const postBuildMs = performance.now() - t0
  const pages = countHtml(path.join(project, 'dist/client'))
  return {
    ...(catalogue ? { catalogue } : {}),
    extraPosts: extra,
    posts,
    pages,
    buildSeconds: buildMs / 1000,
    prerenderSeconds: prerenderMs / 1000,
    postBuildSeconds: postBuildMs / 1000,
    prerenderMsPerPage: prerenderMs / pages,
  }
}

export function scaleTable(rows: ScaleRow[]): string {
  const base = rows[0]
  return table(
    ['Catalogue', 'Posts', 'Pages', 'Vite build', 'Prerender', 'Post-build', 'Prerender ms/page', 'ms per added page'],
    rows.map((r) => [
      r.catalogue ? `${r.catalogue.services} services, ${r.catalogue.areas} areas` : r.extraPosts === 0 ? 'real' : `real + ${r.extraPosts.toLocaleString('en-US')}`,
      String(r.posts),
      String(r.pages),
      `${r.buildSeconds.toFixed(1)} s`,
      `${r.prerenderSeconds.toFixed(1)} s`,
      `${r.postBuildSeconds.toFixed(1)} s`,
      r.prerenderMsPerPage.toFixed(1),
      base && r !== base && r.pages > base.pages && base.extraPosts === 0 && !base.catalogue ? (((r.prerenderSeconds - base.prerenderSeconds) * 1000) / (r.pages - base.pages)).toFixed(1) : '-',
    ]),
  )
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '0,1000,5000' },
      keep: { type: 'boolean', default: false },
      services: { type: 'string', default: '100' },
      areas: { type: 'string', default: '50' },
    },
  })
  const scaled = { services: Number(values.services), areas: Number(values.areas) }
  if (![scaled.services, scaled.areas].every((n) => Number.isInteger(n) && n >= 0)) throw new Error(`--services and --areas take whole numbers >= 0, got ${values.services} and ${values.areas}`)
  const sizes = values.sizes.split(',').map((s) => Number(s.trim()))
  if (sizes.some((s) => !Number.isInteger(s) || s < 0)) throw new Error(`--sizes takes whole numbers >= 0, got ${values.sizes}`)
  const repo = process.cwd()
  const tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'build-scale-'))
  const logFile = path.join(tmp, 'build.log')
  try {
    console.log(`bench:build: copying the project to ${tmp}`)
    const project = copyProject(repo, tmp)
    const blogDir = path.join(tmp, 'blog')
    fs.writeFileSync(path.join(project, 'build-scale-runner.mjs'), RUNNER)
    const rows: ScaleRow[] = []
    for (const extra of sizes) {
      process.stdout.write(`bench:build: real catalogue + ${extra} generated posts ... `)
      const row = await measure(project, blogDir, path.join(repo, 'data/blog'), extra, logFile)
      rows.push(row)
      console.log(`${row.pages} pages, prerender ${row.prerenderSeconds.toFixed(1)} s (${row.prerenderMsPerPage.toFixed(1)} ms/page)`)
    }
    if (scaled.services > 0 || scaled.areas > 0) {
      const counts = writeScaledCatalogue(path.join(project, 'data'), scaled.services, scaled.areas)
      process.stdout.write(`bench:build: ${counts.services} service pages and ${counts.areas} areas, real posts ... `)
      const row = await measure(project, blogDir, path.join(repo, 'data/blog'), 0, logFile, counts)
      rows.push(row)
      console.log(`${row.pages} pages, prerender ${row.prerenderSeconds.toFixed(1)} s (${row.prerenderMsPerPage.toFixed(1)} ms/page)`)
    }
    console.log(`\n${scaleTable(rows)}\n`)
    const perPage = rows.map((r) => r.prerenderMsPerPage)
    const growth = perPage.length > 1 ? Math.max(...perPage.slice(1)) / perPage[0]! : 1
    console.log(
      growth <= 1.25
        ? `Prerender cost per page does not grow with the catalogue (largest / real = ${growth.toFixed(2)}x; a fixed start-up cost is spread over more pages): linear or better.`
        : `Prerender cost per page grows with the catalogue (largest / real = ${growth.toFixed(2)}x): not linear.`,
    )
    console.log(
      'Vite build = client + server bundles (no prerender); Prerender = vike prerender of every page; Post-build = build/write-seo-files.ts and write-headers.ts (the rest of npm run build).',
    )
  } finally {
    if (values.keep) console.log(`bench:build: kept ${tmp}`)
    else fs.rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`bench:build: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
