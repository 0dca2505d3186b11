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

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.white}' },
      subtle: { value: '{colors.sand.50}' },
      muted: { value: '{colors.sand.100}' },
      surface: { value: '{colors.white}' },
      inverted: { value: '{colors.navy.900}' },
      invertedHover: { value: '{colors.navy.700}' },
      overlay: { value: 'rgba(8, 16, 34, 0.6)' },
    },
    fg: {
      default: { value: '{colors.slate.900}' },
      muted: { value: '{colors.slate.600}' },
      inverted: { value: '{colors.white}' },
      invertedMuted: { value: '{colors.navy.100}' },
      link: { value: '{colors.aqua.700}' },
    },
    accent: {
      default: { value: '{colors.aqua.700}' },
      emphasized: { value: '{colors.aqua.800}' },
      fg: { value: '{colors.white}' },
      subtle: { value: '{colors.aqua.100}' },
      onDark: { value: '{colors.aqua.300}' },
    },
    brand: {
      default: { value: '{colors.navy.800}' },
      emphasized: { value: '{colors.navy.900}' },
      subtle: { value: '{colors.navy.50}' },
    },
    border: {
      default: { value: '{colors.slate.300}' },
      subtle: { value: '{colors.navy.100}' },
      focus: { value: '{colors.aqua.500}' },
    },
    danger: { default: { value: '{colors.red.700}' }, subtle: { value: '{colors.red.50}' } },
    success: { default: { value: '{colors.green.700}' }, subtle: { value: '{colors.green.50}' } },
    rating: { value: '{colors.gold.400}' },
  },
})
