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
    // Not Panda's `_invalid` (`:invalid`): that marks every empty required field red on load.
    // `:user-invalid` waits until the visitor has changed and left the field or submitted
    // (https://developer.mozilla.org/en-US/docs/Web/CSS/:user-invalid); forms that validate in
    // script mark a field with aria-invalid after blur or submit.
    '&:is(:user-invalid, [data-invalid], [aria-invalid=true])': { borderColor: 'danger.default' },
  },
})
