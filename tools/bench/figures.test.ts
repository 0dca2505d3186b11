// Pure parts of the benchmarks: page weights read from a built folder and the build-scale
// steps (figures, budget and tables: bench-budget.test.ts).
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { postBuildSteps } from './build-scale'
import { firstLoadJsFiles, htmlFileFor, measurePage, referencedAssets, staticImports } from './page-weight'
import { makeTempDir, removeTempDirs } from '../../tests/fixtures/catalogue/real-files'

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

describe('bench:build post-build steps', () => {
  it("are the tsx steps after vike build in package.json's build, in order", () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { build: string } }
    expect(postBuildSteps(scripts.build)).toEqual(['build/write-seo-files.ts', 'build/write-headers.ts'])
    expect(postBuildSteps('panda codegen && vike build')).toEqual([])
    // The /admin bundle is built apart and does not grow with the catalogue.
    expect(postBuildSteps('vike build && vite build -c vite.admin.config.ts --logLevel warn && tsx scripts/a.ts')).toEqual(['scripts/a.ts'])
  })

  it('refuses a build it cannot time step by step', () => {
    expect(() => postBuildSteps('vite build')).toThrow(/does not run "vike build"/)
    expect(() => postBuildSteps('vike build && node scripts/x.js')).toThrow(/cannot time the build step "node scripts\/x.js"/)
  })
})
