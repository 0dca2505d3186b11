// JSON-LD builders: pure functions from catalogue data to schema.org objects.
// They take only what they need, so tests can feed small fixtures.
import type { Area, BlogPost, Business, FaqEntry, ImageRef, ServicePage, Variant, AddOn } from '../catalogue/types'
import { absoluteUrl, canonicalUrl } from './url'

export type JsonLd = Record<string, unknown>

const CONTEXT = 'https://schema.org'

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">` element. `<`, `>` and `&`
 * are escaped as \u003c etc., so no string in the data can close the script element or
 * open a comment; U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Price as schema.org wants it: a plain decimal string with two digits. */
export function schemaPrice(dollars: number): string {
  return dollars.toFixed(2)
}

function imageUrl(siteUrl: string, image: ImageRef): string {
  return absoluteUrl(siteUrl, image.src)
}

function businessId(business: Business): string {
  return `${canonicalUrl(business.siteUrl, '/')}#business`
}

function areaServed(business: Business, areas: Pick<Area, 'name'>[]): JsonLd[] {
  return areas.map((area) => ({
    '@type': 'City',
    name: `${area.name}, ${business.address.region}`,
  }))
}

/** One offer per service page: its variants as an AggregateOffer, an add-on's single price, or no price. */
export interface OfferSource {
  page: Pick<ServicePage, 'slug' | 'name' | 'summary' | 'baseId' | 'addOnId'>
  variants: Pick<Variant, 'id' | 'name' | 'price' | 'vehicle'>[]
  addOn?: Pick<AddOn, 'price'>
}

function catalogueOffer(business: Business, source: OfferSource): JsonLd {
  const url = canonicalUrl(business.siteUrl, `/services/${source.page.slug}`)
  const itemOffered: JsonLd = { '@type': 'Service', name: source.page.name, description: source.page.summary, url }
  const prices = source.variants.map((v) => v.price)
  if (prices.length > 0) {
    return {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: schemaPrice(Math.min(...prices)),
      highPrice: schemaPrice(Math.max(...prices)),
      offerCount: prices.length,
      url,
      itemOffered,
    }
  }
  if (source.addOn) {
    return { '@type': 'Offer', priceCurrency: 'USD', price: schemaPrice(source.addOn.price), url, itemOffered }
  }
  // Quote-only: an offer without a price (never $0).
  return { '@type': 'Offer', url, itemOffered }
}

export interface LocalBusinessInput {
  business: Business
  areas: Pick<Area, 'name'>[]
  offers: OfferSource[]
  /** Path of the page the object is embedded in (home or an area page). */
  path: string
}

const DAY_URL = 'https://schema.org/'

/** AutoWash (a LocalBusiness) with areaServed and an OfferCatalog of every service page. */
export function localBusinessJsonLd({ business, areas, offers, path }: LocalBusinessInput): JsonLd {
  const sameAs = Object.values(business.social ?? {}).filter((u): u is string => typeof u === 'string' && u.length > 0)
  return {
    '@context': CONTEXT,
    '@type': 'AutoWash',
    '@id': businessId(business),
    name: business.name,
    description: business.tagline,
    url: canonicalUrl(business.siteUrl, path),
    logo: imageUrl(business.siteUrl, business.logo),
    image: imageUrl(business.siteUrl, business.logo),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    areaServed: areaServed(business, areas),
    openingHoursSpecification: business.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `${DAY_URL}${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${business.name} services`,
      itemListElement: offers.map((o) => catalogueOffer(business, o)),
    },
  }
}

export interface ServiceJsonLdInput {
  business: Business
  areas: Pick<Area, 'name'>[]
  page: Pick<ServicePage, 'slug' | 'name' | 'summary' | 'image' | 'category'>
  variants: Pick<Variant, 'id' | 'name' | 'price' | 'vehicle'>[]
  addOn?: Pick<AddOn, 'id' | 'name' | 'price'>
}

/** Service with one Offer per priced variant (or the add-on's price); quote-only services carry no Offer price. */
export function serviceJsonLd({ business, areas, page, variants, addOn }: ServiceJsonLdInput): JsonLd {
  const url = canonicalUrl(business.siteUrl, `/services/${page.slug}`)
  const bookUrl = canonicalUrl(business.siteUrl, `/book/${page.slug}`)
  let offers: JsonLd[] = variants.map((v) => ({
    '@type': 'Offer',
    name: v.name,
    price: schemaPrice(v.price),
    priceCurrency: 'USD',
    url: bookUrl,
  }))
  if (offers.length === 0 && addOn) {
    offers = [{ '@type': 'Offer', name: addOn.name, price: schemaPrice(addOn.price), priceCurrency: 'USD', url: bookUrl }]
  }
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: page.name,
    serviceType: page.name,
    category: page.category,
    description: page.summary,
    url,
    image: imageUrl(business.siteUrl, page.image),
    provider: { '@type': 'AutoWash', '@id': businessId(business), name: business.name, url: canonicalUrl(business.siteUrl, '/'), telephone: business.phone.e164 },
    areaServed: areaServed(business, areas),
    ...(offers.length > 0 ? { offers } : {}),
  }
}

export interface Crumb {
  name: string
  /** Route path, e.g. "/services/signature-detail". */
  path: string
}

/** BreadcrumbList from Home down to the current page. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: canonicalUrl(siteUrl, c.path),
    })),
  }
}

/** FAQPage from the entries shown on /faq. */
export function faqPageJsonLd(siteUrl: string, entries: Pick<FaqEntry, 'question' | 'answer'>[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url: canonicalUrl(siteUrl, '/faq'),
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  }
}

/** BlogPosting for /blog/{slug}. */
export function blogPostingJsonLd(business: Business, post: Pick<BlogPost, 'slug' | 'title' | 'date' | 'author' | 'excerpt' | 'image' | 'tags'>): JsonLd {
  const url = canonicalUrl(business.siteUrl, `/blog/${post.slug}`)
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: business.name,
      logo: { '@type': 'ImageObject', url: imageUrl(business.siteUrl, business.logo) },
    },
    image: imageUrl(business.siteUrl, post.image),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  }
}

/** Offer sources for every service page (for the home/area OfferCatalog). */
export function offerSources(pages: ServicePage[], variants: Variant[], addOns: AddOn[]): OfferSource[] {
  return pages.map((page) => {
    const addOn = page.addOnId ? addOns.find((a) => a.id === page.addOnId) : undefined
    return {
      page,
      variants: page.baseId ? variants.filter((v) => v.baseId === page.baseId) : [],
      ...(addOn ? { addOn } : {}),
    }
  })
}
