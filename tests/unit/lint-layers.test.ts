// The layering eslint.config.js enforces (docs/decisions/122-lint-layers-and-feature-boundaries.md), checked against the real config: each
// case lints one import as if it were in an existing file of the repository. A zone that stops
// matching (a renamed folder, a domain missing from the hand-written list, a glob the plugin
// reads differently) would let every crossing through in silence; here it fails.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// Without the trailing slash: `${root}/file` must be the file's real path, which no-cycle compares.
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '')
const RULE = 'import/no-restricted-paths'
// eslint's package exports no bin path: find it beside its package.json.
const ESLINT_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('eslint/package.json')), 'bin/eslint.js')

let eslint: ESLint
// Loading the config and its plugins takes seconds on a busy machine: done once, here, with room.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.lintText('', { filePath: `${root}/components/bag/BagButton.tsx` })
}, 60_000)

/** The messages of the layering rule for `source` linted as the file at `filePath`. */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${filePath}` })
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message)
}

// Each lint walks the files an import leads to (no-cycle): seconds each on a busy machine.
describe('domains meet only at their public entries (decision 122)', { timeout: 60_000 }, () => {
  it("refuses another domain's internals", async () => {
    const errors = await layerErrors('components/catalogue-pages/blog/BlogCard.tsx', "import { bookingData } from '../../booking/data'\nexport const x = bookingData\n")
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('components/booking/index.ts')
  })

  it("allows another domain's index.ts", async () => {
    expect(await layerErrors('components/booking/BookingPage.tsx', "import { AddOnList } from '../catalogue-pages'\nexport const x = AddOnList\n")).toEqual([])
    expect(await layerErrors('components/booking/BookingPage.tsx', "import { AddOnList } from '../catalogue-pages/index'\nexport const x = AddOnList\n")).toEqual([])
  })

  it('keeps the layout on top: it composes the domains, none imports it', async () => {
    expect(await layerErrors('components/layout/SiteLayout.tsx', "import { BagButton } from '../bag'\nexport const x = BagButton\n")).toEqual([])
    expect(await layerErrors('components/bag/BagButton.tsx', "import { SiteLayout } from '../layout'\nexport const x = SiteLayout\n")).toHaveLength(1)
  })

  it("lets the browser's island registry read a domain's islands.ts, and no domain read the registry", async () => {
    expect(await layerErrors('components/islands/registry.ts', "import { bagIslands } from '../bag/islands'\nexport const x = bagIslands\n")).toEqual([])
    expect(await layerErrors('components/bag/BagButton.tsx', "import { islands } from '../islands/registry'\nexport const x = islands\n")).toHaveLength(1)
  })

  it('lets pages import a domain through its entry only', async () => {
    expect(await layerErrors('pages/login/+Page.tsx', "import { LoginPanel } from '../../components/account'\nexport const x = LoginPanel\n")).toEqual([])
    expect(await layerErrors('pages/login/+Page.tsx', "import { LoginForm } from '../../components/account/LoginForm'\nexport const x = LoginForm\n")).toHaveLength(1)
  })

  it('allows a domain its own folder, components/ui/ and lib/', async () => {
    const source =
      "import { CartItemRow } from './CartItemRow'\nimport { BodyPortal } from '../ui/body-portal'\nimport { bagActions } from './bag-store'\nimport { formatPrice } from '../../lib/format/price'\nexport const x = [CartItemRow, BodyPortal, bagActions, formatPrice]\n"
    expect(await layerErrors('components/bag/BagButton.tsx', source)).toEqual([])
  })
})

describe('layers (decision 122)', { timeout: 60_000 }, () => {
  it('keeps components/ui/ below every domain and lib/ below all of components/', async () => {
    expect(await layerErrors('components/ui/body-portal.tsx', "import { AddToBag } from '../bag'\nexport const x = AddToBag\n")).toHaveLength(1)
    expect(await layerErrors('lib/format/date.ts', "import { AddToBag } from '../../components/bag'\nexport const x = AddToBag\n")).toHaveLength(1)
    expect(await layerErrors('lib/toast/show-toast.ts', "import { Dialog } from '../../components/ui/dialog'\nexport const x = Dialog\n")).toHaveLength(1)
    expect(await layerErrors('lib/toast/show-toast.ts', "import { browserStorage } from '../storage/safe-storage'\nexport const x = browserStorage\n")).toEqual([])
  })

  it('lets nothing import pages/', async () => {
    expect(await layerErrors('components/bag/BagButton.tsx', "import config from '../../pages/+config'\nexport const x = config\n")).toHaveLength(1)
    expect(await layerErrors('lib/format/date.ts', "import config from '../../pages/+config'\nexport const x = config\n")).toHaveLength(1)
  })

  it('refuses an import cycle (through a domain entry back to the importer)', async () => {
    // In its own process, as `npm run lint` runs it: inside Vitest's module runner the import
    // plugin cannot load the parser it reads the other files with, and sees no cycle at all.
    const run = spawnSync(process.execPath, [ESLINT_BIN, '--format', 'json', '--stdin', '--stdin-filename', 'components/catalogue-pages/FaqList.tsx'], {
      cwd: root,
      input: "import { HomePage } from './index'\nexport const x = HomePage\n",
      encoding: 'utf8',
    })
    const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[]
    expect(result!.messages.map((m) => m.ruleId)).toContain('import/no-cycle')
  })
})
