import { defineGlobalStyles } from '@pandacss/dev'
import { PAGE_SCROLL_LOCKED } from '../page-scroll-lock'

export const globalCss = defineGlobalStyles({
  html: { scrollPaddingTop: 'header', WebkitTextSizeAdjust: '100%' },
  // A modal dialog is open (components/ui/page-scroll-lock.ts): the page behind it does not scroll.
  [`html[${PAGE_SCROLL_LOCKED}]`]: { overflow: 'hidden' },
  body: { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', lineHeight: '1.6' },
  a: { color: 'inherit' },
  ':focus-visible': { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
  },
})
