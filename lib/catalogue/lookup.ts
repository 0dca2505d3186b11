// Small pure look-ups over a catalogue, shared by pages, the bag and the chat.
import { pricedItem, sizedItem, type PricedItem } from './price'
import type { AddOn, BaseService, ImageRef, StaticCatalogue, Variant } from './types'

/** What the bag stores for one sellable item: a variant or a standalone add-on, at its price (lib/catalogue/price.ts). */
export interface BagProduct extends PricedItem {
  baseId: string
  image: ImageRef
}

/**
 * The bag's record of a variant or an add-on. The bag finds these by id with findBagProduct()
 * (lib/catalogue/products.ts), over the projection bag-products.ts builds from this.
 */
export function bagProduct(item: Variant | AddOn): BagProduct {
  const priced = 'vehicle' in item ? sizedItem(item) : pricedItem(item)
  return { ...priced, baseId: item.baseId, image: item.image }
}

export function findBaseService(catalogue: StaticCatalogue, baseId: string): BaseService | undefined {
  return catalogue.baseServices.find((b) => b.baseId === baseId)
}

/** The add-ons a base service suggests, in the owner's order (the upsell takes the first 2 not in the bag). */
export function suggestedAddOns(catalogue: StaticCatalogue, baseId: string): AddOn[] {
  const ids = findBaseService(catalogue, baseId)?.addOns ?? []
  return ids.flatMap((id) => catalogue.addOns.filter((a) => a.id === id))
}
