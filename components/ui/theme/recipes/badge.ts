import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 'bold',
    borderRadius: 'full',
    lineHeight: '1',
  },
  variants: {
    variant: {
      count: { bg: 'accent.default', color: 'accent.fg', minW: '5', h: '5', px: '1', fontSize: 'xs' },
      subtle: { bg: 'accent.subtle', color: 'accent.emphasized', px: '2', py: '1', fontSize: 'xs' },
      popular: { bg: 'brand.default', color: 'fg.inverted', px: '2', py: '1', fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide' },
      /** A numbered step (How it works): a fixed circle, the number at the text's own size and line height. */
      step: { bg: 'accent.default', color: 'accent.fg', w: '9', h: '9', lineHeight: 'inherit' },
    },
  },
  defaultVariants: { variant: 'subtle' },
})
