import { LazyOverlay } from '../../lib/islands/lazy-overlay'
import { bagActions, useBag } from './bag-store'
import { upsellCode } from './overlay-codes'
import type { UpsellDialogProps } from './UpsellDialog'

/**
 * The upsell dialog as an island: its code is loaded by Add to Bag's pointer-over, focus or
 * pointer-down. The add-ons it can suggest
 * come from the page as props (plain data in the island's HTML).
 */
export function UpsellIsland({ offers }: UpsellDialogProps) {
  const wanted = useBag((s) => s.upsell !== null)
  return (
    <LazyOverlay code={upsellCode} wanted={wanted} onUnavailable={bagActions.closeUpsell}>
      {(UpsellDialog) => <UpsellDialog offers={offers} />}
    </LazyOverlay>
  )
}
