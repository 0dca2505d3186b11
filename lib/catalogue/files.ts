// The catalogue as stored on disk: which files exist, what each holds, and how they
// assemble into the Catalogue that code uses. Shared by the Node reader (read.server.ts), the
// CMS's configuration in the browser (lib/cms/config.ts) and the test fixtures, so none can drift apart.
import { sellablePrices, withPrices } from './price'
import type { AddOn, Area, BaseService, BeforeAfterPair, BlogPost, Business, FaqEntry, FooterBookLink, InfoPage, Membership, ServicePage, StaticCatalogue, Testimonial, Variant } from './types'

/** Every top-level file names its schema so the owner's editor can check it. */
interface WithSchema {
  $schema: string
}

export interface CatalogueFiles {
  'business.json': Business & WithSchema
  'services.json': WithSchema & { baseServices: BaseService[]; variants: Variant[]; addOns: AddOn[] }
  'service-pages.json': WithSchema & { pages: ServicePage[]; footerBookLinks: FooterBookLink[] }
  'areas.json': WithSchema & { areas: Area[] }
  'faq.json': WithSchema & { entries: FaqEntry[] }
  'testimonials.json': WithSchema & { testimonials: Testimonial[] }
  'membership.json': WithSchema & Membership
  'info-pages.json': WithSchema & { pages: InfoPage[] }
  'gallery.json': WithSchema & { pairs: BeforeAfterPair[] }
}

export type BlogPostFile = BlogPost & WithSchema

export type CatalogueFileName = keyof CatalogueFiles

/** Top-level files and the schema each must name, in the order problems are reported. */
export const CATALOGUE_FILES: Record<CatalogueFileName, string> = {
  'business.json': './schemas/business.schema.json',
  'services.json': './schemas/services.schema.json',
  'service-pages.json': './schemas/service-pages.schema.json',
  'areas.json': './schemas/areas.schema.json',
  'faq.json': './schemas/faq.schema.json',
  'testimonials.json': './schemas/testimonials.schema.json',
  'membership.json': './schemas/membership.schema.json',
  'info-pages.json': './schemas/info-pages.schema.json',
  'gallery.json': './schemas/gallery.schema.json',
}

export const CATALOGUE_FILE_NAMES = Object.keys(CATALOGUE_FILES) as CatalogueFileName[]

/** The blog's folder, a file per post; the build reads another one when CATALOGUE_BLOG_DIR is set (blog-dir.server.ts). */
export const DEFAULT_BLOG_DIR = 'data/blog'

/** Drops the editor-only "$schema" key so it never leaks into pages or JSON-LD. */
export function withoutSchema<T extends WithSchema>(value: T): Omit<T, '$schema'> {
  const { $schema: _ignored, ...rest } = value
  return rest
}

export function assembleCatalogue(files: CatalogueFiles): StaticCatalogue {
  const membership = withoutSchema(files['membership.json'])
  // FAQ answers (the chat's canned quotes) name prices as {price:ID}: filled in here, once, so
  // /faq, its JSON-LD and the chat read the same sentence (lib/catalogue/price.ts).
  const prices = sellablePrices(files['services.json'])
  return {
    business: withoutSchema(files['business.json']),
    baseServices: files['services.json'].baseServices,
    variants: files['services.json'].variants,
    addOns: files['services.json'].addOns,
    servicePages: files['service-pages.json'].pages,
    footerBookLinks: files['service-pages.json'].footerBookLinks,
    areas: files['areas.json'].areas,
    faq: files['faq.json'].entries.map((entry) => ({ ...entry, answer: withPrices(entry.answer, prices) })),
    testimonials: files['testimonials.json'].testimonials,
    membership: { intro: membership.intro, tiers: membership.tiers },
    infoPages: files['info-pages.json'].pages,
    beforeAfter: files['gallery.json'].pairs,
  }
}
