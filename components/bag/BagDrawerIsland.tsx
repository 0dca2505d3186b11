import { lazy, useEffect } from 'react'
import { LazyOverlay } from '../ui/LazyOverlay'
import { whenIdle } from '../ui/when-idle'
import { useBag, useBagSummary } from '../../lib/bag/bag-store'

const loadDrawer = () => import('./BagDrawer')
const BagDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.BagDrawer })))

/**
 * The bag drawer as an island: its code (Ark dialog) loads when the bag first opens, or ahead of
 * that while the browser is idle when the restored bag is not empty (a visitor likely to open it).
 */
export function BagDrawerIsland() {
  const open = useBag((s) => s.isOpen)
  const hasItems = useBagSummary().count > 0
  useEffect(() => (hasItems ? whenIdle(() => void loadDrawer().catch(() => undefined)) : undefined), [hasItems])
  return (
    <LazyOverlay wanted={open} label="Loading your bag">
      <BagDrawer />
    </LazyOverlay>
  )
}
