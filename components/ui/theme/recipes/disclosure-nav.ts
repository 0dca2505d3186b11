import { defineSlotRecipe } from '@pandacss/dev'
import { headerPopupPanel, headerPopupRow, headerTrigger } from './header-popup'

/**
 * A disclosure of plain links (the header's Services entry, docs/decisions/115-header-menus-as-islands.md): a button that shows
 * or hides the list right after it. Without JavaScript the button hides and a native <details>
 * (`fallback`, holding only its <summary>) opens the same list through `details[open] + ul`.
 * Shares the account menu's styles (header-popup.ts), so the header is unchanged by the switch.
 */
export const disclosureNav = defineSlotRecipe({
  className: 'disclosure-nav',
  slots: ['root', 'trigger', 'fallback', 'list', 'link'],
  base: {
    root: { position: 'relative' },
    trigger: {
      ...headerTrigger,
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      '@media (scripting: none)': { '&:is(button)': { display: 'none' } },
    },
    fallback: {
      display: 'none',
      '@media (scripting: none)': { display: 'block' },
    },
    list: {
      ...headerPopupPanel,
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: '0',
      mt: '3',
      maxH: '24rem',
      overflowY: 'auto',
      listStyle: 'none',
      '&[data-state=open]': { display: 'block', animation: 'slideInDown 0.15s ease-out' },
      '@media (scripting: none)': { 'details[open] + &': { display: 'block' } },
    },
    link: {
      ...headerPopupRow,
      _hover: { bg: 'bg.muted' },
      _focusVisible: { bg: 'bg.muted', outlineOffset: '-2px' },
    },
  },
})
