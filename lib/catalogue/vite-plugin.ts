// Vite plugin: the build (and the dev server) refuse to start on a broken catalogue,
// printing one line per problem and no stack trace: the owner edits these files (decision 002).
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { checkCatalogue, clearCatalogueCache, loadCatalogue, type LoadOptions } from './load'
import { BAG_MODULE_ID, bagCatalogue, bagModuleCode } from './bag-products'
import { NAV_MODULE_ID, navModuleCode, siteNav } from './nav'
import { formatProblem } from './validate'

export type CatalogueCheckOptions = LoadOptions

const HEADER = 'The catalogue in data/ has problems:'

const RESOLVED_NAV_ID = `\0${NAV_MODULE_ID}`
const RESOLVED_BAG_ID = `\0${BAG_MODULE_ID}`

/**
 * Also serves `virtual:catalogue-nav` (lib/catalogue/nav.ts) and `virtual:catalogue-bag`
 * (lib/catalogue/bag-products.ts): the few catalogue fields the layout and the bag's store need
 * on every page, so the client bundle never carries whole JSON files for them.
 */
export function catalogueCheck(opts: CatalogueCheckOptions = {}): Plugin {
  let checkedThisProcess = false
  return {
    name: 'catalogue-check',
    resolveId(id) {
      if (id === NAV_MODULE_ID) return RESOLVED_NAV_ID
      if (id === BAG_MODULE_ID) return RESOLVED_BAG_ID
      return undefined
    },
    load(id) {
      if (id === RESOLVED_NAV_ID) return navModuleCode(siteNav(loadCatalogue(opts)))
      if (id === RESOLVED_BAG_ID) return bagModuleCode(bagCatalogue(loadCatalogue(opts)))
      return undefined
    },
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

/** While the dev server runs, a saved edit is re-checked: problems show in the terminal and the browser overlay. */
function watchCatalogue(server: ViteDevServer, opts: CatalogueCheckOptions) {
  const dataDir = path.resolve(opts.dataDir ?? 'data')
  const blogDir = path.resolve(opts.blogDir ?? path.join(dataDir, 'blog'))
  server.watcher.add([dataDir, blogDir])
  const onChange = (file: string) => {
    if (!file.endsWith('.json') || !(file.startsWith(dataDir) || file.startsWith(blogDir))) return
    clearCatalogueCache()
    const lines = checkCatalogue(opts).problems.map(formatProblem)
    if (lines.length === 0) {
      for (const environment of Object.values(server.environments)) {
        for (const id of [RESOLVED_NAV_ID, RESOLVED_BAG_ID]) {
          const module = environment.moduleGraph.getModuleById(id)
          if (module) environment.moduleGraph.invalidateModule(module)
        }
      }
      server.config.logger.info('Catalogue OK', { timestamp: true })
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
