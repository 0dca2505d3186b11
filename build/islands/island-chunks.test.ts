import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { islandChunks, islandLoaders, withIslandChunks } from './island-chunks'

describe('islandLoaders: the islands a module declares', () => {
  it("reads each loader's name, quoted or not, and the module it imports", () => {
    const program = parseAst(`
      import { declareIslands } from '../../lib/islands/declare'
      export const bagIslands = declareIslands({
        'bag-button': () => import('./BagButton').then((module) => module.BagButton),
        upsell: () => import("./UpsellIsland").then((module) => module.UpsellIsland),
      })
      const unrelated = { other: () => import('./Other') }
    `)
    expect(islandLoaders(program)).toEqual([
      { name: 'bag-button', specifier: './BagButton' },
      { name: 'upsell', specifier: './UpsellIsland' },
    ])
  })

  it('refuses a loader whose module is computed: its chunk could not be known', () => {
    const program = parseAst(`declareIslands({ garage: () => import('./' + which) })`)
    expect(() => islandLoaders(program)).toThrow('island "garage"')
  })
})

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[]; moduleIds: string[] }
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []): Chunk => ({ type: 'chunk', fileName, imports, dynamicImports, moduleIds })

/** The site's shape: an island's module shares a chunk with another; it imports React and a kit, which imports more; its overlay is a dynamic import. */
function siteBundle(): Record<string, Chunk | { type: 'asset'; fileName: string }> {
  const outputs = [
    chunk('assets/entries/pages_client.js', ['/repo/pages/+client.ts', '/repo/lib/islands/start.ts']),
    chunk('assets/chunks/react.js', ['/repo/node_modules/react/index.js'], ['assets/entries/pages_client.js']),
    chunk(
      'assets/chunks/menu.js',
      ['/repo/components/layout/header/MobileMenu.tsx', '/repo/components/layout/header/nav-links.ts'],
      ['assets/chunks/react.js', 'assets/chunks/kit.js'],
      ['assets/chunks/drawer.js'],
    ),
    chunk('assets/chunks/kit.js', ['/repo/lib/islands/overlay-code.ts'], ['assets/chunks/when-idle.js', 'assets/entries/pages_client.js']),
    chunk('assets/chunks/when-idle.js', ['/repo/lib/islands/on-browser-idle.ts']),
    chunk('assets/chunks/drawer.js', ['/repo/components/layout/header/MobileMenuDrawer.tsx'], ['assets/chunks/react.js']),
    { type: 'asset' as const, fileName: 'assets/styles.css' },
  ]
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]))
}

describe('islandChunks: every script an island needs', () => {
  it("lists the chunk holding the island's module and all it imports statically, not the entry nor the overlays it loads later", () => {
    const lists = islandChunks(new Map([['mobile-menu', '/repo/components/layout/header/MobileMenu.tsx']]), 'assets/entries/pages_client.js', siteBundle())
    expect(lists['mobile-menu']).toEqual(['/assets/chunks/menu.js', '/assets/chunks/react.js', '/assets/chunks/kit.js', '/assets/chunks/when-idle.js'])
  })

  it("finds a module the bundler merged into a shared chunk, and prefixes the site's base", () => {
    const lists = islandChunks(new Map([['links', '/repo/components/layout/header/nav-links.ts']]), 'assets/entries/pages_client.js', siteBundle(), '/shop/')
    expect(lists.links?.[0]).toBe('/shop/assets/chunks/menu.js')
  })

  it('fails when no chunk holds an island', () => {
    expect(() => islandChunks(new Map([['ghost', '/repo/components/Ghost.tsx']]), 'assets/entries/pages_client.js', siteBundle())).toThrow('island "ghost"')
  })
})

describe('withIslandChunks: the lists on the prerendered pages', () => {
  const lists = { 'mobile-menu': ['/assets/chunks/menu.js', '/assets/chunks/react.js'], toasts: ['/assets/chunks/toasts&more.js'] }

  it("puts each island's list on its container, once, and leaves the rest of the page as it was", () => {
    const page =
      '<header><span data-island="mobile-menu" data-island-id="mobile-menu" data-when="idle">…</span></header><p>a data-island=&quot;mobile-menu&quot; in text, as React escapes it</p><div data-island="toasts" data-when="idle"></div>'
    const once = withIslandChunks(page, lists)
    expect(once).toBe(
      '<header><span data-island="mobile-menu" data-island-chunks="/assets/chunks/menu.js /assets/chunks/react.js" data-island-id="mobile-menu" data-when="idle">…</span></header><p>a data-island=&quot;mobile-menu&quot; in text, as React escapes it</p><div data-island="toasts" data-island-chunks="/assets/chunks/toasts&amp;more.js" data-when="idle"></div>',
    )
    expect(withIslandChunks(once, lists)).toBe(once)
  })

  it('fails on an island the lists do not know: pages and lists from different builds', () => {
    expect(() => withIslandChunks('<div data-island="garage"></div>', lists)).toThrow('island "garage"')
  })
})
