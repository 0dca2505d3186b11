// Vite plugin: the build (and the dev server) refuse to start on a broken catalogue,
// printing one line per problem and no stack trace: the owner edits these files.
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { checkCatalogue, type LoadOptions } from '../lib/catalogue/read.server'
import { formatProblem } from '../lib/catalogue/validate'

export type CatalogueCheckOptions = LoadOptions

const HEADER = 'The catalogue in data/ has problems:'

/** The one catalogue module: the dev server evaluates it again after an edit. */
const CATALOGUE_MODULE = path.resolve('lib/catalogue/catalogue.server.ts')

export function catalogueCheck(opts: CatalogueCheckOptions = {}): Plugin {
  let checkedThisProcess = false
  return {
    name: 'catalogue-check',
    // Vite 8 runs buildStart once per environment (client, ssr); one check is enough.
    buildStart() {
      if (checkedThisProcess) return
      const lines = checkCatalogue(opts).problems.map(formatProblem)
      if (lines.length === 0) {
        checkedThisProcess = true
        return
      }
      failWithoutStack(lines)
    },
    configureServer(server) {
      watchCatalogue(server, opts)
    },
  }
}

/**
 * Prints the lines and exits with code 1. A thrown error would be printed by Vite
 * with its "error during build" banner, plugin name and stack frames of Vite
 * internals: noise for an owner who only mistyped a price.
 */
function failWithoutStack(lines: string[]): never {
  console.error([HEADER, ...lines].join('\n'))
  process.exit(1)
}

/**
 * While the dev server runs, a saved edit is re-checked: problems show in the terminal and the
 * browser overlay; a good edit makes the server read the catalogue again and the browser reload.
 */
function watchCatalogue(server: ViteDevServer, opts: CatalogueCheckOptions) {
  const dataDir = path.resolve(opts.dataDir ?? 'data')
  const blogDir = path.resolve(opts.blogDir ?? path.join(dataDir, 'blog'))
  server.watcher.add([dataDir, blogDir])
  const onChange = (file: string) => {
    if (!file.endsWith('.json') || !(file.startsWith(dataDir) || file.startsWith(blogDir))) return
    const lines = checkCatalogue(opts).problems.map(formatProblem)
    if (lines.length === 0) {
      // The module caches what it read per process (lib/catalogue/read.server.ts): evaluating it again reads afresh.
      for (const environment of Object.values(server.environments)) {
        const module = environment.moduleGraph.getModuleById(CATALOGUE_MODULE)
        if (module) environment.moduleGraph.invalidateModule(module)
      }
      server.config.logger.info('Catalogue OK', { timestamp: true })
      server.ws.send({ type: 'full-reload' })
      return
    }
    const message = [HEADER, ...lines].join('\n')
    server.config.logger.error(message, { timestamp: true })
    server.ws.send({ type: 'error', err: { message, stack: '' } })
  }
  server.watcher.on('change', onChange)
  server.watcher.on('add', onChange)
  server.watcher.on('unlink', onChange)
}
