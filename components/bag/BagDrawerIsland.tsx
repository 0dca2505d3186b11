import { useEffect } from 'react'
import { LazyOverlay } from '../ui/lazy-overlay'
import { useOverlayCode, warmWhenPageIdle } from '../ui/overlay-code'
import { bagActions, bagStore, useBag } from '../../lib/bag/bag-store'
import { bagDrawerCode } from './overlay-codes'

/**
 * The bag drawer as an island: its code (Ark dialog) is warmed once the page is idle, or on Add to
 * Bag's pointer-over, focus or pointer-down, or loaded when the bag opens first; until it is
 * there, an open bag renders nothing and View Bag shows it is busy (decision 136).
 */
export function BagDrawerIsland() {
  const open = useBag((s) => s.isOpen)
  const ready = useOverlayCode(bagDrawerCode) !== undefined
  useEffect(() => warmWhenPageIdle(bagDrawerCode), [])
  useEffect(() => {
    if (ready) bagStore.setState({ drawerReady: true })
  }, [ready])
  return (
    <LazyOverlay code={bagDrawerCode} wanted={open} onUnavailable={bagActions.close}>
      {(BagDrawer) => <BagDrawer />}
    </LazyOverlay>
  )
}
