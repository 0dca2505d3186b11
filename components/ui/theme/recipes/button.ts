import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'LinkButton'],
  base: {
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
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
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
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
