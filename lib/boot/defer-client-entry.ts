// The HTML rewrite behind decision 084: Vike's module entry script and modulepreload links
// become one classic deferred script (lib/boot/hydrate-after-first-paint.js) that carries them
// in data attributes and requests them after the first paint.

export interface DeferredClientEntry {
  html: string
  /** The module entry the HTML loaded, now in data-entry; undefined when the page had none. */
  entry?: string
  /** The modulepreloads, in their original order, now in data-preload. */
  preloads: string[]
}

const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")(?=[^>]*\bsrc="([^"]+)")[^>]*>\s*<\/script>/g
const MODULE_PRELOAD = /[ \t]*<link\b(?=[^>]*\brel="modulepreload")(?=[^>]*\bhref="([^"]+)")[^>]*>[ \t]*\r?\n?/g

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * Replaces the page's module script with `<script src=loaderSrc defer data-entry data-preload>`
 * and removes its modulepreload links. A page without a module script is returned unchanged;
 * a page with more than one is an error, as the loader starts exactly one entry.
 */
export function deferClientEntry(html: string, loaderSrc: string): DeferredClientEntry {
  const scripts = [...html.matchAll(MODULE_SCRIPT)]
  if (scripts.length === 0) return { html, preloads: [] }
  if (scripts.length > 1) {
    throw new Error(`expected one module script, found ${scripts.length}: ${scripts.map((m) => m[1]).join(', ')}`)
  }
  const [tag, entry] = scripts[0] as RegExpMatchArray & [string, string]
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!))].filter((href) => href !== entry)
  const loader =
    `<script src="${escapeAttribute(loaderSrc)}" defer data-entry="${escapeAttribute(entry)}"` +
    ` data-preload="${escapeAttribute(preloads.join(' '))}"></script>`
  const rewritten = html.replace(MODULE_PRELOAD, '').replace(tag, () => loader)
  return { html: rewritten, entry, preloads }
}
