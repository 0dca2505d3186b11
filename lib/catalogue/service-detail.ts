// Trimmed data of a /services/{slug} page and of the booking page, built at prerender.
import type { ImageRef, ServicePage, StaticCatalogue, VehicleSize } from './types'
import { pagePrice, suggestedAddOns } from './lookup'
import { formatPrice, REQUEST_A_QUOTE } from '../format/price'

/** How a service is priced, with labels ready to show ("$349.00", never "$0.00"). */
export type PriceInfo =
  | { kind: 'variants'; rows: { id: string; vehicle: VehicleSize; label: string }[] }
  | { kind: 'fixed'; id: string; label: string }
  | { kind: 'quote'; label: string; note?: string }

export interface AddOnData {
  id: string
  name: string
  priceLabel: string
  description: string
}

export interface ServiceDetail {
  slug: string
  name: string
  heading: string
  summary: string
  description: string[]
  included: string[]
  image: ImageRef
  category: ServicePage['category']
  bookable: boolean
  price: PriceInfo
  addOns: AddOnData[]
}

export interface ServicePageData {
  meta: { title: string; description: string }
  service: ServiceDetail
  phoneDisplay: string
  phoneE164: string
}

export function priceInfo(catalogue: StaticCatalogue, page: ServicePage): PriceInfo {
  const price = pagePrice(catalogue, page)
  if (price.kind === 'from') {
    return { kind: 'variants', rows: price.variants.map((v) => ({ id: v.id, vehicle: v.vehicle, label: formatPrice(v.price) })) }
  }
  if (price.kind === 'fixed') return { kind: 'fixed', id: price.addOn.id, label: formatPrice(price.amount) }
  return { kind: 'quote', label: REQUEST_A_QUOTE, ...(price.note ? { note: price.note } : {}) }
}

export function serviceDetail(catalogue: StaticCatalogue, page: ServicePage): ServiceDetail {
  const addOns = page.baseId ? suggestedAddOns(catalogue, page.baseId) : []
  return {
    slug: page.slug,
    name: page.name,
    heading: page.heading,
    summary: page.summary,
    description: page.description,
    included: page.included,
    image: page.image,
    category: page.category,
    bookable: page.bookable,
    price: priceInfo(catalogue, page),
    addOns: addOns.map((a) => ({ id: a.id, name: a.name, priceLabel: formatPrice(a.price), description: a.description })),
  }
}

export function servicePageData(catalogue: StaticCatalogue, slug: string): ServicePageData | undefined {
  const page = catalogue.servicePages.find((p) => p.slug === slug)
  if (!page) return undefined
  return {
    meta: { title: page.seo.title, description: page.seo.description },
    service: serviceDetail(catalogue, page),
    phoneDisplay: catalogue.business.phone.display,
    phoneE164: catalogue.business.phone.e164,
  }
}
