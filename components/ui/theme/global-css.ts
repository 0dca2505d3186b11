import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: { scrollPaddingTop: 'header', WebkitTextSizeAdjust: '100%' },
  body: { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', lineHeight: '1.6' },
  a: { color: 'inherit' },
  ':focus-visible': { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
  },
})
