import { Suspense, lazy, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { ViewBagButton } from '../layout/header/ViewBagButton'
import { BodyPortal } from '../ui/BodyPortal'
import { whenIdle } from '../ui/when-idle'
import { bagActions, useBag, useBagSummary } from './bag-store'
import { BAG_STORAGE_KEY } from './storage'

// The drawer and the upsell dialog are their own chunk: a page's first load carries only
// the store and this button. The chunk is fetched when the visitor shows intent (hover or
// focus on View Bag), when a restored bag is not empty (on idle), or on first use.
const loadOverlays = () => import('./BagOverlays')
const BagOverlays = lazy(loadOverlays)

/**
 * The bag's part of the layout: the View Bag button with its count, the polite live
 * region, and (once needed) the drawer and the upsell dialog. Restores the stored bag
 * after hydration and follows other tabs through the storage event.
 */
export function BagRegion() {
  const { count } = useBagSummary()
  const wanted = useBag((s) => s.isOpen || s.upsell !== null)
  const [mounted, setMounted] = useState(false)

  useEffect(() => {
    bagActions.restore()
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared all of localStorage.
      if (event.key === BAG_STORAGE_KEY || event.key === null) bagActions.restore()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  useEffect(() => {
    if (wanted) setMounted(true)
  }, [wanted])

  useEffect(() => {
    if (count === 0) return
    return whenIdle(() => void loadOverlays())
  }, [count > 0]) // eslint-disable-line react-hooks/exhaustive-deps

  const prefetch = () => void loadOverlays()
  return (
    <>
      <span onPointerEnter={prefetch} onFocus={prefetch} className={css({ display: 'contents' })}>
        <ViewBagButton count={count} onOpen={bagActions.open} />
      </span>
      {/* In <body>, not in the header: a modal dialog hides its siblings from assistive
          technology, but keeps live regions that are direct children of <body>. */}
      <BodyPortal>
        <BagLiveRegion />
      </BodyPortal>
      {mounted || wanted ? (
        <Suspense fallback={null}>
          <BagOverlays />
        </Suspense>
      ) : null}
    </>
  )
}

/** Screen readers hear each bag change (spec: a polite live region), separately from toasts. */
export function BagLiveRegion() {
  const { text, seq } = useBag((s) => s.announcement)
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={css({ srOnly: true })} data-testid="bag-live-region">
      {/* A key change re-creates the node, so an identical message is announced again. */}
      <span key={seq}>{text}</span>
    </div>
  )
}
