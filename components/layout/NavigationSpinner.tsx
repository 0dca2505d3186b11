import { css } from 'styled-system/css'
import { NAVIGATION_SPINNER_ID } from '../../lib/navigation/navigation-spinner'
import { Spinner } from '../ui/spinner'

/**
 * The centred "Loading page" spinner over the content (the header stays usable), rendered once by
 * the layout and hidden. lib/navigation/navigation-spinner.ts reveals it when a navigation to
 * another page is slow and hides it when this page is shown again. Static markup, no hooks: it
 * works before any island has loaded.
 */
export function NavigationSpinner() {
  return (
    <div id={NAVIGATION_SPINNER_ID} hidden className={css({ position: 'fixed', inset: '0', top: 'header', display: 'grid', placeItems: 'center', bg: 'bg.canvas/80', zIndex: 'overlay' })}>
      <Spinner label="Loading page" />
    </div>
  )
}
