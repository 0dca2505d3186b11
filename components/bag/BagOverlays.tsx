// The lazily loaded chunk: the bag drawer and the upsell dialog, connected to the store.
import { BagDrawer } from './BagDrawer'
import { UpsellDialog } from './UpsellDialog'

export default function BagOverlays() {
  return (
    <>
      <BagDrawer />
      <UpsellDialog />
    </>
  )
}
