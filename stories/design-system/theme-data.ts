// The design system's figures, read from the theme's own definitions (never copied): the
// project's palette and semantic colours (components/ui/theme/tokens.ts), its recipes
// (components/ui/theme/recipe-list.ts) and Panda's preset, which panda.config.ts extends and which
// gives the type scale, spacing and radii. @pandacss/dev's define* helpers are identity functions,
// so these modules run in the browser as they are.
import presetPanda from '@pandacss/dev/presets'
import { semanticTokens, tokens } from '../../components/ui/theme/tokens'
import { recipes, slotRecipes } from '../../components/ui/theme/recipe-list'
import { contrastRatio } from '../support/colours'

type TokenNode = { value: unknown }
type TokenTree = { [key: string]: TokenTree | TokenNode }

const isLeaf = (node: unknown): node is TokenNode => typeof node === 'object' && node !== null && 'value' in node

/** Leaf tokens of a tree in definition order: { bg: { canvas: { value } } } -> [['bg.canvas', value]]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return []
  return Object.entries(tree as TokenTree).flatMap(([key, node]) => {
    const path = key === 'DEFAULT' ? prefix : prefix ? `${prefix}.${key}` : key
    return isLeaf(node) ? [[path, node.value] as [string, unknown]] : leaves(node, path)
  })
}

/** The raw palette by path ('green.50' -> '#ecfdf3'). */
export const palette = new Map(leaves(tokens.colors).map(([path, value]) => [path, String(value)]))

/** '#0a6b77' -> 'rgb(10, 107, 119)', the form stories/support/colours.ts reads. */
function hexToRgb(hex: string): string {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

export type SemanticColour = {
  /** e.g. 'fg.muted' */
  name: string
  /** The palette entry it points at, e.g. 'slate.600' (none for a literal like an rgba() overlay). */
  ref?: string
  /** The colour as written in the theme ('#465062', or the literal). */
  value: string
  /** rgb() of an opaque colour; undefined for a translucent one, which has no fixed contrast. */
  rgb?: string
}

export const semanticColours: SemanticColour[] = leaves(semanticTokens.colors).map(([name, raw]) => {
  const value = String(raw)
  const ref = value.match(/^\{colors\.(.+)\}$/)?.[1]
  const resolved = ref ? palette.get(ref) : value
  if (resolved === undefined) throw new Error(`semantic colour ${name} points at ${value}, which is not in the palette`)
  return { name, ref, value: resolved, rgb: resolved.startsWith('#') ? hexToRgb(resolved) : undefined }
})

/**
 * The surfaces things are painted on: every background (bg.*), every tinted band (*.subtle) and
 * the fills of the dark buttons and bands (brand.default, accent.default). The names are the
 * design's; the colours are the theme's.
 */
export const surfaces = semanticColours.filter(
  (c) => c.rgb && c.name !== 'bg.overlay' && (c.name.startsWith('bg.') || c.name.endsWith('.subtle') || c.name === 'brand.default' || c.name === 'accent.default'),
)

/** WCAG's minimum for body text (1.4.3) and for icons, borders and large text (1.4.11, 1.4.3). */
export const TEXT_MIN = 4.5
export const NON_TEXT_MIN = 3

/** Relative luminance above which a colour counts as light (white 1, black 0). */
const isLight = (rgb: string) => contrastRatio(rgb, 'rgb(0, 0, 0)') > contrastRatio(rgb, 'rgb(255, 255, 255)')

export type Pairing = { surface: SemanticColour; ratio: number }

/**
 * The surfaces a colour is read on: a dark colour on the light surfaces, a light one on the dark
 * surfaces (white text on a navy band, never on the white page).
 */
export function pairings(colour: SemanticColour): Pairing[] {
  if (!colour.rgb) return []
  const light = isLight(colour.rgb)
  return surfaces.filter((s) => s.name !== colour.name && isLight(s.rgb!) !== light).map((surface) => ({ surface, ratio: contrastRatio(colour.rgb!, surface.rgb!) }))
}

/** The type scale, spacing and radii: Panda's preset, which the theme extends and does not override. */
const presetTokens = presetPanda.theme.tokens
export const fontSizes = leaves(presetTokens.fontSizes).map(([name, value]) => ({ name, value: String(value) }))
export const fontWeights = leaves(presetTokens.fontWeights).map(([name, value]) => ({ name, value: String(value) }))
export const lineHeights = leaves(presetTokens.lineHeights).map(([name, value]) => ({ name, value: String(value) }))
export const spacing = [...leaves(presetTokens.spacing), ...leaves(tokens.spacing)].map(([name, value]) => ({ name, value: String(value) }))
export const radii = leaves(presetTokens.radii).map(([name, value]) => ({ name, value: String(value) }))
export const fonts = leaves(tokens.fonts).map(([name, value]) => ({ name, value: String(value) }))

export type RecipeSummary = {
  name: string
  description?: string
  slots?: readonly string[]
  /** variant -> its values, in definition order */
  variants: [string, string[]][]
  defaults: Record<string, unknown>
}

function summary(name: string, recipe: { description?: string; slots?: readonly string[]; variants?: object; defaultVariants?: object }): RecipeSummary {
  const variants = Object.entries(recipe.variants ?? {}).map(([variant, values]) => [variant, Object.keys(values as object)] as [string, string[]])
  return { name, description: recipe.description, slots: recipe.slots, variants, defaults: { ...recipe.defaultVariants } }
}

export const recipeSummaries = Object.entries(recipes).map(([name, recipe]) => summary(name, recipe))
export const slotRecipeSummaries = Object.entries(slotRecipes).map(([name, recipe]) => summary(name, recipe))
