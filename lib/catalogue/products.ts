// What the bag sells, from services.json alone: the bag's store ships on every page's first
// load, and importing catalogue.ts there would bundle every catalogue file with it.
// catalogueCheck() (vite-plugin.ts) validates the file at build start.
import servicesJson from '../../data/services.json'
import { findBagProduct as findIn } from './lookup'
import type { AddOn, BaseService, StaticCatalogue, Variant } from './types'

const services = servicesJson as unknown as { baseServices: BaseService[]; variants: Variant[]; addOns: AddOn[] }

export const baseServices: BaseService[] = services.baseServices
export const variants: Variant[] = services.variants
export const addOns: AddOn[] = services.addOns

const products = { variants, addOns } as Pick<StaticCatalogue, 'variants' | 'addOns'> as StaticCatalogue

/** Bag look-up by variant or add-on id; undefined means "Service not found". */
export function findBagProduct(id: string) {
  return findIn(products, id)
}

/** The add-on ids a base service suggests, in the owner's order. */
export function addOnIdsFor(baseId: string): string[] {
  return baseServices.find((b) => b.baseId === baseId)?.addOns ?? []
}
