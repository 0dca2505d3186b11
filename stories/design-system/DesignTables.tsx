// The tables of the design-system pages (*.mdx beside this file); every figure comes from
// ./theme-data.ts, which reads the theme's definitions.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import * as runtimeRecipes from 'styled-system/recipes'
import { NON_TEXT_MIN, TEXT_MIN, fontSizes, fonts, pairings, radii, recipeSummaries, semanticColours, slotRecipeSummaries, spacing, fontWeights, lineHeights, type RecipeSummary } from './theme-data'

const table = css({ borderCollapse: 'collapse', fontSize: 'sm', '& th, & td': { textAlign: 'left', p: '2', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'top' } })
const swatch = css({ display: 'inline-block', w: '8', h: '8', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default' })
const flag = css({ color: 'danger.default', fontWeight: 'bold' })

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`

/** Every semantic colour, what it points at, and its contrast on each surface it is read on. */
export function ColourTable() {
  return (
    <table className={table}>
      <thead>
        <tr>
          <th>Token</th>
          <th>Colour</th>
          <th>On the surfaces it sits on</th>
        </tr>
      </thead>
      <tbody>
        {semanticColours.map((colour) => (
          <tr key={colour.name} data-token={colour.name}>
            <td>
              <code>{colour.name}</code>
            </td>
            <td>
              <span className={swatch} style={{ background: colour.value }} /> <code>{colour.ref ?? colour.value}</code> {colour.ref ? <code>{colour.value}</code> : null}
            </td>
            <td>
              {colour.rgb ? (
                <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
                  {pairings(colour).map(({ surface, ratio }) => (
                    <li
                      key={surface.name}
                      data-surface={surface.name}
                      data-ratio={ratio.toFixed(2)}
                      className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '2', minW: '9rem' })}
                    >
                      <span style={{ background: surface.value, color: colour.value, display: 'block', padding: '4px 8px', borderRadius: 4, fontWeight: 600 }}>Aa Book now</span>
                      <code>{surface.name}</code> {ratioText(ratio)}{' '}
                      {ratio < TEXT_MIN ? <span className={flag}>{ratio < NON_TEXT_MIN ? `below ${NON_TEXT_MIN}:1` : `below ${TEXT_MIN}:1 for text`}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                'translucent: drawn over the page, so its contrast depends on what is under it'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function NameValueTable({ rows, sample }: { rows: { name: string; value: string }[]; sample: (value: string) => ReactNode }) {
  return (
    <table className={table}>
      <thead>
        <tr>
          <th>Token</th>
          <th>Value</th>
          <th>Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ name, value }) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>{sample(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export const FontTable = () => <NameValueTable rows={fonts} sample={(value) => <span style={{ fontFamily: value }}>Mobile detailing in Katy, TX</span>} />
export const TypeScale = () => <NameValueTable rows={fontSizes} sample={(value) => <span style={{ fontSize: value, lineHeight: 1.2 }}>Signature Detail</span>} />
export const WeightTable = () => <NameValueTable rows={fontWeights} sample={(value) => <span style={{ fontWeight: value }}>Signature Detail</span>} />
export const LineHeightTable = () => (
  <NameValueTable
    rows={lineHeights}
    sample={(value) => <span style={{ lineHeight: value, display: 'block', maxWidth: '16rem' }}>We come to your driveway with water and power, and leave the car spotless.</span>}
  />
)
export const SpacingScale = () => <NameValueTable rows={spacing} sample={(value) => <span style={{ display: 'block', width: value, height: 12, background: 'var(--colors-accent-default)' }} />} />
export const RadiiScale = () => (
  <NameValueTable
    rows={radii}
    sample={(value) => <span style={{ display: 'block', width: 48, height: 48, borderRadius: value, background: 'var(--colors-brand-subtle)', border: '1px solid var(--colors-border-default)' }} />}
  />
)

type RecipeFn = (props?: Record<string, unknown>) => string

/** What each recipe styles, to show it on: the element the kit puts its class on. */
function Sample({ name, className, label }: { name: string; className: string; label: string }) {
  switch (name) {
    case 'button':
    case 'closeButton':
      return (
        <button type="button" className={className} aria-label={name === 'closeButton' ? `Close (${label})` : undefined}>
          {name === 'closeButton' ? '×' : label}
        </button>
      )
    case 'input':
      return <input className={className} aria-label={label} defaultValue={label} />
    case 'spinner':
      return <span className={className} aria-label={label} role="img" />
    default:
      return <div className={className}>{label}</div>
  }
}

function RecipeVariants({ recipe }: { recipe: RecipeSummary }) {
  const fn = (runtimeRecipes as unknown as Record<string, RecipeFn | undefined>)[recipe.name]
  return (
    <section data-recipe={recipe.name} className={css({ mb: '8' })}>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <code>{recipe.name}</code>
      </h3>
      {recipe.description ? <p>{recipe.description}</p> : null}
      {recipe.variants.length === 0 ? <p>No variants.</p> : null}
      {recipe.variants.map(([variant, values]) => (
        <div key={variant} className={css({ mb: '4' })}>
          <p>
            <code>{variant}</code> (default <code>{String(recipe.defaults[variant] ?? 'none')}</code>)
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
            {values.map((value) => (
              <figure key={value} data-variant={`${variant}=${value}`} className={css({ m: '0', display: 'grid', gap: '2', justifyItems: 'start' })}>
                {fn ? <Sample name={recipe.name} className={fn({ [variant]: value })} label={value} /> : null}
                <figcaption>
                  <code>{value}</code>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      ))}
    </section>
  )
}

export const RecipeGallery = () => (
  <>
    {recipeSummaries.map((recipe) => (
      <RecipeVariants key={recipe.name} recipe={recipe} />
    ))}
  </>
)

/** Slot recipes style a composed part (a dialog, a menu): their variants and slots, and where to see them. */
export function SlotRecipeTable() {
  return (
    <table className={table}>
      <thead>
        <tr>
          <th>Recipe</th>
          <th>Slots</th>
          <th>Variants</th>
        </tr>
      </thead>
      <tbody>
        {slotRecipeSummaries.map((recipe) => (
          <tr key={recipe.name}>
            <td>
              <code>{recipe.name}</code>
            </td>
            <td>{recipe.slots?.join(', ')}</td>
            <td>
              {recipe.variants.length === 0
                ? 'none'
                : recipe.variants.map(([variant, values]) => `${variant}: ${values.join(' | ')} (default ${String(recipe.defaults[variant] ?? 'none')})`).join('; ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
