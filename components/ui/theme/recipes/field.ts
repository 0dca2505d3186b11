import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A labelled form control with its help and error text (components/ui/field.tsx). The control
 * itself wears the `input` recipe, whose invalid border waits for `:user-invalid` or
 * aria-invalid, so nothing is red on load.
 */
export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'control', 'helperText', 'errorText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontWeight: 'medium', color: 'fg.default' },
    control: { display: 'flex', gap: '2' },
    helperText: { color: 'fg.muted', fontSize: 'sm' },
    errorText: { color: 'danger.default', fontSize: 'sm' },
  },
  variants: {
    size: {
      md: {},
      // The chat's contact form: small medium-weight text, for the label and (through preflight's
      // `font: inherit`) the input.
      sm: { root: { fontSize: 'sm', fontWeight: 'medium' } },
    },
  },
  defaultVariants: { size: 'md' },
})
