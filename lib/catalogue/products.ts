// What the bag sells. The bag's store ships on every page's first load, so it reads the small
// projection `virtual:catalogue-bag` (bag-products.ts), built from the validated catalogue,
// rather than catalogue.ts (every JSON file) or services.json (descriptions and all).
import bag from 'virtual:catalogue-bag'
import type { BagProduct } from './lookup'

/** Bag look-up by variant or add-on id; undefined means "Service not found". */
export function findBagProduct(id: string): BagProduct | undefined {
  return bag.products.find((product) => product.id === id)
}

/** The add-on ids a base service suggests, in the owner's order. */
export function addOnIdsFor(baseId: string): string[] {
  return Object.hasOwn(bag.suggestedAddOns, baseId) ? bag.suggestedAddOns[baseId]! : []
}

/** A service page's price as its prerendered data names it (lib/catalogue/service-detail.ts PriceInfo). */
export type PriceIds =
  | { kind: 'variants'; rows: readonly { id: string }[] }
  | { kind: 'fixed'; id: string }
  | { kind: 'quote'; note?: string }

/** What the visitor can put in the bag or book for that price, with the bag's names and amounts. */
export type SellablePrice =
  | { kind: 'from'; variants: (BagProduct & { vehicle: NonNullable<BagProduct['vehicle']> })[] }
  | { kind: 'fixed'; product: BagProduct }
  | { kind: 'quote'; note?: string }

/** Resolves the ids; a variant or add-on the bag cannot sell reads as a quote, never as $0. */
export function sellablePrice(price: PriceIds): SellablePrice {
  if (price.kind === 'variants') {
    const variants = price.rows.flatMap((row) => {
      const product = findBagProduct(row.id)
      return product?.vehicle ? [{ ...product, vehicle: product.vehicle }] : []
    })
    return variants.length > 0 ? { kind: 'from', variants } : { kind: 'quote' }
  }
  if (price.kind === 'fixed') {
    const product = findBagProduct(price.id)
    return product ? { kind: 'fixed', product } : { kind: 'quote' }
  }
  return price.note ? { kind: 'quote', note: price.note } : { kind: 'quote' }
}
