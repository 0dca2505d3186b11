import { LazyOverlay } from '../../lib/islands/lazy-overlay'
import { useEffect } from 'react'
import { useOverlayCode, warm, warmOnEarlyTap } from '../../lib/islands/overlay-code'
import { bagActions, bagStore, useBag } from './bag-store'
import { bagDrawerCode } from './overlay-codes'

// View Bag (a load island) pressed before this island has hydrated opens the bag in the store:
// the drawer's code loads from then on, beside this island's hydration, not after it.
// Pressed before View Bag itself has hydrated, the runtime holds the click until React has
// hydrated it and replayed it: the drawer's code starts with this module instead.
warmOnEarlyTap('bag-button', (control) => (control.closest('[data-tour="view-bag"]') ? bagDrawerCode : null))
if (typeof document !== 'undefined') {
  const unsubscribe = bagStore.subscribe((state) => {
    if (!state.isOpen) return
    unsubscribe()
    warm(bagDrawerCode)
  })
  if (bagStore.getState().isOpen) warm(bagDrawerCode)
}

/**
 * The bag drawer as an island: its code (Ark dialog) is loaded on Add to Bag's pointer-over, focus or pointer-down, or loaded when the bag opens first; until it is
 * there, an open bag renders nothing and View Bag shows it is busy.
 */
export function BagDrawerIsland() {
  const open = useBag((s) => s.isOpen)
  const ready = useOverlayCode(bagDrawerCode) !== undefined
  useEffect(() => {
    if (ready) bagStore.setState({ drawerReady: true })
  }, [ready])
  return (
    <LazyOverlay code={bagDrawerCode} wanted={open} onUnavailable={bagActions.close}>
      {(BagDrawer) => <BagDrawer />}
    </LazyOverlay>
  )
}
