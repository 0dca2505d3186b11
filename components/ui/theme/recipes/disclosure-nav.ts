import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A disclosure of plain links (the header's Services entry, decision 115): a button that shows
 * or hides the list right after it. Without JavaScript the button hides and a native <details>
 * (`fallback`, holding only its <summary>) opens the same list through `details[open] + ul`.
 * Looks like the menu recipe, so the header is unchanged by the switch.
 */
export const disclosureNav = defineSlotRecipe({
  className: 'disclosure-nav',
  slots: ['root', 'trigger', 'fallback', 'list', 'link'],
  base: {
    root: { position: 'relative' },
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
      listStyle: 'none',
      // It sits on the header's dark bar and inherits its light text: hover darkens, like the
      // header's links, instead of lightening the background under white text.
      _hover: { bg: 'bg.invertedHover' },
      '&::-webkit-details-marker': { display: 'none' },
      '@media (scripting: none)': { '&:is(button)': { display: 'none' } },
    },
    fallback: {
      display: 'none',
      '@media (scripting: none)': { display: 'block' },
    },
    list: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: '0',
      mt: '3',
      maxH: '24rem',
      overflowY: 'auto',
      listStyle: 'none',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      py: '2',
      minW: '64',
      zIndex: 'dropdown',
      '&[data-state=open]': { display: 'block', animation: 'slideInDown 0.15s ease-out' },
      '@media (scripting: none)': { 'details[open] + &': { display: 'block' } },
    },
    link: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '4',
      py: '2',
      textDecoration: 'none',
      color: 'fg.default',
      _hover: { bg: 'bg.muted' },
      _focusVisible: { bg: 'bg.muted', outlineOffset: '-2px' },
    },
  },
})
