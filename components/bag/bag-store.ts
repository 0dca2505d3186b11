// The site's one bag and the hooks views use. Kept small: this module and the View Bag
// button are all the bag adds to a page's first load; the drawer and the upsell dialog
// are islands of their own whose code loads on first use (BagDrawerIsland, UpsellIsland).
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { addOnIdsFor, findBagProduct } from '../../lib/catalogue/products'
import { showToast } from '../../lib/toast/show-toast'
import { bagCount, bagTotal, resolveItems, type BagItem } from './rules'
import { browserLocalStorage } from './storage'
import { createBagStore, type AddOptions, type BagState } from './create-bag-store'

export const bagStore = createBagStore({
  find: findBagProduct,
  addOnsFor: addOnIdsFor,
  storage: browserLocalStorage,
  notify: showToast,
})

export function useBag<T>(selector: (state: BagState) => T): T {
  return useStore(bagStore, selector)
}

/** Bag lines joined with the catalogue: names, images and prices are never the stored ones. */
export function useBagItems(): BagItem[] {
  const lines = useBag((s) => s.lines)
  return useMemo(() => resolveItems(lines, findBagProduct), [lines])
}

export function useBagSummary(): { items: BagItem[]; count: number; total: number } {
  const items = useBagItems()
  return useMemo(() => ({ items, count: bagCount(items), total: bagTotal(items) }), [items])
}

/**
 * The store's actions, for event handlers: no subscription, and the same names as in BagState.
 * zustand keeps each action's reference for the store's lifetime, so they can be passed as props.
 */
export const bagActions = {
  add: (id: string, options?: AddOptions) => bagStore.getState().add(id, options),
  updateQuantity: (id: string, quantity: number) => bagStore.getState().updateQuantity(id, quantity),
  remove: (id: string) => bagStore.getState().remove(id),
  clear: () => bagStore.getState().clear(),
  open: () => bagStore.getState().open(),
  close: () => bagStore.getState().close(),
  closeUpsell: () => bagStore.getState().closeUpsell(),
  viewBagFromUpsell: () => bagStore.getState().viewBagFromUpsell(),
  restore: () => bagStore.getState().restore(),
}
