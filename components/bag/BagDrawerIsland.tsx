import { lazy } from 'react'
import { LazyOverlay } from '../ui/LazyOverlay'
import { useBag } from './bag-store'

const BagDrawer = lazy(() => import('./BagDrawer').then((m) => ({ default: m.BagDrawer })))

/** The bag drawer as an island: its code (Ark dialog) loads when the bag first opens. */
export function BagDrawerIsland() {
  const open = useBag((s) => s.isOpen)
  return (
    <LazyOverlay wanted={open} label="Loading your bag">
      <BagDrawer />
    </LazyOverlay>
  )
}
