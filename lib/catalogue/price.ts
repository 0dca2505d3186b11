// The site's one price model (docs/decisions/127-one-price-model.md): what a service costs, as plain data a page can pass
// to an island as props, the label every price line reads, and the ids the bag sells it under.
// Service pages, cards, the booking flow, Add to Bag, the bag, the upsell and the chat's canned
// quotes all go through it, so a price in data/services.json reads the same everywhere.
import { formatPrice, formatWholeDollars, REQUEST_A_QUOTE } from '../format/price'
import type { AddOn, ServicePage, StaticCatalogue, Variant, VehicleSize } from './types'

/** One thing the bag sells at one price: a vehicle-size variant or a standalone add-on. */
export interface PricedItem {
  /** The bag id: a variant id ("signature-detail-suv") or an add-on id. */
  id: string
  /** As the bag and the booking summary name it, e.g. "Signature Detail (SUV)". */
  name: string
  vehicle?: VehicleSize
  /** Whole US dollars, as in data/services.json. */
  price: number
}

export interface SizedItem extends PricedItem {
  vehicle: VehicleSize
}

/**
 * How a service is priced: by vehicle size (Sedan, SUV, XL in the owner's order), one price,
 * or a quote. Never a $0 price for a service without one. Plain data, no functions.
 */
export type Price = { kind: 'from'; variants: SizedItem[] } | { kind: 'fixed'; item: PricedItem } | { kind: 'quote'; note?: string }

export function sizedItem(variant: Variant): SizedItem {
  return { id: variant.id, name: variant.name, vehicle: variant.vehicle, price: variant.price }
}

export function pricedItem(addOn: AddOn): PricedItem {
  return { id: addOn.id, name: addOn.name, price: addOn.price }
}

/**
 * A service page's price. The catalogue is validated at build start (lib/catalogue/rules.ts),
 * so a page with a baseId has its three variants and a page with an addOnId has its add-on; a
 * page whose reference finds nothing would read as a quote, never as $0.
 */
export function servicePrice(catalogue: Pick<StaticCatalogue, 'variants' | 'addOns'>, page: Pick<ServicePage, 'baseId' | 'addOnId' | 'quoteNote'>): Price {
  if (page.baseId !== undefined) {
    const variants = catalogue.variants.filter((v) => v.baseId === page.baseId).map(sizedItem)
    if (variants.length > 0) return { kind: 'from', variants }
  }
  if (page.addOnId !== undefined) {
    const addOn = catalogue.addOns.find((a) => a.id === page.addOnId)
    if (addOn) return { kind: 'fixed', item: pricedItem(addOn) }
  }
  return page.quoteNote ? { kind: 'quote', note: page.quoteNote } : { kind: 'quote' }
}

/** The lowest price of a sized service: what "From $349.00" names. */
export function lowestPrice(price: Extract<Price, { kind: 'from' }>): number {
  return Math.min(...price.variants.map((v) => v.price))
}

/** One line for cards and choices: "From $349.00", "$69.00" or "Request a quote". */
export function priceLabel(price: Price): string {
  if (price.kind === 'from') return `From ${formatPrice(lowestPrice(price))}`
  if (price.kind === 'fixed') return formatPrice(price.item.price)
  return REQUEST_A_QUOTE
}

/** The bag ids this price sells, in the owner's order; none for a quote. */
export function priceIds(price: Price): string[] {
  if (price.kind === 'from') return price.variants.map((v) => v.id)
  if (price.kind === 'fixed') return [price.item.id]
  return []
}

/** A membership tier's line: "$49.00 / month", or "Request a quote" when it has no price (null). */
export function monthlyPriceLabel(pricePerMonth: number | null): string {
  return pricePerMonth === null ? REQUEST_A_QUOTE : `${formatPrice(pricePerMonth)} / month`
}

/** A plan's line: "$39.00 / visit", "$49.00 / month", or "Request a quote" without a price. */
export function planPriceLabel(tier: { pricePerVisit: number | null; pricePerMonth: number | null }): string {
  return tier.pricePerVisit !== null ? `${formatPrice(tier.pricePerVisit)} / visit` : monthlyPriceLabel(tier.pricePerMonth)
}

/**
 * Prices inside the owner's prose (the chat's canned quotes in data/faq.json): `{price:ID}`
 * names a variant or add-on, and reads as whole dollars the way a sentence writes them ("$349",
 * "$1,199"). rules.ts rejects a token whose id is not in services.json, so a price in a sentence
 * follows services.json instead of going stale.
 */
export const PRICE_TOKEN = /\{price:([^{}]*)\}/g

/** Everything that starts like a token, well-formed or not (for the validator). */
export const PRICE_TOKEN_START = /\{\s*price\b/gi

export function sellablePrices(catalogue: Pick<StaticCatalogue, 'variants' | 'addOns'>): Map<string, number> {
  return new Map([...catalogue.variants, ...catalogue.addOns].map((item) => [item.id, item.price]))
}

/**
 * Replaces each `{price:ID}` with its whole-dollar price. An unknown id or an unusable price
 * leaves the token as written: the validator reports it and the build stops before any page.
 */
export function withPrices(text: string, prices: ReadonlyMap<string, number>): string {
  return text.replace(PRICE_TOKEN, (token, id: string) => {
    const price = prices.get(id)
    return price !== undefined && Number.isSafeInteger(price) && price > 0 ? formatWholeDollars(price) : token
  })
}
