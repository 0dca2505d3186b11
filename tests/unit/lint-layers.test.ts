// The layering eslint.config.js enforces (decision 122), checked against the real config: each
// case lints one import as if it were in an existing file of the repository. A zone that stops
// matching (a renamed folder, a registry written another way, a glob the plugin reads
// differently) would let every crossing through in silence; here it fails.
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const RULE = 'import/no-restricted-paths'

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

describe('features do not reach into each other (decision 122)', () => {
  it("refuses another feature's internals in a plain feature module", async () => {
    const errors = await layerErrors('components/catalogue-pages/blog/BlogCard.tsx', "import { infoPageData } from '../info/data'\nexport const x = infoPageData\n")
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('decision 122')
  })

  it("refuses even another feature's entry component outside a composition point", async () => {
    expect(await layerErrors('components/catalogue-pages/blog/BlogCard.tsx', "import { InfoPage } from '../info/InfoPage'\nexport const x = InfoPage\n")).toHaveLength(1)
  })

  it("lets an island root (read from the registry) render another feature's entry component, not its internals", async () => {
    expect(await layerErrors('components/engagement/EngagementRegion.tsx', "import { ChatAssistant } from '../chat/ChatAssistant'\nexport const x = ChatAssistant\n")).toEqual([])
    expect(await layerErrors('components/engagement/EngagementRegion.tsx', "import { DISCOUNT_MESSAGES } from '../discount/messages'\nexport const x = DISCOUNT_MESSAGES\n")).toHaveLength(1)
  })

  it('lets a page-level component render other features, not read their internals', async () => {
    expect(await layerErrors('components/catalogue-pages/services/ServiceDetailPage.tsx', "import { AddToBag } from '../bag/AddToBag'\nexport const x = AddToBag\n")).toEqual([])
    expect(await layerErrors('components/catalogue-pages/services/ServiceDetailPage.tsx', "import { homeData } from '../home/data'\nexport const x = homeData\n")).toHaveLength(1)
  })

  it('lets the shell compose entry components, never internals', async () => {
    expect(await layerErrors('components/layout/SiteLayout.tsx', "import { BagButton } from '../bag/BagButton'\nexport const x = BagButton\n")).toEqual([])
    expect(await layerErrors('components/layout/SiteLayout.tsx', "import { DISCOUNT_MESSAGES } from '../discount/messages'\nexport const x = DISCOUNT_MESSAGES\n")).toHaveLength(1)
  })

  it('refuses the shell and the registry to every feature', async () => {
    expect(await layerErrors('components/bag/BagButton.tsx', "import { SiteLayout } from '../layout/SiteLayout'\nexport const x = SiteLayout\n")).toHaveLength(1)
    expect(await layerErrors('components/bag/BagButton.tsx', "import { islandRegistry } from '../islands/registry'\nexport const x = islandRegistry\n")).toHaveLength(1)
  })

  it('allows a feature its own folder, components/ui/ and lib/', async () => {
    const source =
      "import { CartItemRow } from './CartItemRow'\nimport { BodyPortal } from '../ui/BodyPortal'\nimport { bagActions } from '../../lib/bag/bag-store'\nexport const x = [CartItemRow, BodyPortal, bagActions]\n"
    expect(await layerErrors('components/bag/BagButton.tsx', source)).toEqual([])
  })
})

describe('layers (decision 122)', () => {
  it('keeps components/ui/ and lib/ below every feature', async () => {
    expect(await layerErrors('lib/format/date.ts', "import { AddToBag } from '../../components/bag/AddToBag'\nexport const x = AddToBag\n")).toHaveLength(1)
    expect(await layerErrors('components/ui/body-portal.tsx', "import { AddToBag } from '../bag/AddToBag'\nexport const x = AddToBag\n")).toHaveLength(1)
    expect(await layerErrors('lib/bag/bag-store.ts', "import { showToast } from '../../lib/toast/show-toast'\nexport const x = showToast\n")).toEqual([])
  })

  it('lets nothing import pages/', async () => {
    expect(await layerErrors('components/bag/BagButton.tsx', "import config from '../../pages/+config'\nexport const x = config\n")).toHaveLength(1)
    expect(await layerErrors('lib/format/date.ts', "import config from '../../pages/+config'\nexport const x = config\n")).toHaveLength(1)
  })
})
