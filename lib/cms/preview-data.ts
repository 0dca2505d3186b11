// What the CMS's previews (components/cms/) render from: the entry being edited, completed with
// the priced part of the catalogue that the /admin page carries in its HTML (written at prerender,
// or per request by the dev server: docs/decisions/127-one-price-model.md), through the same projections the pages use, so
// a preview shows what the rebuilt page will show.
import { markdownToBlocks } from './blocks-markdown'
import { serviceCardData, type ServiceCardData } from '../catalogue/service-card'
import { serviceDetail } from '../catalogue/service-detail'
import { servicePrice, sellablePrices, withPrices, type Price } from '../catalogue/price'
import type { AddOn, BlogBlock, BlogPost, BusinessPolicies, ImageRef, ServicePage, StaticCatalogue, Variant } from '../catalogue/types'
import { servicePagePrep, visitPolicies } from '../catalogue/visit-terms'
import type { ServicePageData } from '../catalogue/service-detail'
import type { PageMeta } from '../seo/page-meta'

type Partial<T> = { [K in keyof T]?: T[K] | undefined }

const PLACEHOLDER_IMAGE: ImageRef = { src: '/images/services/signature-detail.svg', width: 400, height: 300, alt: '' }

/** What the previews need besides the entry: packages, sizes, add-ons and the phone number. */
export interface PreviewCatalogue {
  baseServices: StaticCatalogue['baseServices']
  variants: StaticCatalogue['variants']
  addOns: StaticCatalogue['addOns']
  phone: { display: string; e164: string }
  /** The business's visit policies, shown under a service page as on the site. */
  policies: BusinessPolicies | null
}

/** The id of the /admin page's `<script type="application/json">` that carries it. */
export const PREVIEW_CATALOGUE_ID = 'cms-preview-catalogue'

export function previewCatalogueOf(catalogue: Pick<StaticCatalogue, 'baseServices' | 'variants' | 'addOns' | 'business'>): PreviewCatalogue {
  const { baseServices, variants, addOns, business } = catalogue
  return { baseServices, variants, addOns, phone: { display: business.phone.display, e164: business.phone.e164 }, policies: visitPolicies(catalogue) }
}

/** Reads the page's projection; without one (a page that lacks it) nothing is priced. */
export function readPreviewCatalogue(doc: Document = document): PreviewCatalogue {
  const text = doc.getElementById(PREVIEW_CATALOGUE_ID)?.textContent
  return text ? (JSON.parse(text) as PreviewCatalogue) : { baseServices: [], variants: [], addOns: [], phone: { display: '', e164: '' }, policies: null }
}

const asCatalogue = (c: PreviewCatalogue) => c as unknown as StaticCatalogue

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback)
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])
function image(value: unknown): ImageRef {
  const v = (value ?? {}) as Partial<ImageRef>
  return { src: text(v.src, PLACEHOLDER_IMAGE.src) || PLACEHOLDER_IMAGE.src, width: Number(v.width) || PLACEHOLDER_IMAGE.width, height: Number(v.height) || PLACEHOLDER_IMAGE.height, alt: text(v.alt) }
}

/** A service page as the form holds it mid-edit (any field may still be empty). */
export function servicePageFromForm(value: unknown): ServicePage {
  const v = (value ?? {}) as Partial<ServicePage>
  return {
    slug: text(v.slug, 'new-service'),
    name: text(v.name, 'New service'),
    seo: { title: text(v.seo?.title), description: text(v.seo?.description) },
    heading: text(v.heading),
    summary: text(v.summary),
    description: texts(v.description),
    included: texts(v.included),
    image: image(v.image),
    ...(text(v.baseId) ? { baseId: text(v.baseId) } : {}),
    ...(text(v.addOnId) ? { addOnId: text(v.addOnId) } : {}),
    ...(text(v.quoteNote) ? { quoteNote: text(v.quoteNote) } : {}),
    bookable: v.bookable === true,
    category: (text(v.category, 'Detailing') || 'Detailing') as ServicePage['category'],
  }
}

export function serviceCardPreview(page: ServicePage, catalogue: PreviewCatalogue): ServiceCardData {
  return serviceCardData(asCatalogue(catalogue), page)
}

export function servicePagePreview(page: ServicePage, catalogue: PreviewCatalogue): ServicePageData {
  return {
    meta: { title: page.seo.title, description: page.seo.description, canonicalPath: `/services/${page.slug}` },
    service: serviceDetail(asCatalogue(catalogue), page),
    phoneDisplay: catalogue.phone.display,
    phoneE164: catalogue.phone.e164,
    prep: servicePagePrep(catalogue, page),
    policies: catalogue.policies ?? null,
  }
}

export interface FaqPreviewEntry {
  id: string
  question: string
  answer: string
}

/** FAQ entries with their {price:ID} tokens filled in, as /faq shows them. */
export function faqPreview(value: unknown, catalogue: PreviewCatalogue): FaqPreviewEntry[] {
  const entries = Array.isArray((value as { entries?: unknown })?.entries) ? ((value as { entries: unknown[] }).entries as Array<Record<string, unknown>>) : []
  const prices = sellablePrices(catalogue)
  return entries
    .filter((e) => e && e.onFaqPage !== false)
    .map((e, i) => ({ id: text(e.id, `question-${i + 1}`) || `question-${i + 1}`, question: text(e.question), answer: withPrices(text(e.answer), prices) }))
}

/** What the blog post view renders (components/catalogue-pages/blog/data.ts builds the same shape at prerender). */
export interface BlogPostPreview extends BlogPost {
  meta: PageMeta
  more: { slug: string; title: string }[]
}

/** A blog post as the form holds it (its body is the editor's Markdown). */
export function blogPostPreview(value: unknown): BlogPostPreview {
  const v = (value ?? {}) as Record<string, unknown>
  const slug = text(v.slug, 'new-post') || 'new-post'
  const title = text(v.title)
  const body: BlogBlock[] = typeof v.body === 'string' ? (markdownToBlocks(v.body) as BlogBlock[]) : Array.isArray(v.body) ? (v.body as BlogBlock[]) : []
  return {
    slug,
    title,
    date: text(v.date),
    author: text(v.author),
    excerpt: text(v.excerpt),
    image: image(v.image),
    tags: texts(v.tags),
    meta: { title, description: text(v.excerpt), canonicalPath: `/blog/${slug}` },
    body,
    more: [],
  }
}

/** One priced entry of services.json, as a service page's price table shows it. */
export interface PricePreview {
  id: string
  name: string
  price: Price
}

/** Packages with their vehicle-size prices, and the add-ons with theirs. */
export interface ServicesPreview {
  packages: PricePreview[]
  addOns: PricePreview[]
}

const wholeDollars = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : null
}
const records = (value: unknown): Array<Record<string, unknown>> => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object') : [])

/**
 * data/services.json as the form holds it mid-edit, priced through the site's price model
 * (lib/catalogue/price.ts): a package reads its sizes as its service page's table does; a size
 * or add-on whose price is not a number yet is left out rather than shown as $NaN.
 */
export function servicesPreview(value: unknown): ServicesPreview {
  const v = (value ?? {}) as Record<string, unknown>
  const variants = records(v.variants).flatMap((r): Variant[] => {
    const price = wholeDollars(r.price)
    return price === null ? [] : [{ id: text(r.id), baseId: text(r.baseId), name: text(r.name), vehicle: text(r.vehicle) as Variant['vehicle'], price, image: image(r.image) }]
  })
  const addOns = records(v.addOns).flatMap((r): AddOn[] => {
    const price = wholeDollars(r.price)
    const id = text(r.id)
    return price === null ? [] : [{ id, baseId: text(r.baseId, id), name: text(r.name), price, image: image(r.image), description: text(r.description), ingredients: texts(r.ingredients) }]
  })
  const priced = { variants, addOns }
  return {
    packages: records(v.baseServices).map((r, i) => {
      const baseId = text(r.baseId)
      return { id: baseId || `package-${i + 1}`, name: text(r.name) || baseId, price: servicePrice(priced, { baseId }) }
    }),
    addOns: addOns.map((a) => ({ id: a.id, name: a.name, price: servicePrice(priced, { addOnId: a.id }) })),
  }
}
