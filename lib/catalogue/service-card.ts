// Trimmed data for service cards, built at prerender from the catalogue.
import type { ImageRef, ServicePage, StaticCatalogue } from './types'
import { pagePrice } from './lookup'
import { formatPrice, REQUEST_A_QUOTE } from '../format/price'

export interface ServiceCardData {
  slug: string
  name: string
  summary: string
  image: ImageRef
  popular: boolean
  /** Ready-to-show price line: "From $349.00", "$69.00" or "Request a quote" (never $0). */
  priceLabel: string
  bookable: boolean
}

export function isPopular(catalogue: StaticCatalogue, page: ServicePage): boolean {
  if (!page.baseId) return false
  return catalogue.baseServices.some((b) => b.baseId === page.baseId && b.popular)
}

export function priceLabel(catalogue: StaticCatalogue, page: ServicePage): string {
  const price = pagePrice(catalogue, page)
  if (price.kind === 'from') return `From ${formatPrice(price.amount)}`
  if (price.kind === 'fixed') return formatPrice(price.amount)
  return REQUEST_A_QUOTE
}

export function serviceCardData(catalogue: StaticCatalogue, page: ServicePage): ServiceCardData {
  return {
    slug: page.slug,
    name: page.name,
    summary: page.summary,
    image: page.image,
    popular: isPopular(catalogue, page),
    priceLabel: priceLabel(catalogue, page),
    bookable: page.bookable,
  }
}
