// The data of each information route, built at prerender by the same functions the pages'
// +data files and the test fixtures call (docs/decisions/128-thin-route-layer.md), so stories show what the site shows.
import type { StaticCatalogue } from '../../../lib/catalogue/types'
import { planPriceLabel } from '../../../lib/catalogue/price'
import { serviceZipAreas } from '../../../lib/catalogue/visit-terms'
import type { PageMeta } from '../../../lib/seo/page-meta'
import { contactDetails, infoData } from './data'
import { areaNamesText } from '../../../lib/catalogue/nav'

export function contactPageData(catalogue: StaticCatalogue) {
  return { ...infoData(catalogue, 'contact'), contact: contactDetails(catalogue) }
}

export function faqPageData(catalogue: StaticCatalogue) {
  return {
    ...infoData(catalogue, 'faq'),
    entries: catalogue.faq.filter((f) => f.onFaqPage).map(({ id, question, answer }) => ({ id, question, answer })),
  }
}

export function membershipPageData(catalogue: StaticCatalogue) {
  return {
    ...infoData(catalogue, 'membership'),
    intro: catalogue.membership.intro,
    tiers: catalogue.membership.tiers.map((t) => ({
      id: t.id,
      name: t.name,
      priceLabel: planPriceLabel(t),
      summary: t.summary,
      perks: t.perks,
      frequency: t.frequency,
      featured: t.featured,
    })),
  }
}

export function serviceAreasPageData(catalogue: StaticCatalogue) {
  return {
    ...infoData(catalogue, 'service-areas'),
    areas: catalogue.areas.map((a) => ({
      slug: a.slug,
      name: a.name,
      intro: a.intro[0] ?? '',
      neighborhoods: a.neighborhoods,
      zipCodes: a.zipCodes,
      image: a.image,
    })),
    serviceRadius: catalogue.business.serviceRadius,
    /** The ZIP check's island props. */
    zipAreas: serviceZipAreas(catalogue),
  }
}

/** Every review, newest first, with its area's and service's names. */
export function testimonialsPageData(catalogue: StaticCatalogue) {
  const areaName = (slug: string) => catalogue.areas.find((a) => a.slug === slug)?.name ?? slug
  const serviceName = (slug?: string) => (slug ? catalogue.servicePages.find((p) => p.slug === slug)?.name : undefined)
  return {
    ...infoData(catalogue, 'testimonials'),
    testimonials: [...catalogue.testimonials]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((t) => {
        const service = serviceName(t.service)
        return { id: t.id, author: t.author, areaName: areaName(t.area), rating: t.rating, text: t.text, ...(service ? { serviceName: service } : {}) }
      }),
  }
}

/** The error page's head: a 404 or any other error; it has no address of its own. */
export function errorPageData(notFound: boolean, businessName: string, areas: readonly { name: string }[]): { meta: PageMeta } {
  return {
    meta: {
      title: notFound ? `Page not found | ${businessName}` : `Something went wrong | ${businessName}`,
      description: `This page could not be found. Browse our mobile detailing services in ${areaNamesText(areas, 'and')}.`,
      noindex: true,
    },
  }
}
