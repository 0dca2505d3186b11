// What the layout on every page needs from the catalogue: names, slugs and contact details
// (and the scheduler's two URLs for Book Now), nothing else. The server-only layout and pages
// read it (catalogue.ts `nav`) and pass islands the part they show as props (decision 137).
import type { StaticCatalogue } from './types'

export interface NavEntry {
  slug: string
  name: string
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
}

/** The business's name, phone, e-mail and scheduler URLs: what islands may be given of business.json. */
export type NavBusiness = SiteNav['business']

export function siteNav(catalogue: Pick<StaticCatalogue, 'business' | 'servicePages' | 'areas'>): SiteNav {
  const { name, phone, email, schedulerUrl, schedulerOrigin } = catalogue.business
  return {
    business: { name, phone: { e164: phone.e164, display: phone.display }, email, schedulerUrl, schedulerOrigin },
    services: catalogue.servicePages.map(({ slug, name }) => ({ slug, name })),
    areas: catalogue.areas.map(({ slug, name }) => ({ slug, name })),
  }
}
