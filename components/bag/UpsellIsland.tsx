import { lazy } from 'react'
import { LazyOverlay } from '../ui/LazyOverlay'
import { useBag } from '../../lib/bag/bag-store'
import type { UpsellDialogProps } from './UpsellDialog'

// With the drawer's code too: a normal add opens the drawer and this dialog together, and the
// upsell must open after the drawer (UpsellDialog waits a frame for it), or each modal hides the
// other from assistive technology. The drawer island shares the module, so it is there in time.
const UpsellDialog = lazy(() => Promise.all([import('./UpsellDialog'), import('./BagDrawer')]).then(([m]) => ({ default: m.UpsellDialog })))

/**
 * The upsell dialog as an island: its code loads with the first add that suggests add-ons. The
 * add-ons it can suggest come from the page as props (plain data in the island's HTML).
 */
export function UpsellIsland({ offers }: UpsellDialogProps) {
  const wanted = useBag((s) => s.upsell !== null)
  return (
    <LazyOverlay wanted={wanted} label="Loading suggestions">
      <UpsellDialog offers={offers} />
    </LazyOverlay>
  )
}
