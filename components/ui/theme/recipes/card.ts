import { defineRecipe } from '@pandacss/dev'

/** A bordered surface: garage entries, sign-in panels, how-it-works steps, area cards, upsell rows. */
export const card = defineRecipe({
  className: 'card',
  base: { bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' },
  variants: {
    padding: {
      none: {},
      /** A row in a list (the upsell dialog's suggestions). */
      sm: { p: '3' },
      md: { p: '5' },
      lg: { p: '6' },
      xl: { p: '8' },
      responsive: { p: { base: '5', md: '8' } },
    },
    /** `raised`: the sign-in panels, a lighter border and a small shadow. */
    tone: {
      default: {},
      subtle: { borderColor: 'border.subtle' },
      raised: { borderColor: 'border.subtle', boxShadow: 'sm' },
      accent: { bg: 'accent.subtle', borderColor: 'accent.default' },
      /** The page's own entry in a list (the current service area). */
      selected: { borderColor: 'accent.default' },
      /** Only the border, over whatever surface holds it (a row inside a dialog). */
      outline: { bg: 'transparent' },
    },
    radius: {
      lg: {},
      xl: { borderRadius: 'xl' },
    },
  },
  defaultVariants: { padding: 'md', tone: 'default', radius: 'lg' },
})
