import { defineRecipe } from '@pandacss/dev'

/** An inline message in the page's flow (a save that failed, a link that was sent). */
export const alert = defineRecipe({
  className: 'alert',
  base: { borderRadius: 'md', p: '4' },
  variants: {
    status: {
      danger: { bg: 'danger.subtle', color: 'danger.default' },
      success: { bg: 'success.subtle', color: 'success.default' },
    },
    size: {
      md: {},
      sm: { p: '3', fontSize: 'sm' },
    },
  },
  defaultVariants: { status: 'danger', size: 'md' },
})
