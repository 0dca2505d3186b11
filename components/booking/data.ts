// Trimmed data of /book and /book/{serviceId}, built at prerender (or on demand for unknown ids).
import type { StaticCatalogue } from '../../lib/catalogue/types'
import { serviceDetail, type ServiceDetail } from '../../lib/catalogue/service-detail'
import { priceLabel, servicePrice } from '../../lib/catalogue/price'
import { schedulerContact, type SchedulerContact } from '../../lib/catalogue/contact-links'
import { areaNamesText } from '../../lib/catalogue/nav'
import { crumbsFor, type PageMeta } from '../../lib/seo/page-meta'
import type { PrepCatalogue } from '../../lib/catalogue/booking-prep'
import type { BusinessPolicies } from '../../lib/catalogue/types'
import { prepCatalogue, serviceZipAreas, visitPolicies, type ServiceZipArea } from '../../lib/catalogue/visit-terms'
import { depositNotice } from '../../lib/catalogue/deposit'

export interface BookingChoice {
  slug: string
  name: string
  priceLabel: string
  summary: string
}

export interface BookingData {
  meta: PageMeta
  heading: string
  intro?: string
  /** The service being booked, when the id names a bookable service. */
  selected?: Pick<ServiceDetail, 'slug' | 'name' | 'summary' | 'image' | 'price' | 'addOns'>
  /** Set when /book/{id} names no bookable service: the page offers the choices instead. */
  unknownId?: string
  choices: BookingChoice[]
  phoneDisplay: string
  phoneE164: string
  /** Book Now's scheduler and contact links: the booking island's props. */
  scheduler: SchedulerContact
  /** The service areas' ZIP codes: Book Now's ZIP step (an island prop). */
  areas: ServiceZipArea[]
  /** Names and prep items of the services: "How to get ready" for what is booked (an island prop). */
  prep: PrepCatalogue
  /** Cancellation, weather and deposit policy, when set (shown on the page, no script). */
  policies: BusinessPolicies | null
  /** What the business needs on site (data/business.json `requirements`). */
  requirements: string
  /** "A $50 deposit holds your visit; refundable up to 24 hours before.", or null: none taken. */
  deposit: string | null
}

/** Every bookable service id: the prerendered /book/{id} routes. */
export function bookableIds(catalogue: StaticCatalogue): string[] {
  return catalogue.servicePages.filter((p) => p.bookable).map((p) => p.slug)
}

export function bookingData(catalogue: StaticCatalogue, serviceId?: string): BookingData {
  const info = catalogue.infoPages.find((p) => p.slug === 'book')
  const intro = info?.body.find((b) => b.type === 'p')
  const bookable = catalogue.servicePages.filter((p) => p.bookable)
  const base = {
    choices: bookable.map((p) => ({ slug: p.slug, name: p.name, priceLabel: priceLabel(servicePrice(catalogue, p)), summary: p.summary })),
    phoneDisplay: catalogue.business.phone.display,
    phoneE164: catalogue.business.phone.e164,
    scheduler: schedulerContact(catalogue.business),
    areas: serviceZipAreas(catalogue),
    prep: prepCatalogue(catalogue),
    policies: visitPolicies(catalogue),
    requirements: catalogue.business.requirements,
    deposit: depositNotice(catalogue.business.deposit),
    ...(intro && intro.type === 'p' ? { intro: intro.text } : {}),
  }
  const genericMeta: PageMeta = {
    title: info?.seo.title ?? `Book a Mobile Detail | ${catalogue.business.name}`,
    description: info?.seo.description ?? catalogue.business.tagline,
    canonicalPath: '/book',
    crumbs: crumbsFor('Book', '/book'),
  }
  const generic = { meta: genericMeta, heading: info?.heading ?? 'Book your detail' }
  if (!serviceId) return { ...generic, ...base }
  const page = bookable.find((p) => p.slug === serviceId)
  // An id that names no bookable service gets the choices of /book, kept out of the index.
  if (!page) return { ...generic, meta: { ...genericMeta, noindex: true }, ...base, unknownId: serviceId }
  const { slug, name, summary, image, price, addOns } = serviceDetail(catalogue, page)
  return {
    meta: {
      title: `Book ${name} | ${catalogue.business.name}`,
      description: `Book ${name} at your home or office in ${areaNamesText(catalogue.areas, 'or')}. ${summary}`,
      canonicalPath: `/book/${slug}`,
      crumbs: crumbsFor(name, `/book/${slug}`, { name: 'Book', path: '/book' }),
      image,
    },
    heading: `Book ${name}`,
    ...base,
    deposit: depositNotice(catalogue.business.deposit, [page.baseId ?? page.addOnId ?? slug]),
    selected: { slug, name, summary, image, price, addOns },
  }
}
