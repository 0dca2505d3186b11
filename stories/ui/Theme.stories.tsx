import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { badge, button } from 'styled-system/recipes'
import { token, type ColorToken } from 'styled-system/tokens'
import { semanticTokens } from '../../components/ui/theme/tokens'

/** Leaf paths of a token tree: { bg: { canvas: { value } } } -> ['bg.canvas']. */
function tokenPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (node && typeof node === 'object' && 'value' in node) return [key === 'DEFAULT' ? prefix : path]
    return node && typeof node === 'object' ? tokenPaths(node as object, path) : []
  })
}

/**
 * Every semantic colour token components may use, read from the theme source itself
 * (components/ui/theme/tokens.ts; @pandacss/dev's define* helpers are identity functions and
 * browser-safe), so a new token shows up here and in the baseline without touching this story.
 */
const SEMANTIC_COLORS = tokenPaths(semanticTokens.colors ?? {}) as ColorToken[]

// Panda only emits CSS for recipe variants it can see statically, so each call is literal.
const BUTTON_VARIANTS = [
  ['solid', button({ variant: 'solid' })],
  ['brand', button({ variant: 'brand' })],
  ['outline', button({ variant: 'outline' })],
  ['ghost', button({ variant: 'ghost' })],
  ['link', button({ variant: 'link' })],
] as const
const BUTTON_SIZES = [
  ['sm', button({ size: 'sm' })],
  ['md', button({ size: 'md' })],
  ['lg', button({ size: 'lg' })],
] as const
const BADGE_VARIANTS = [
  ['count', badge({ variant: 'count' })],
  ['subtle', badge({ variant: 'subtle' })],
  ['popular', badge({ variant: 'popular' })],
  ['step', badge({ variant: 'step' })],
] as const

const section = css({ display: 'grid', gap: '3', mb: '8' })
const heading = css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg.default' })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })

function Swatches() {
  return (
    <ul aria-label="Semantic colours" className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
      {SEMANTIC_COLORS.map((name) => (
        <li key={name} data-token={name} className={css({ display: 'grid', gap: '1', fontSize: 'xs', color: 'fg.default' })}>
          <span aria-hidden className={css({ h: '12', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default' })} style={{ background: token.var(`colors.${name}`) }} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  )
}

function ThemePage() {
  return (
    <div className={css({ fontFamily: 'body', color: 'fg.default', maxW: 'content' })}>
      <section className={section}>
        <h2 className={heading}>Semantic colours</h2>
        <Swatches />
      </section>
      <section className={section} aria-label="Button variants">
        <h2 className={heading}>Button: variants</h2>
        <div className={row}>
          {BUTTON_VARIANTS.map(([name, cls]) => (
            <button key={name} type="button" className={cls}>
              {name}
            </button>
          ))}
          <button type="button" className={button()} disabled>
            disabled
          </button>
        </div>
      </section>
      <section className={section} aria-label="Button sizes">
        <h2 className={heading}>Button: sizes</h2>
        <div className={row}>
          {BUTTON_SIZES.map(([name, cls]) => (
            <button key={name} type="button" className={cls}>
              Book now ({name})
            </button>
          ))}
        </div>
      </section>
      <section className={section} aria-label="Badges">
        <h2 className={heading}>Badge</h2>
        <div className={row}>
          {BADGE_VARIANTS.map(([name, cls]) => (
            <span key={name} className={cls}>
              {name === 'count' ? '3' : name === 'step' ? '1' : name}
            </span>
          ))}
        </div>
      </section>
    </div>
  )
}

/** The semantic colours and the button and badge variants on one page, as the baseline photographs them; the Design system pages give each token's value and contrast. */
const meta = {
  title: 'UI/Theme',
  component: ThemePage,
} satisfies Meta<typeof ThemePage>

export default meta
type Story = StoryObj<typeof meta>

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Every semantic token resolves to a real colour (Panda's CSS variables are loaded).
    const swatches = canvas.getByRole('list', { name: 'Semantic colours' }).querySelectorAll('li span')
    await expect(SEMANTIC_COLORS.length).toBeGreaterThan(20)
    await expect(swatches).toHaveLength(SEMANTIC_COLORS.length)
    for (const swatch of swatches) {
      const bg = getComputedStyle(swatch).backgroundColor
      await expect(bg).not.toBe('rgba(0, 0, 0, 0)')
    }
    // The story shows every variant the recipe declares, so a new one cannot be forgotten.
    await expect(BUTTON_VARIANTS.map(([v]) => v)).toEqual(button.variantMap.variant)
    await expect(BADGE_VARIANTS.map(([v]) => v)).toEqual(badge.variantMap.variant)
    // The recipe's CSS is applied: the solid button is not the browser default.
    const solid = canvas.getByRole('button', { name: 'solid' })
    await expect(getComputedStyle(solid).backgroundColor).toBe('rgb(10, 107, 119)') // accent.default = aqua.700
    await expect(canvas.getByRole('button', { name: 'disabled' })).toBeDisabled()
  },
}
