import { defineSlotRecipe } from '@pandacss/dev'

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: ['trigger', 'positioner', 'content', 'item', 'itemGroup', 'itemGroupLabel', 'separator', 'indicator'],
  base: {
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      cursor: 'pointer',
      fontWeight: 'medium',
      bg: 'transparent',
      color: 'inherit',
      px: '2',
      py: '2',
      borderRadius: 'md',
      // The one menu trigger is the header's account button, on the dark bar with inherited
      // light text: hover darkens, like the header's links.
      _hover: { bg: 'bg.invertedHover' },
    },
    content: {
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      py: '2',
      minW: '64',
      outline: 'none',
      zIndex: 'dropdown',
      _open: { animation: 'slideInDown 0.15s ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '4',
      py: '2',
      cursor: 'pointer',
      textDecoration: 'none',
      color: 'fg.default',
      _highlighted: { bg: 'bg.muted' },
    },
    itemGroupLabel: { px: '4', py: '1', fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase' },
    separator: { my: '2', borderColor: 'border.subtle' },
  },
})
