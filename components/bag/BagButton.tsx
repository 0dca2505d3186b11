import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { ViewBagButton } from './ViewBagButton'
import { BodyPortal } from '../ui/body-portal'
import { bagActions, useBag, useBagSummary } from './bag-store'
import { BAG_STORAGE_KEY } from './storage'

/**
 * The header's bag island: View Bag with its count (0 in the prerendered HTML and on the first
 * render, then the stored bag), and the polite live region every bag change is announced in.
 * Restores the stored bag after hydration and follows other tabs through the storage event.
 * The drawer and the upsell are islands of their own over the same store (BagDrawerIsland, UpsellIsland).
 * It hydrates on load (the count is what the header shows), so it imports nothing lazily itself.
 */
export function BagButton() {
  const { count } = useBagSummary()
  // Asked for, and the drawer's code not yet in the page. Read from the store, not
  // from the code's loader: this island is on every page's first load (docs/decisions/110-islands-html-only-pages.md).
  const busy = useBag((s) => s.isOpen && !s.drawerReady)
  useEffect(() => {
    bagActions.restore()
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared all of localStorage.
      if (event.key === BAG_STORAGE_KEY || event.key === null) bagActions.restore()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  return (
    <>
      <ViewBagButton count={count} onOpen={bagActions.open} busy={busy} />
      {/* In <body>, not in the header: a modal dialog hides its siblings from assistive
          technology, but keeps live regions that are direct children of <body>. */}
      <BodyPortal>
        <BagLiveRegion />
      </BodyPortal>
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
