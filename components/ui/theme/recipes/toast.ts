import { defineSlotRecipe } from '@pandacss/dev'

export const toast = defineSlotRecipe({
  className: 'toast',
  // Toaster.tsx uses the recipe through createStyleContext with local part names, which Panda's
  // extractor cannot see: naming the component makes Panda emit the recipe's CSS.
  jsx: ['Toaster'],
  slots: ['root', 'title', 'description', 'closeTrigger', 'actionTrigger'],
  base: {
    root: {
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderLeftWidth: '4px',
      p: '4',
      pr: '10',
      // Ark's toast group is a zero-width region: the toast sets its own width or it collapses to a column.
      w: { base: 'calc(100vw - 2rem)', sm: '24rem' },
      position: 'relative',
      // One toast at a time (lib/toast/show-toast.ts), so Ark's stacking variables (--x, --y, --opacity,
      // --height) are not used: they start the toast at opacity 0 and leave it there when motion
      // is reduced or animations are paused. A toast simply appears.
      '&[data-type=error]': { borderLeftColor: 'danger.default' },
      '&[data-type=success]': { borderLeftColor: 'success.default' },
      '&[data-type=info]': { borderLeftColor: 'accent.default' },
    },
    title: { fontWeight: 'bold' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '2', right: '2' },
  },
})
