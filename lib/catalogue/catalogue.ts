// The catalogue as a static import: bundled into the client, no fs, no validation
// at runtime. catalogueCheck() (vite-plugin.ts) validates the same files at build
// start, so by the time this module ships the data matches the types.
// Blog posts are not here: pages get them from loadCatalogue() at prerender time.
import businessJson from '../../data/business.json'
import servicesJson from '../../data/services.json'
import servicePagesJson from '../../data/service-pages.json'
import areasJson from '../../data/areas.json'
import faqJson from '../../data/faq.json'
import testimonialsJson from '../../data/testimonials.json'
import membershipJson from '../../data/membership.json'
import infoPagesJson from '../../data/info-pages.json'
import { assembleCatalogue, type CatalogueFiles } from './files'
import type { StaticCatalogue } from './types'

// JSON imports widen string unions (e.g. "Sedan" becomes string); the build-time
// validation is what guarantees the narrower types.
const files = {
  'business.json': businessJson,
  'services.json': servicesJson,
  'service-pages.json': servicePagesJson,
  'areas.json': areasJson,
  'faq.json': faqJson,
  'testimonials.json': testimonialsJson,
  'membership.json': membershipJson,
  'info-pages.json': infoPagesJson,
} as unknown as CatalogueFiles

export const catalogue: StaticCatalogue = assembleCatalogue(files)

export const { business, baseServices, variants, addOns, servicePages, areas, faq, testimonials, membership, infoPages } = catalogue
