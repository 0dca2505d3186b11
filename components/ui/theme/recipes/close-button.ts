import { defineRecipe } from '@pandacss/dev'
import { buttonBase } from './button'

/** The "×" that closes a dialog, drawer, popup or toast (components/ui/close-button.tsx). */
export const closeButton = defineRecipe({
  className: 'close-button',
  base: { cursor: 'pointer', bg: 'transparent' },
  variants: {
    variant: {
      /** On a light surface: the button recipe's ghost look. */
      ghost: { ...buttonBase, color: 'fg.default', _hover: { bg: 'bg.muted' } },
      /** On a dark band (the chat's header). */
      inverted: { ...buttonBase, color: 'fg.inverted', _hover: { bg: 'bg.invertedHover' } },
      /** A quiet glyph in a toast's corner. */
      plain: { color: 'fg.muted' },
    },
    size: {
      xs: { p: '1' },
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', w: '11', p: '0' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
})
