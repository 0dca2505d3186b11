import { defineSlotRecipe } from '@pandacss/dev'
import { headerPopupPanel, headerPopupRow, headerTrigger } from './header-popup'

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: ['trigger', 'positioner', 'content', 'item', 'itemGroup', 'itemGroupLabel', 'separator', 'indicator'],
  base: {
    trigger: headerTrigger,
    content: {
      ...headerPopupPanel,
      outline: 'none',
      _open: { animation: 'slideInDown 0.15s ease-out' },
    },
    item: { ...headerPopupRow, cursor: 'pointer', _highlighted: { bg: 'bg.muted' } },
    itemGroupLabel: { px: '4', py: '1', fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase' },
    separator: { my: '2', borderColor: 'border.subtle' },
  },
})
