// Trimmed data of a /services/{slug} page and of the booking page, built at prerender.
import type { BusinessPolicies, ImageRef, ServicePage, StaticCatalogue } from './types'
import { servicePagePrep, visitPolicies } from './visit-terms'
import { suggestedAddOns } from './lookup'
import { addOnOffer, type AddOnOffer } from './add-on-offers'
import { servicePrice, type Price } from './price'
import { crumbsFor, type PageMeta } from '../seo/page-meta'

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
  price: Price
  addOns: AddOnOffer[]
}

export interface ServicePageData {
  meta: PageMeta
  service: ServiceDetail
  phoneDisplay: string
  phoneE164: string
  /** "How to get ready": the service's prep items (data/services.json). */
  prep: string[]
  /** The business's cancellation, weather and deposit policy, when set. */
  policies: BusinessPolicies | null
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
    price: servicePrice(catalogue, page),
    addOns: addOns.map(addOnOffer),
  }
}

export function servicePageData(catalogue: StaticCatalogue, slug: string): ServicePageData | undefined {
  const page = catalogue.servicePages.find((p) => p.slug === slug)
  if (!page) return undefined
  return {
    meta: { title: page.seo.title, description: page.seo.description, canonicalPath: `/services/${slug}`, crumbs: crumbsFor(page.name, `/services/${slug}`), image: page.image },
    service: serviceDetail(catalogue, page),
    phoneDisplay: catalogue.business.phone.display,
    phoneE164: catalogue.business.phone.e164,
    prep: servicePagePrep(catalogue, page),
    policies: visitPolicies(catalogue),
  }
}
