import { defineRecipe, type SystemStyleObject } from '@pandacss/dev'

/** Shape, type and states every button shares; the close button builds on it too. */
export const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  fontWeight: 'semibold',
  borderRadius: 'md',
  cursor: 'pointer',
  textDecoration: 'none',
  transitionProperty: 'background, color, border-color',
  transitionDuration: 'normal',
  whiteSpace: 'nowrap',
  // Pressed at once, from the pointer-down, before any script has run: transform is not in the
  // transition above, so the first frame after the press shows it.
  _active: { transform: 'scale(0.97)' },
  // A control working on a press (aria-busy: an overlay whose code is on its way, a submit in
  // flight; data-loading: a tap held until its island has loaded) stays pressed until it answers.
  _loading: { transform: 'scale(0.97)', cursor: 'progress' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} satisfies SystemStyleObject

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'LinkButton'],
  base: buttonBase,
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasized' } },
      brand: { bg: 'brand.default', color: 'fg.inverted', _hover: { bg: 'brand.emphasized' } },
      outline: { borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', color: 'fg.default', _hover: { bg: 'bg.muted' } },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
      link: { bg: 'transparent', color: 'fg.link', textDecoration: 'underline', px: '0!', h: 'auto!' },
    },
    size: {
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', px: '4', fontSize: 'md' },
      lg: { h: '12', px: '6', fontSize: 'lg' },
      icon: { h: '11', w: '11', p: '0' },
      /** A floating pill in the page's corner (the contact and chat launchers). */
      fab: { h: '11', px: '5', fontSize: 'md', borderRadius: 'full', boxShadow: 'lg' },
      /** A full-width choice with a second line (the contact popup's call, text and e-mail). */
      block: { w: 'full', h: 'auto', px: '6', py: '3', fontSize: 'lg', justifyContent: 'flex-start', gap: '3' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
