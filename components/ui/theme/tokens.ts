import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

// Raw palette: only the semantic tokens below may reference it. Components use semantic names,
// so a re-brand is a change in this file alone.
export const tokens = defineTokens({
  colors: {
    navy: {
      50: { value: '#f1f5fb' },
      100: { value: '#dde6f3' },
      200: { value: '#b9c9e2' },
      600: { value: '#2b4a7a' },
      700: { value: '#1f3760' },
      800: { value: '#16284a' },
      900: { value: '#0d1a33' },
      950: { value: '#081022' },
    },
    aqua: {
      100: { value: '#d8f5f8' },
      300: { value: '#7fdde6' },
      500: { value: '#12a4b4' },
      700: { value: '#0a6b77' },
      800: { value: '#08555f' },
    },
    sand: {
      50: { value: '#fbfaf7' },
      100: { value: '#f3f1ea' },
    },
    slate: {
      300: { value: '#c7ced9' },
      500: { value: '#5b6678' },
      600: { value: '#465062' },
      900: { value: '#141a24' },
    },
    red: { 50: { value: '#fdf0ef' }, 600: { value: '#b42318' }, 700: { value: '#912018' } },
    green: { 50: { value: '#ecfdf3' }, 700: { value: '#05603a' } },
    gold: { 400: { value: '#f5b944' } },
    white: { value: '#ffffff' },
    black: { value: '#000000' },
  },
  fonts: {
    body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  },
  spacing: {
    header: { value: '80px' },
  },
  // Stacking order, lowest first: page chrome, menus, overlays, then messages that must stay readable above a dialog.
  zIndex: {
    base: { value: 0 },
    raised: { value: 10 },
    floating: { value: 900 },
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
    max: { value: 2147483647 },
  },
  sizes: {
    header: { value: '80px' },
    content: { value: '72rem' },
  },
})

/**
 * One role's semantic colours from palette paths: `{ muted: 'sand.100' }` becomes Panda's
 * `{ muted: { value: '{colors.sand.100}' } }`. A value that is not a palette path (an rgba()
 * overlay) is kept as it is.
 */
function fromPalette<K extends string>(refs: Record<K, string>): Record<K, { value: string }> {
  const entries = Object.entries<string>(refs).map(([name, ref]) => [name, { value: ref.includes('(') ? ref : `{colors.${ref}}` }])
  return Object.fromEntries(entries) as Record<K, { value: string }>
}

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: fromPalette({ canvas: 'white', subtle: 'sand.50', muted: 'sand.100', surface: 'white', inverted: 'navy.900', invertedHover: 'navy.700', overlay: 'rgba(8, 16, 34, 0.6)' }),
    fg: fromPalette({ default: 'slate.900', muted: 'slate.600', inverted: 'white', invertedMuted: 'navy.100', link: 'aqua.700' }),
    accent: fromPalette({ default: 'aqua.700', emphasized: 'aqua.800', fg: 'white', subtle: 'aqua.100', onDark: 'aqua.300' }),
    brand: fromPalette({ default: 'navy.800', emphasized: 'navy.900', subtle: 'navy.50' }),
    border: fromPalette({ default: 'slate.300', subtle: 'navy.100', focus: 'aqua.500' }),
    danger: fromPalette({ default: 'red.700', subtle: 'red.50' }),
    success: fromPalette({ default: 'green.700', subtle: 'green.50' }),
    rating: { value: '{colors.gold.400}' },
  },
})
