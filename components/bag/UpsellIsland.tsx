import { lazy } from 'react'
import { LazyOverlay } from '../ui/LazyOverlay'
import { useBag } from './bag-store'

const UpsellDialog = lazy(() => import('./UpsellDialog').then((m) => ({ default: m.UpsellDialog })))

/** The upsell dialog as an island: its code loads with the first add that suggests add-ons. */
export function UpsellIsland() {
  const wanted = useBag((s) => s.upsell !== null)
  return (
    <LazyOverlay wanted={wanted} label="Loading suggestions">
      <UpsellDialog />
    </LazyOverlay>
  )
}
