import { useCallback, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { hiddenWithoutScript, shownWithoutScript } from '../../ui/no-script'
import { LazyOverlay } from '../../../lib/islands/lazy-overlay'
import { overlayCode, warm, warmOnEarlyTap, warmOnIntent } from '../../../lib/islands/overlay-code'
import { MobileMenuLinks, type MobileMenuProps } from './MobileMenuLinks'

const drawerCode = overlayCode(() => import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer))
// A tap on the menu button before this island has hydrated loads the drawer beside the hydration.
warmOnEarlyTap('mobile-menu', (control) => (control.closest('button[aria-haspopup="dialog"]') ? drawerCode : null))

const triggerClass = cx(button({ variant: 'ghost', size: 'icon' }), css({ color: 'inherit', _hover: { bg: 'bg.invertedHover' } }))

const hamburger = (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)

/**
 * Small screens: every header link, Contact and the services. An island (docs/decisions/115-header-menus-as-islands.md): the
 * server's markup and the first client render are the same. With JavaScript, a button opens Ark's
 * drawer (MobileMenuDrawer), whose code loads on the button's first pointer-over, focus or
 * pointer-down; the button is busy until the drawer is there. Without JavaScript the button hides and a <details> shows the
 * same links in a panel below the header.
 */
export function MobileMenu({ services, pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [ready, setReady] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const markReady = useCallback(() => setReady(true), [])
  const closeMenu = useCallback(() => setOpen(false), [])

  return (
    <div className={css({ display: { base: 'flex', lg: 'none' } })}>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={open && !ready ? true : undefined}
        className={cx(triggerClass, hiddenWithoutScript)}
        {...warmOnIntent(drawerCode)}
        onClick={() => {
          warm(drawerCode)
          setOpen(true)
        }}
      >
        {hamburger}
      </button>
      <details className={shownWithoutScript}>
        <summary aria-label="Open menu" className={cx(triggerClass, css({ listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } }))}>
          {hamburger}
        </summary>
        <div
          className={css({
            position: 'fixed',
            top: 'header',
            insetX: '0',
            maxH: 'calc(100dvh - 80px)',
            overflowY: 'auto',
            bg: 'bg.surface',
            color: 'fg.default',
            boxShadow: 'xl',
            p: '6',
            zIndex: 'modal',
          })}
        >
          <MobileMenuLinks services={services} pathname={pathname} />
        </div>
      </details>
      <LazyOverlay code={drawerCode} wanted={open} onUnavailable={closeMenu}>
        {(MobileMenuDrawer) => <MobileMenuDrawer open={open} onOpenChange={setOpen} onReady={markReady} trigger={() => trigger.current} services={services} pathname={pathname} />}
      </LazyOverlay>
    </div>
  )
}
