// What the bag's store needs from the catalogue on every page: each sellable item's id, base,
// name, image, vehicle and price, and each base service's suggested add-ons. The server-only
// layout writes it into every page as JSON that products.ts reads in the browser, a fraction of
// services.json with every description and ingredient list.
import { serializeJsonLd, type JsonLd } from '../seo/jsonld'
import { bagProduct } from './lookup'
import type { BagCatalogue } from './products'
import type { StaticCatalogue } from './types'

export function bagCatalogue(catalogue: Pick<StaticCatalogue, 'baseServices' | 'variants' | 'addOns'> & { business?: Pick<StaticCatalogue['business'], 'deposit'> }): BagCatalogue {
  const deposit = catalogue.business?.deposit
  return {
    products: [...catalogue.variants, ...catalogue.addOns].map(bagProduct),
    suggestedAddOns: Object.fromEntries(catalogue.baseServices.map((b) => [b.baseId, [...b.addOns]])),
    ...(deposit && deposit.kind !== 'none' ? { deposit } : {}),
  }
}

/** The projection as the text of a `<script type="application/json">`: no string in it can close the element. */
export function bagCatalogueJson(bag: BagCatalogue): string {
  return serializeJsonLd(bag as unknown as JsonLd)
}
