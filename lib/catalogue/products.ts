// What the bag sells. The bag's store ships on every page's first load, so it reads the small
// projection the server-only layout writes into each page (bag-products.ts), not the catalogue:
// the same JSON-in-the-HTML as island props, once per page for every island that uses the bag.
import type { DepositSetting } from './deposit'
import type { BagProduct } from './lookup'

export interface BagCatalogue {
  /** Variants first, then add-ons (ids are unique across both: lib/catalogue/rules.ts). */
  products: BagProduct[]
  /** Base service id -> the add-on ids it suggests, in the owner's order. */
  suggestedAddOns: Record<string, string[]>
  /** The deposit the scheduler takes (data/business.json), when there is one: the bag says it before Book Now. */
  deposit?: DepositSetting
}

/** The id of the page's `<script type="application/json">` that carries the projection. */
export const BAG_CATALOGUE_ID = 'bag-catalogue'

const NOTHING_SOLD: BagCatalogue = { products: [], suggestedAddOns: {} }

let provided: BagCatalogue | undefined

/**
 * The page's projection, read on first use. Without one (prerender, where the bag is empty
 * until the browser's storage is read; a page without the layout) nothing is sold.
 */
function bag(): BagCatalogue {
  if (provided) return provided
  const element = typeof document === 'undefined' ? null : document.getElementById(BAG_CATALOGUE_ID)
  if (!element?.textContent) return NOTHING_SOLD
  provided = JSON.parse(element.textContent) as BagCatalogue
  return provided
}

/** Sets the projection where no page carries one: stories and unit tests. */
export function provideBagCatalogue(value: BagCatalogue): void {
  provided = value
}

/** The site's one bag look-up, by variant or add-on id; undefined means "Service not found". */
export function findBagProduct(id: string): BagProduct | undefined {
  return bag().products.find((product) => product.id === id)
}

/** The deposit setting the bag states, or undefined when the owner takes none. */
export function bagDepositSetting(): DepositSetting | undefined {
  return bag().deposit
}

/** The add-on ids a base service suggests, in the owner's order. */
export function addOnIdsFor(baseId: string): string[] {
  const { suggestedAddOns } = bag()
  return Object.hasOwn(suggestedAddOns, baseId) ? suggestedAddOns[baseId]! : []
}
