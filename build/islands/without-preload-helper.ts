// Vite wraps every dynamic import() of a browser build in its preload helper, even with
// `build.modulePreload: false` and nothing to preload: `__vitePreload(() => import('./x.js'),
// __VITE_PRELOAD__)` (https://github.com/vitejs/vite/issues/13952, still open). The helper is a
// chunk of its own that the site's first script imported only to call each
// island's loader with an empty list, so every page requested it before idle. This plugin unwraps
// the calls of the entry chunks (the island runtime and its registry) before Vite fills the lists
// in, and drops their import of the helper (decision 110). Chunks loaded later keep it: it is what
// loads the stylesheet of a chunk that imports CSS (the guided tour's driver.js styles), and the
// build fails if an entry's dynamic import would have needed it for that.
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

const CALL = '__vitePreload('
const MARKER = ', __VITE_PRELOAD__)'
/** `import { t as __vitePreload } from "./chunk-….js";` as the bundler writes it. */
const HELPER_IMPORT = /import\s*\{\s*\w+\s+as\s+__vitePreload\s*\}\s*from\s*"[^"]+";?\n?/g

/**
 * `__vitePreload(() => import("a").then(f), __VITE_PRELOAD__)` becomes `(() => import("a").then(f))()`;
 * nested calls unwrap the same way, each call's own marker closing it. Null when there is none.
 */
export function unwrapPreloadCalls(code: string): MagicString | null {
  if (!code.includes(CALL)) return null
  const out = new MagicString(code)
  for (const match of code.matchAll(HELPER_IMPORT)) out.remove(match.index, match.index + match[0].length)
  for (let at = code.indexOf(CALL); at !== -1; at = code.indexOf(CALL, at + CALL.length)) out.overwrite(at, at + CALL.length, '(')
  for (let at = code.indexOf(MARKER); at !== -1; at = code.indexOf(MARKER, at + MARKER.length)) out.overwrite(at, at + MARKER.length, ')()')
  return out
}

interface BundledChunk {
  type: 'chunk'
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/** The stylesheets Vite's helper would have loaded with `file`: its own and its static imports'. */
export function stylesheetsWith(file: string, bundle: Record<string, { type: string }>, seen = new Set<string>()): string[] {
  const chunk = bundle[file] as BundledChunk | undefined
  if (seen.has(file) || chunk?.type !== 'chunk') return []
  seen.add(file)
  return [...(chunk.viteMetadata?.importedCss ?? []), ...chunk.imports.flatMap((imported) => stylesheetsWith(imported, bundle, seen))]
}

export function withoutPreloadHelper(): Plugin {
  const unwrapped = new Set<string>()
  return {
    name: 'without-preload-helper',
    apply: 'build',
    // Vite's own build-import-analysis replaces the markers after user plugins' renderChunk.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    renderChunk(code, chunk) {
      const out = chunk.isEntry ? unwrapPreloadCalls(code) : null
      if (!out) return null
      unwrapped.add(chunk.fileName)
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) }
    },
    generateBundle(_options, bundle) {
      for (const file of unwrapped) {
        const entry = bundle[file]
        if (entry?.type !== 'chunk') continue
        for (const target of entry.dynamicImports) {
          const css = stylesheetsWith(target, bundle)
          if (css.length > 0) this.error(`${file} imports ${target} dynamically, which needs ${css.join(', ')}: only Vite's preload helper would load it (build/islands/without-preload-helper.ts)`)
        }
      }
      unwrapped.clear()
    },
  }
}
