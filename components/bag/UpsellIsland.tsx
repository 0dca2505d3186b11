import { lazy } from 'react'
import { LazyOverlay } from '../ui/LazyOverlay'
import { useBag } from '../../lib/bag/bag-store'

// With the drawer's code too: a normal add opens the drawer and this dialog together, and the
// upsell must open after the drawer (UpsellDialog waits a frame for it), or each modal hides the
// other from assistive technology. The drawer island shares the module, so it is there in time.
const UpsellDialog = lazy(() => Promise.all([import('./UpsellDialog'), import('./BagDrawer')]).then(([m]) => ({ default: m.UpsellDialog })))

/** The upsell dialog as an island: its code loads with the first add that suggests add-ons. */
export function UpsellIsland() {
  const wanted = useBag((s) => s.upsell !== null)
  return (
    <LazyOverlay wanted={wanted} label="Loading suggestions">
      <UpsellDialog />
    </LazyOverlay>
  )
}
