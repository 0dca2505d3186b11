import { css } from 'styled-system/css'

// CSS's `scripting` media feature (Chromium 120+, Firefox 113+, Safari 17+) tells a page whether
// scripts run, with no script and no inline style (the CSP forbids both). Controls that only work
// with JavaScript hide themselves without it, and a note that says what to do instead shows.

/** Hidden when JavaScript is off: a control that does nothing without it. */
export const hiddenWithoutScript = css({ '@media (scripting: none)': { display: 'none!' } })

/** Shown only when JavaScript is off: the way round a control hidden by hiddenWithoutScript. */
export const shownWithoutScript = css({ display: 'none', '@media (scripting: none)': { display: 'block' } })
