import { describe, expect, it } from 'vitest'
import { stylesheetsWith, unwrapPreloadCalls } from './without-preload-helper'

// The calls as Vite's build-import-analysis writes them into a chunk before filling in the
// dependency lists (node_modules/vite/dist/node/chunks/node.js, `preloadMethod` and `preloadMarker`).
const ENTRY = `import { t as __vitePreload } from "../chunks/chunk-abc.js";
const islands = {
\taccount: () => __vitePreload(() => import("../chunks/chunk-1.js").then((n) => n.t).then((module) => module.AccountSlot), __VITE_PRELOAD__),
\ttoasts: () => __vitePreload(() => import("../chunks/chunk-2.js").then((m) => m.ToastHost), __VITE_PRELOAD__)
};
`

describe('unwrapPreloadCalls', () => {
  it("calls each loader itself and drops the helper's import, so no page requests the helper", () => {
    const out = unwrapPreloadCalls(ENTRY)!.toString()
    expect(out).not.toContain('__vitePreload')
    expect(out).not.toContain('__VITE_PRELOAD__')
    expect(out).not.toContain('chunk-abc.js')
    expect(out).toContain('account: () => (() => import("../chunks/chunk-1.js").then((n) => n.t).then((module) => module.AccountSlot))()')
  })

  it('keeps the loaders working: each still resolves to its module', async () => {
    const out = unwrapPreloadCalls(ENTRY)!.toString()
    const modules: Record<string, object> = { '../chunks/chunk-1.js': { t: { AccountSlot: 'account' } }, '../chunks/chunk-2.js': { ToastHost: 'toasts' } }
    const body = out.replace(/^const islands = /m, 'return ').replace(/import\(("[^"]+")\)/g, 'load($1)')
    const islands = new Function('load', body)((path: string) => Promise.resolve(modules[path])) as Record<string, () => Promise<unknown>>
    await expect(islands.account!()).resolves.toBe('account')
    await expect(islands.toasts!()).resolves.toBe('toasts')
  })

  it('unwraps nested calls, each closed by its own marker', () => {
    const nested = '__vitePreload(() => import("./a.js").then(() => __vitePreload(() => import("./b.js"), __VITE_PRELOAD__)), __VITE_PRELOAD__)'
    expect(unwrapPreloadCalls(nested)!.toString()).toBe('(() => import("./a.js").then(() => (() => import("./b.js"))()))()')
  })

  it('leaves a chunk without the helper alone', () => {
    expect(unwrapPreloadCalls('export const a = () => import("./x.js")')).toBeNull()
  })
})

describe('stylesheetsWith', () => {
  const chunk = (imports: string[], css: string[] = []) => ({ type: 'chunk', imports, viteMetadata: { importedCss: new Set(css) } })
  it("finds a stylesheet of a chunk's static imports, which the helper would have loaded with it", () => {
    const bundle = { 'island.js': chunk(['shared.js']), 'shared.js': chunk(['island.js'], ['tour.css']), 'plain.js': chunk([]) }
    expect(stylesheetsWith('island.js', bundle)).toEqual(['tour.css'])
    expect(stylesheetsWith('plain.js', bundle)).toEqual([])
  })
})
