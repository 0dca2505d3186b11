import { describe, expect, it } from 'vitest'
import { chunksLoadedBy, COMPILE_HINT, compileHints } from './compile-hints'

type Output =
  | { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; dynamicImports: string[]; code: string; map: { mappings: string } | null }
  | { type: 'asset'; fileName: string; source: string }

const chunk = (fileName: string, fields: Partial<Extract<Output, { type: 'chunk' }>> = {}): Output => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  code: `export const x = 1 // ${fileName}\n`,
  map: null,
  ...fields,
})

/** The site's shape: the runtime loads React and islands; an island loads an overlay; the CMS is an entry of its own. */
function siteBundle(): Record<string, Output> {
  const outputs: Output[] = [
    chunk('assets/entries/pages_client.js', { isEntry: true, facadeModuleId: '/repo/pages/+client.ts', dynamicImports: ['assets/chunks/island.js', 'assets/chunks/react.js'] }),
    chunk('assets/chunks/react.js'),
    chunk('assets/chunks/island.js', { imports: ['assets/chunks/react.js'], dynamicImports: ['assets/chunks/overlay.js'] }),
    chunk('assets/chunks/overlay.js', { imports: ['assets/chunks/react.js', 'assets/chunks/ark.js'], map: { mappings: 'AAAA;AACA' } }),
    chunk('assets/chunks/ark.js'),
    { type: 'asset', fileName: 'assets/chunks/ark.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
    chunk('assets/entries/pages_admin_client.js', { isEntry: true, facadeModuleId: '/repo/pages/admin/+client.ts', imports: ['assets/chunks/cms-only.js'] }),
    chunk('assets/chunks/cms-only.js'),
  ]
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]))
}

function runPlugin(bundle: Record<string, Output>) {
  const plugin = compileHints('pages/+client.ts')
  type Generate = (this: { error: (message: string) => never }, options: unknown, bundle: Record<string, Output>) => void
  const hook = plugin.generateBundle as Generate | { handler: Generate }
  const generate = typeof hook === 'function' ? hook : hook.handler
  generate.call(
    {
      error: (message: string) => {
        throw new Error(message)
      },
    },
    {},
    bundle,
  )
}

const code = (bundle: Record<string, Output>, file: string) => (bundle[file] as Extract<Output, { type: 'chunk' }>).code

describe('chunksLoadedBy', () => {
  it("follows static and dynamic imports to every chunk the entry can load, not the entry's own", () => {
    expect([...chunksLoadedBy('assets/entries/pages_client.js', siteBundle())].sort()).toEqual([
      'assets/chunks/ark.js',
      'assets/chunks/island.js',
      'assets/chunks/overlay.js',
      'assets/chunks/react.js',
    ])
  })
})

describe('compileHints', () => {
  it("starts every chunk the public runtime loads with V8's compile hint (https://v8.dev/blog/explicit-compile-hints)", () => {
    const bundle = siteBundle()
    runPlugin(bundle)
    for (const file of ['assets/chunks/react.js', 'assets/chunks/island.js', 'assets/chunks/overlay.js', 'assets/chunks/ark.js']) {
      expect(code(bundle, file).startsWith(COMPILE_HINT), file).toBe(true)
      expect(code(bundle, file).slice(COMPILE_HINT.length)).toBe(`export const x = 1 // ${file}\n`)
    }
  })

  it("leaves the entry and the CMS's own chunks as they were", () => {
    const bundle = siteBundle()
    runPlugin(bundle)
    for (const file of ['assets/entries/pages_client.js', 'assets/entries/pages_admin_client.js', 'assets/chunks/cms-only.js']) expect(code(bundle, file)).not.toContain('allFunctionsCalledOnLoad')
  })

  it('moves a source map down the line the comment takes, in the chunk and in a map file beside it', () => {
    const bundle = siteBundle()
    runPlugin(bundle)
    expect((bundle['assets/chunks/overlay.js'] as Extract<Output, { type: 'chunk' }>).map!.mappings).toBe(';AAAA;AACA')
    expect(JSON.parse((bundle['assets/chunks/ark.js.map'] as Extract<Output, { type: 'asset' }>).source).mappings).toBe(';AAAA')
  })

  it('fails the build when the entry it was given is not in the bundle', () => {
    const bundle = siteBundle()
    delete bundle['assets/entries/pages_client.js']
    expect(() => runPlugin(bundle)).toThrow('compile-hints: no entry chunk for pages/+client.ts')
  })
})
