import { useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useDeferredModule } from '../../ui/deferred'
import { useHydrated } from '../../ui/useHydrated'
import { MobileMenuLinks, type MobileMenuProps } from './MobileMenuLinks'

const loadDrawer = () => import('./MobileMenuDrawer')

const triggerClass = cx(
  button({ variant: 'ghost', size: 'icon' }),
  css({ color: 'inherit', display: { base: 'inline-flex', lg: 'none' }, _hover: { bg: 'bg.invertedHover' } }),
)

const hamburger = (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)

/**
 * Small screens: every header link, Contact and the services (decision 080). Prerendered as a
 * <details> disclosure, so it works without JavaScript; once hydrated, a button that opens Ark's
 * drawer (MobileMenuDrawer, loaded on idle or first intent). The button stays the same element
 * throughout, so a tap while the drawer's code loads opens it when it arrives.
 */
export function MobileMenu({ services, pathname }: MobileMenuProps) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const { loaded, request } = useDeferredModule(loadDrawer)

  if (!hydrated) {
    return (
      <details className={css({ display: { base: 'block', lg: 'none' } })}>
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
    )
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClass}
        onPointerEnter={request}
        onFocus={request}
        onClick={() => {
          setOpen(true)
          request()
        }}
      >
        {hamburger}
      </button>
      {loaded ? <loaded.MobileMenuDrawer open={open} onOpenChange={setOpen} trigger={() => trigger.current} services={services} pathname={pathname} /> : null}
    </>
  )
}
