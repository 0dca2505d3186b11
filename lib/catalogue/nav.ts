// What the layout on every page needs from the catalogue: names, slugs and contact details
// (and the scheduler's two URLs for Book Now), nothing else. The server-only layout and pages
// read it (catalogue.server.ts `nav`) and pass islands the part they show as props (decision 127).
import type { StaticCatalogue } from './types'

export interface NavEntry {
  slug: string
  name: string
}

export interface NavLink {
  href: string
  label: string
}

export interface SiteNav {
  business: {
    name: string
    phone: { e164: string; display: string }
    email: string
    /** The booking popup's page and origin (Book Now on /book). */
    schedulerUrl: string
    schedulerOrigin: string
  }
  /** Every service page, in the owner's order: the header's Services menu and the footer. */
  services: NavEntry[]
  /** Every area, in the owner's order: the footer's Areas list and its location line. */
  areas: NavEntry[]
  /** The area the home page "/" speaks of (business.json homeArea): the footer's default location. */
  homeArea: string
  /** The footer's Book list (service-pages.json footerBookLinks). */
  footerBook: NavLink[]
  /** "/" and each area's page, where the guided tour runs (homePagePaths()). */
  homePages: string[]
  /** Whether /gallery exists (hasBeforeAfter()): the footer links to it only then. */
  gallery: boolean
}

/** The business's name, phone, e-mail and scheduler URLs: what islands may be given of business.json. */
export type NavBusiness = SiteNav['business']

/** Areas a sentence names in full; beyond this many it names these and counts the rest. */
const NAMED_AREAS = 5

/**
 * The areas in a sentence, in the owner's order: "Katy, Jordan Ranch, Fulshear or Cinco Ranch".
 * Code-written texts (meta descriptions) use it, so an area added or removed in data/ is named
 * or dropped there too.
 */
export function areaNamesText(areas: readonly { name: string }[], conjunction: 'and' | 'or'): string {
  const names = areas.map((area) => area.name)
  if (names.length > NAMED_AREAS) return `${names.slice(0, NAMED_AREAS - 1).join(', ')} and ${names.length - NAMED_AREAS + 1} more areas`
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`
}

/** The home page and every area's home page: "/", "/katy", "/jordan-ranch"... in the owner's order. */
export function homePagePaths(areas: readonly { slug: string }[]): string[] {
  return ['/', ...areas.map((area) => `/${area.slug}`)]
}

/**
 * Each listed service page as a footer link: its booking page when it is bookable, else /contact,
 * where a quote-only service is asked for (Paint Protection Film in the shipped catalogue).
 */
export function footerBookLinks(catalogue: Pick<StaticCatalogue, 'servicePages' | 'footerBookLinks'>): NavLink[] {
  return catalogue.footerBookLinks.flatMap((link) => {
    const page = catalogue.servicePages.find((p) => p.slug === link.page)
    return page ? [{ href: page.bookable ? `/book/${page.slug}` : '/contact', label: link.label ?? page.name }] : []
  })
}

/**
 * Is there a before/after pair whose service page exists? The gallery page and its link exist
 * only then: the shipped data has no photos of real jobs yet (docs/decisions/153-before-after-gallery.md).
 */
export function hasBeforeAfter(catalogue: Pick<StaticCatalogue, 'beforeAfter' | 'servicePages'>): boolean {
  return catalogue.beforeAfter.some((pair) => catalogue.servicePages.some((page) => page.slug === pair.service))
}

export function siteNav(catalogue: Pick<StaticCatalogue, 'business' | 'servicePages' | 'areas' | 'footerBookLinks' | 'beforeAfter'>): SiteNav {
  const { name, phone, email, schedulerUrl, schedulerOrigin, homeArea } = catalogue.business
  return {
    business: { name, phone: { e164: phone.e164, display: phone.display }, email, schedulerUrl, schedulerOrigin },
    services: catalogue.servicePages.map(({ slug, name }) => ({ slug, name })),
    areas: catalogue.areas.map(({ slug, name }) => ({ slug, name })),
    homeArea,
    footerBook: footerBookLinks(catalogue),
    homePages: homePagePaths(catalogue.areas),
    gallery: hasBeforeAfter(catalogue),
  }
}
