// Trimmed data for service cards, built at prerender from the catalogue.
import type { ImageRef, ServicePage, StaticCatalogue } from './types'
import { priceLabel, servicePrice } from './price'

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

export function serviceCardData(catalogue: StaticCatalogue, page: ServicePage): ServiceCardData {
  return {
    slug: page.slug,
    name: page.name,
    summary: page.summary,
    image: page.image,
    popular: isPopular(catalogue, page),
    priceLabel: priceLabel(servicePrice(catalogue, page)),
    bookable: page.bookable,
  }
}
