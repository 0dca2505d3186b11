// What the bag sells. The bag's store ships on every page's first load, so it reads the small
// projection `virtual:catalogue-bag` (bag-products.ts), built from the validated catalogue,
// rather than catalogue.ts (every JSON file) or services.json (descriptions and all).
import bag from 'virtual:catalogue-bag'
import type { BagProduct } from './lookup'

/** The site's one bag look-up, by variant or add-on id; undefined means "Service not found". */
export function findBagProduct(id: string): BagProduct | undefined {
  return bag.products.find((product) => product.id === id)
}

/** The add-on ids a base service suggests, in the owner's order. */
export function addOnIdsFor(baseId: string): string[] {
  return Object.hasOwn(bag.suggestedAddOns, baseId) ? bag.suggestedAddOns[baseId]! : []
}
