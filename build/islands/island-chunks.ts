// Every script an island needs, written down at build time, so that the island runtime can ask for
// them all at once (decision 110). A module's static imports are only known to the browser once
// it has fetched and parsed that module, and parsing waits for the main thread: a tapped island's
// code arrived one level of imports at a time, each level queued behind whatever the page was
// running (React's evaluation, another island's hydration), before an early tap could even hydrate. This plugin reads each domain's `declareIslands({ name: () =>
// import('./Module') })`, finds the chunk that holds each island's module and every chunk that
// chunk imports statically, and writes the lists to `island-chunks.json` beside the client build;
// build/islands/write-island-chunks.ts puts each list on the island's container in the prerendered pages.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { entryChunk } from './entry-chunk'
import { ISLAND_ATTRIBUTES } from '../../lib/islands/protocol'

export const ISLAND_CHUNKS_FILE = 'island-chunks.json'

/** An island's name and the module its loader imports (the specifier as written). */
export interface IslandLoader {
  name: string
  specifier: string
}

interface Node {
  type: string
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const item of node) yield* walk(item)
  else if (isNode(node)) {
    yield node
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') yield* walk(value)
  }
}

/**
 * The loaders of every `declareIslands({ … })` call in a module's syntax tree (ESTree): each
 * property's key and the string its `import()` names. A loader that imports anything else (a
 * computed path) is an error: the island's chunk could not be known.
 */
export function islandLoaders(program: unknown): IslandLoader[] {
  const loaders: IslandLoader[] = []
  for (const node of walk(program)) {
    const callee = node.callee as Node | undefined
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'declareIslands') continue
    const [declarations] = node.arguments as Node[]
    if (declarations?.type !== 'ObjectExpression') continue
    for (const property of declarations.properties as Node[]) {
      const key = property.key as Node
      const name = key.type === 'Identifier' ? (key.name as string) : String(key.value)
      const imported = [...walk(property.value)].find((inner) => inner.type === 'ImportExpression')
      const source = imported?.source as Node | undefined
      if (source?.type !== 'Literal' || typeof source.value !== 'string') throw new Error(`island "${name}": its loader must be () => import('a literal path')`)
      loaders.push({ name, specifier: source.value })
    }
  }
  return loaders
}

interface ChunkLike {
  type: string
  fileName?: string
  imports?: readonly string[]
  moduleIds?: readonly string[]
}

/** `file` and every chunk it imports statically, directly or not: what evaluating it needs. */
export function staticClosure(file: string, bundle: Readonly<Record<string, ChunkLike>>, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file]
  if (seen.has(file) || chunk?.type !== 'chunk') return seen
  seen.add(file)
  for (const imported of chunk.imports ?? []) staticClosure(imported, bundle, seen)
  return seen
}

/**
 * For each island (its name and the id of the module its loader imports), the root-relative URLs
 * of the chunk holding that module and of everything it imports statically, the entry excepted
 * (it is already running). `base` is the site's base path, ending in a slash.
 */
export function islandChunks(islands: ReadonlyMap<string, string>, entry: string, bundle: Readonly<Record<string, ChunkLike>>, base = '/'): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const lists: Record<string, string[]> = {}
  for (const [name, moduleId] of islands) {
    const holder = chunks.find((chunk) => chunk.moduleIds?.includes(moduleId))
    if (!holder?.fileName) throw new Error(`island "${name}": no chunk holds ${moduleId}`)
    const closure = staticClosure(holder.fileName, bundle)
    closure.delete(entry)
    lists[name] = [...closure].map((file) => `${base}${file}`)
  }
  return lists
}

/** `entryModule`: the path, relative to the project, of the island runtime's entry (pages/+client.ts). */
export function islandChunksPlugin(entryModule: string): Plugin {
  const islands = new Map<string, string>()
  let base = '/'
  return {
    name: 'island-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      base = config.base
    },
    transform: {
      // After TypeScript is stripped: the syntax tree is plain JavaScript's.
      order: 'post',
      async handler(code, id) {
        if (!code.includes('declareIslands(')) return null
        for (const { name, specifier } of islandLoaders(this.parse(code))) {
          const resolved = await this.resolve(specifier, id)
          if (!resolved) this.error(`island "${name}": cannot resolve ${specifier} from ${id}`)
          islands.set(name, resolved.id)
        }
        return null
      },
    },
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        const entry = entryChunk(bundle, entryModule)
        // Another client build (the owner's CMS) has no islands.
        if (!entry) return
        try {
          const lists = islandChunks(islands, entry.fileName, bundle, base)
          // Beside the client folder, not in it: the pages carry the lists, the site does not serve the file.
          const folder = path.dirname(options.dir ?? 'dist/client')
          fs.mkdirSync(folder, { recursive: true })
          fs.writeFileSync(path.join(folder, ISLAND_CHUNKS_FILE), `${JSON.stringify(lists, null, 2)}\n`)
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error))
        }
      },
    },
  }
}

/** ` data-island="name"` not already followed by a list (the attribute names are protocol.ts's, plain letters and dashes). */
const ISLAND_WITHOUT_LIST = new RegExp(` ${ISLAND_ATTRIBUTES.name}="([^"]*)"(?! ${ISLAND_ATTRIBUTES.chunks}=)`, 'g')

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * The page with each island container's list of scripts (`data-island-chunks`, read by
 * lib/islands/start.ts) after its `data-island="name"`, as lib/islands/Island.tsx writes it. A
 * container that already has a list keeps it; an island the lists do not know is an error: the
 * pages and the lists are from different builds.
 */
export function withIslandChunks(html: string, lists: Readonly<Record<string, readonly string[]>>): string {
  return html.replace(ISLAND_WITHOUT_LIST, (attribute, name: string) => {
    const list = lists[name]
    if (!list) throw new Error(`no chunk list for island "${name}": build the client and the pages together`)
    return `${attribute} ${ISLAND_ATTRIBUTES.chunks}="${escapeAttribute(list.join(' '))}"`
  })
}
