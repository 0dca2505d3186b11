// Small pure look-ups over a catalogue, shared by pages, the bag and the chat.
import type { AddOn, BaseService, ImageRef, ServicePage, StaticCatalogue, Variant, VehicleSize } from './types'

/** What the bag stores for one sellable item: a variant or a standalone add-on. */
export interface BagProduct {
  id: string
  baseId: string
  name: string
  image: ImageRef
  vehicle?: VehicleSize
  /** Whole dollars. */
  price: number
}

/** The bag's look-up: undefined means "Service not found" (the bag's error toast). */
export function findBagProduct(catalogue: Pick<StaticCatalogue, 'variants' | 'addOns'>, id: string): BagProduct | undefined {
  const variant = catalogue.variants.find((v) => v.id === id)
  if (variant) {
    const { id: vid, baseId, name, image, vehicle, price } = variant
    return { id: vid, baseId, name, image, vehicle, price }
  }
  const addOn = catalogue.addOns.find((a) => a.id === id)
  if (addOn) {
    const { id: aid, baseId, name, image, price } = addOn
    return { id: aid, baseId, name, image, price }
  }
  return undefined
}

export function findBaseService(catalogue: StaticCatalogue, baseId: string): BaseService | undefined {
  return catalogue.baseServices.find((b) => b.baseId === baseId)
}

/** Sedan, SUV, XL order as stored. */
export function variantsOf(catalogue: StaticCatalogue, baseId: string): Variant[] {
  return catalogue.variants.filter((v) => v.baseId === baseId)
}

/** The add-ons a base service suggests, in the owner's order (the upsell takes the first 2 not in the bag). */
export function suggestedAddOns(catalogue: StaticCatalogue, baseId: string): AddOn[] {
  const ids = findBaseService(catalogue, baseId)?.addOns ?? []
  return ids.flatMap((id) => catalogue.addOns.filter((a) => a.id === id))
}

/** How a service page's price reads: a "from" price, a fixed add-on price, or a quote. */
export type PagePrice =
  | { kind: 'from'; amount: number; variants: Variant[] }
  | { kind: 'fixed'; amount: number; addOn: AddOn }
  | { kind: 'quote'; note?: string }

export function pagePrice(catalogue: StaticCatalogue, page: ServicePage): PagePrice {
  if (page.baseId) {
    const variants = variantsOf(catalogue, page.baseId)
    if (variants.length > 0) {
      return { kind: 'from', amount: Math.min(...variants.map((v) => v.price)), variants }
    }
  }
  if (page.addOnId) {
    const addOn = catalogue.addOns.find((a) => a.id === page.addOnId)
    if (addOn) return { kind: 'fixed', amount: addOn.price, addOn }
  }
  return page.quoteNote ? { kind: 'quote', note: page.quoteNote } : { kind: 'quote' }
}
