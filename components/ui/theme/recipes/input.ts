import { defineRecipe } from '@pandacss/dev'

/** Text inputs in every form (sign-in, garage vehicles, discount e-mail, chat contact). */
export const input = defineRecipe({
  className: 'input',
  base: {
    h: '11',
    px: '3',
    w: 'full',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    bg: 'bg.surface',
    color: 'fg.default',
    _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '1px' },
    _invalid: { borderColor: 'danger.default' },
  },
})
