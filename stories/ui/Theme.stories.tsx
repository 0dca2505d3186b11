import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { badge, button } from 'styled-system/recipes'
import { token, type ColorToken } from 'styled-system/tokens'

/**
 * The semantic colour tokens components are allowed to use (components/ui/theme/tokens.ts).
 * Typed against Panda's generated ColorToken, so a renamed or removed token fails typecheck.
 */
const SEMANTIC_COLORS = [
  'bg.canvas', 'bg.subtle', 'bg.muted', 'bg.surface', 'bg.inverted', 'bg.overlay',
  'fg.default', 'fg.muted', 'fg.inverted', 'fg.invertedMuted', 'fg.link',
  'accent.default', 'accent.emphasized', 'accent.fg', 'accent.subtle', 'accent.onDark',
  'brand.default', 'brand.emphasized', 'brand.subtle',
  'border.default', 'border.subtle', 'border.focus',
  'danger.default', 'danger.subtle', 'success.default', 'success.subtle', 'rating',
] as const satisfies readonly ColorToken[]

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
] as const

const section = css({ display: 'grid', gap: '3', mb: '8' })
const heading = css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg.default' })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })

function Swatches() {
  return (
    <ul aria-label="Semantic colours" className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
      {SEMANTIC_COLORS.map((name) => (
        <li key={name} data-token={name} className={css({ display: 'grid', gap: '1', fontSize: 'xs', color: 'fg.default' })}>
          <span
            aria-hidden
            className={css({ h: '12', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default' })}
            style={{ background: token.var(`colors.${name}`) }}
          />
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
            <button key={name} type="button" className={cls}>{name}</button>
          ))}
          <button type="button" className={button()} disabled>disabled</button>
        </div>
      </section>
      <section className={section} aria-label="Button sizes">
        <h2 className={heading}>Button: sizes</h2>
        <div className={row}>
          {BUTTON_SIZES.map(([name, cls]) => (
            <button key={name} type="button" className={cls}>Book now ({name})</button>
          ))}
        </div>
      </section>
      <section className={section} aria-label="Badges">
        <h2 className={heading}>Badge</h2>
        <div className={row}>
          {BADGE_VARIANTS.map(([name, cls]) => (
            <span key={name} className={cls}>{name === 'count' ? '3' : name}</span>
          ))}
        </div>
      </section>
    </div>
  )
}

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
