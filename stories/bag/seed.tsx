// Puts the site's bag store in a known state for a story (the stories render the real,
// connected components). Reads storage first so nothing restores over the seed later.
import { Portal } from '@ark-ui/react/portal'
import type { Decorator } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { bagStore } from '../../components/bag/bag-store'
import { pickSuggestions, type BagLine } from '../../components/bag/rules'
import { catalogue } from '../../tests/fixtures/catalogue/static'
import { findBagProduct } from '../../lib/catalogue/products'
import { BagLiveRegion } from '../../components/bag/BagButton'
import { Toaster } from '../../components/ui/toaster'
import { toaster } from '../../lib/toast/show-toast'

export async function seedBag(lines: BagLine[], options: { isOpen?: boolean; upsellFor?: string } = {}) {
  await bagStore.persist.rehydrate()
  toaster.remove()
  let upsell = null
  if (options.upsellFor) {
    const baseId = findBagProduct(options.upsellFor)?.baseId ?? ''
    const addOns = catalogue.baseServices.find((b) => b.baseId === baseId)?.addOns ?? []
    upsell = {
      itemId: options.upsellFor,
      suggestionIds: pickSuggestions(
        addOns,
        lines.filter((l) => l.id !== options.upsellFor).map((l) => l.id),
      ),
    }
  }
  bagStore.setState({ lines, isOpen: options.isOpen ?? false, upsell, restored: true, announcement: { text: '', seq: 0 } })
}

/**
 * The layout renders the toaster and the bag's live region; the bag stories render them too.
 * Both sit directly in <body> (a portal), like live regions must to stay audible while a
 * modal dialog hides the rest of the page from assistive technology.
 */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Portal>
      <BagLiveRegion />
      <Toaster />
    </Portal>
  </>
)

/** Finds an open dialog by name and waits for its opening animation to end. */
export async function openDialog(name: string): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', { name })
  await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)))
  return dialog
}

/**
 * Removes every toast and waits until none is on screen: a toast an earlier story raised can
 * still be leaving when the next story's screenshot is taken.
 */
export async function clearToasts() {
  toaster.remove()
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull(), { timeout: 10_000 })
}
