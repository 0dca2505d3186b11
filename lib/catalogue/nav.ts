// What the layout on every page needs from the catalogue: names, slugs and contact details
// (and the scheduler's two URLs for Book Now), nothing else. The build serves it as the module
// `virtual:catalogue-nav` (vite-plugin.ts), so a page's first load carries about 1 KB of
// catalogue instead of every JSON file.
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
    /** The booking popup's page and origin (Book Now on /book): two short strings, not worth a module of their own. */
    schedulerUrl: string
    schedulerOrigin: string
  }
  /** Every service page, in the owner's order: the header's Services menu and the footer. */
  services: NavEntry[]
  /** Every area, in the owner's order: the footer's Areas list and its location line. */
  areas: NavEntry[]
}

export const NAV_MODULE_ID = 'virtual:catalogue-nav'

export function siteNav(catalogue: Pick<StaticCatalogue, 'business' | 'servicePages' | 'areas'>): SiteNav {
  const { name, phone, email, schedulerUrl, schedulerOrigin } = catalogue.business
  return {
    business: { name, phone: { e164: phone.e164, display: phone.display }, email, schedulerUrl, schedulerOrigin },
    services: catalogue.servicePages.map(({ slug, name }) => ({ slug, name })),
    areas: catalogue.areas.map(({ slug, name }) => ({ slug, name })),
  }
}

/** The module's code: plain data, no imports. */
export function navModuleCode(nav: SiteNav): string {
  return `export default ${JSON.stringify(nav)}\n`
}
