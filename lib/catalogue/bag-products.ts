// What the bag's store needs from the catalogue on every page: each sellable item's id, base,
// name, image, vehicle and price, and each base service's suggested add-ons. The build serves it
// as `virtual:catalogue-bag` (vite-plugin.ts), so the first load carries ~0.6 KB gz of it
// instead of services.json with every description and ingredient list (~2.2 KB gz).
import { bagProduct, type BagProduct } from './lookup'
import type { StaticCatalogue } from './types'

export interface BagCatalogue {
  /** Variants first, then add-ons (ids are unique across both: lib/catalogue/rules.ts). */
  products: BagProduct[]
  /** Base service id -> the add-on ids it suggests, in the owner's order. */
  suggestedAddOns: Record<string, string[]>
}

export const BAG_MODULE_ID = 'virtual:catalogue-bag'

export function bagCatalogue(catalogue: Pick<StaticCatalogue, 'baseServices' | 'variants' | 'addOns'>): BagCatalogue {
  return {
    products: [...catalogue.variants, ...catalogue.addOns].map(bagProduct),
    suggestedAddOns: Object.fromEntries(catalogue.baseServices.map((b) => [b.baseId, [...b.addOns]])),
  }
}

/** The module's code: plain data, no imports. */
export function bagModuleCode(bag: BagCatalogue): string {
  return `export default ${JSON.stringify(bag)}\n`
}
