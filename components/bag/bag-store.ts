// The site's one bag and the hooks views use. Kept small: this module and the View Bag
// button are all the bag adds to a page's first load; the drawer and the upsell dialog
// are islands of their own whose code loads on first use (BagDrawerIsland, UpsellIsland).
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { addOnIdsFor, findBagProduct } from '../../lib/catalogue/products'
import { showToast } from '../ui/toaster'
import { bagCount, bagTotal, resolveItems, type BagItem } from './rules'
import { browserLocalStorage } from './storage'
import { createBagStore, type BagState } from './store'

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

/** Actions without a subscription (stable references). */
export const bagActions = {
  add: (id: string, options?: Parameters<BagState['addItem']>[1]) => bagStore.getState().addItem(id, options),
  updateQuantity: (id: string, quantity: number) => bagStore.getState().updateQuantity(id, quantity),
  remove: (id: string) => bagStore.getState().removeItem(id),
  clear: () => bagStore.getState().clearBag(),
  open: () => bagStore.getState().openBag(),
  close: () => bagStore.getState().closeBag(),
  closeUpsell: () => bagStore.getState().closeUpsell(),
  viewBagFromUpsell: () => bagStore.getState().viewBagFromUpsell(),
  restore: () => bagStore.getState().restore(),
}
