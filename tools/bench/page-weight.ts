// Byte weights of one prerendered page, read from the built files (no browser):
// the HTML, the CSS it links, and its first-load JS = the module scripts and modulepreloads the
// HTML references, plus anything those import statically (normally nothing more: Vike lists
// every static import as a modulepreload). What the island runtime loads later is measured in a
// browser (tools/bench/js-before-idle.ts).
// Sizes are gzipped at zlib's default level, as most hosts send them; computed from the files, not
// from what the local server sent, so they do not depend on how it compresses.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const KB = 1024

export interface Weight {
  /** Site paths, e.g. "/assets/chunks/chunk-x.js", in discovery order. */
  files: string[]
  raw: number
  gzip: number
}

export interface PageWeight {
  route: string
  /** The HTML file, relative to the root. */
  htmlFile: string
  html: Weight
  css: Weight
  firstLoadJs: Weight
}

/** dist/client file of a route: "/" -> index.html, "/faq" -> faq.html (or faq/index.html). */
export function htmlFileFor(root: string, route: string): string {
  const clean = route.split(/[?#]/)[0]!.replace(/\/+$/, '')
  const candidates = clean === '' ? ['index.html'] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`]
  for (const candidate of candidates) if (fs.existsSync(path.join(root, candidate))) return candidate
  throw new Error(`no prerendered HTML for ${route} in ${root} (looked for ${candidates.join(', ')})`)
}

function attrs(tag: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const m of tag.matchAll(/([a-zA-Z:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? ''
  }
  return found
}

/** Same-origin site paths the HTML loads as module JS (script type=module src, link rel=modulepreload) and as CSS. */
export function referencedAssets(html: string): { js: string[]; css: string[] } {
  const js: string[] = []
  const css: string[] = []
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attrs(m[0].slice(7, -1))
    if (a.type === 'module' && a.src) js.push(a.src)
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(m[0].slice(5, -1))
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/)
    if (rel.includes('modulepreload') && a.href) js.push(a.href)
    if (rel.includes('stylesheet') && a.href) css.push(a.href)
  }
  const local = (href: string) => href.startsWith('/') && !href.startsWith('//')
  return { js: [...new Set(js.filter(local))], css: [...new Set(css.filter(local))] }
}

/** Static imports of an ES module ("import x from", "import{...}from", "import'./y'", "export ... from"), not import(). */
export function staticImports(code: string): string[] {
  const found = new Set<string>()
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+)["']/g
  for (const m of code.matchAll(re)) found.add(m[1]!)
  return [...found]
}

/** Gzipped size of one file (zlib default level). */
export function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file)).length
}

function sizeOf(root: string, files: string[]): Weight {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const body = fs.readFileSync(path.join(root, file))
    raw += body.length
    gzip += gzipSync(body).length
  }
  return { files, raw, gzip }
}

/** The referenced module scripts and modulepreloads, closed over their static imports. */
export function firstLoadJsFiles(root: string, entries: string[]): string[] {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    const full = path.join(root, file)
    if (!fs.existsSync(full)) throw new Error(`the HTML references ${file}, which is not in ${root}`)
    seen.add(file)
    for (const spec of staticImports(fs.readFileSync(full, 'utf8'))) {
      if (spec.startsWith('./') || spec.startsWith('../')) queue.push(path.posix.join(path.posix.dirname(file), spec))
      else if (spec.startsWith('/') && !spec.startsWith('//')) queue.push(spec)
    }
  }
  return [...seen]
}

export function measurePage(root: string, route: string): PageWeight {
  const htmlFile = htmlFileFor(root, route)
  const html = fs.readFileSync(path.join(root, htmlFile), 'utf8')
  const refs = referencedAssets(html)
  return {
    route,
    htmlFile,
    html: sizeOf(root, [`/${htmlFile}`]),
    css: sizeOf(root, refs.css),
    firstLoadJs: sizeOf(root, firstLoadJsFiles(root, refs.js)),
  }
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1)
