// The layout's props come from the real catalogue, exactly as components/layout/SiteLayout.tsx
// builds them, so stories, the prerendered site and the e2e tests show the same content.
import { footerBookLinks } from '../../lib/catalogue/nav'
import { areas, business, catalogue, servicePages } from '../../tests/fixtures/catalogue/static'

export const layoutBusiness = business
export const menuServices = servicePages.map(({ slug, name }) => ({ slug, name }))
export const footerAreas = areas.map(({ slug, name }) => ({ slug, name }))
export const homeArea = business.homeArea
export const footerBook = footerBookLinks(catalogue)
