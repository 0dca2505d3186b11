// What the home page and the area pages render, trimmed from the catalogue at prerender.
import type { Area, ImageRef, StaticCatalogue } from '../../../lib/catalogue/types'
import { serviceCardData, type ServiceCardData } from '../../../lib/catalogue/service-card'
import type { PageMeta } from '../../../lib/seo/page-meta'

export interface HomeData {
  meta: PageMeta
  area: Pick<Area, 'slug' | 'name' | 'heading' | 'intro' | 'neighborhoods' | 'landmarks'> & { image: ImageRef }
  business: {
    name: string
    tagline: string
    phoneDisplay: string
    phoneE164: string
    requirements: string
    serviceRadius: string
    discountPercent: number
  }
  services: ServiceCardData[]
  about: string[]
  testimonials: { id: string; author: string; areaName: string; rating: number; text: string; serviceName?: string }[]
  areas: { slug: string; name: string; neighborhoods: string[] }[]
  faq: { id: string; question: string; answer: string }[]
}

const HOME_SERVICE_COUNT = 6
const FAQ_TEASER_IDS = ['requirements', 'duration', 'weather', 'areas']

/** `areaSlug` is the area the page speaks of; the root page "/" speaks of the home area (business.json homeArea: Katy). */
export function homeData(catalogue: StaticCatalogue, areaSlug: string, isRoot: boolean): HomeData | undefined {
  const area = catalogue.areas.find((a) => a.slug === areaSlug)
  if (!area) return undefined
  const { business } = catalogue
  const cards = catalogue.servicePages.map((p) => serviceCardData(catalogue, p))
  // Popular first, otherwise the owner's order.
  const services = [...cards.filter((c) => c.popular), ...cards.filter((c) => !c.popular)].slice(0, HOME_SERVICE_COUNT)
  const areaName = (slug: string) => catalogue.areas.find((a) => a.slug === slug)?.name ?? slug
  const serviceName = (slug: string | undefined) => (slug ? catalogue.servicePages.find((p) => p.slug === slug)?.name : undefined)
  // Reviews from this area first.
  const reviews = [...catalogue.testimonials.filter((t) => t.area === area.slug), ...catalogue.testimonials.filter((t) => t.area !== area.slug)].slice(0, 3)
  const aboutPage = catalogue.infoPages.find((p) => p.slug === 'about')
  const about = (aboutPage?.body ?? []).flatMap((b) => (b.type === 'p' ? [b.text] : [])).slice(0, 2)
  const faqById = new Map(catalogue.faq.map((f) => [f.id, f]))
  const teaser = FAQ_TEASER_IDS.flatMap((id) => {
    const f = faqById.get(id)
    return f ? [f] : []
  })
  const faq = (teaser.length > 0 ? teaser : catalogue.faq.filter((f) => f.onFaqPage).slice(0, 4)).map(({ id, question, answer }) => ({ id, question, answer }))

  return {
    meta: {
      // "Premium Mobile Car Detailing in Katy, TX" for the shipped catalogue.
      title: isRoot ? `Premium Mobile Car Detailing in ${area.name}, ${business.address.region}` : area.seo.title,
      description: area.seo.description,
      // "/" and the home area's page ("/katy") are the same home page: both name "/" as canonical.
      canonicalPath: area.slug === business.homeArea ? '/' : `/${area.slug}`,
      image: area.image,
    },
    area: {
      slug: area.slug,
      name: area.name,
      heading: area.heading,
      intro: area.intro,
      neighborhoods: area.neighborhoods,
      landmarks: area.landmarks,
      image: area.image,
    },
    business: {
      name: business.name,
      tagline: business.tagline,
      phoneDisplay: business.phone.display,
      phoneE164: business.phone.e164,
      requirements: business.requirements,
      serviceRadius: business.serviceRadius,
      discountPercent: business.firstDetailDiscountPercent,
    },
    services,
    about,
    testimonials: reviews.map((t) => ({
      id: t.id,
      author: t.author,
      areaName: areaName(t.area),
      rating: t.rating,
      text: t.text,
      ...(serviceName(t.service) ? { serviceName: serviceName(t.service) } : {}),
    })),
    areas: catalogue.areas.map((a) => ({ slug: a.slug, name: a.name, neighborhoods: a.neighborhoods })),
    faq,
  }
}
