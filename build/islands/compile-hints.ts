// V8 compiles a function lazily, on the main thread, the first time it is called, unless its
// file starts with the magic comment `//# allFunctionsCalledOnLoad`: then every function is
// compiled eagerly, on the background thread that streams the script
// (https://v8.dev/blog/explicit-compile-hints, Chrome 136+; other engines ignore the comment).
// The islands' and overlays' chunks are loaded for one purpose, to answer a tap, and lazily
// compiled their first answer paid for the compilation inside the tap. This plugin starts every chunk the public pages' runtime
// can load with the comment. The entry itself runs once at start and stays as it is, and the
// owner's CMS (its own entry) is left alone: the comment costs compile time and memory for code
// that is never called.
import type { Plugin, Rolldown } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

interface ChunkLinks {
  type: string
  imports?: readonly string[]
  dynamicImports?: readonly string[]
}

/** Every chunk `entry` can load, statically or dynamically, without `entry` itself. */
export function chunksLoadedBy(entry: string, bundle: Readonly<Record<string, ChunkLinks>>): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    const chunk = bundle[file]
    if (seen.has(file) || chunk?.type !== 'chunk') return
    seen.add(file)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  visit(entry)
  seen.delete(entry)
  return seen
}

/** The chunk Rolldown made for the entry module `entryModule` (a path relative to the project). */
function entryChunk(bundle: Rolldown.OutputBundle, entryModule: string): Rolldown.OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${entryModule}`) === true,
  )
}

/** `entryModule`: the path, relative to the project, of the module whose chunks get the hint. */
export function compileHints(entryModule: string): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // Which chunks the entry loads is only known once the bundle is whole; the comment goes on
    // after the minifier, which would drop it.
    generateBundle: {
      // After Vite's build-import-analysis, which puts its preload list (__vite__mapDeps) at the top
      // of a chunk in this same hook.
      order: 'post',
      handler(_options, bundle) {
        const entry = entryChunk(bundle, entryModule)
        if (!entry) this.error(`compile-hints: no entry chunk for ${entryModule}`)
        for (const file of chunksLoadedBy(entry.fileName, bundle)) {
          const chunk = bundle[file]
          if (chunk?.type !== 'chunk') continue
          chunk.code = COMPILE_HINT + chunk.code
          // A map written beside the chunk (BUILD_SOURCEMAP=1) points one line further down.
          const map = bundle[`${file}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string }
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
          } else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
        }
      },
    },
  }
}
