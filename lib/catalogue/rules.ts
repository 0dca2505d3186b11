// Rules JSON Schema can't express: links between files, uniqueness, the fixed set of
// routes the spec requires, and image files that must exist. Each rule only runs on
// files that already passed their schema, so it can trust their shapes.
import type { CatalogueFiles, BlogPostFile } from './files'
import { PRICE_TOKEN_START } from './price'
import { joinPath } from './problem-text'
import type { CatalogueProblem, ImageRef } from './types'

/** Exactly these service pages exist (the site's routes, tests/e2e/fixtures/routes.ts). */
export const SERVICE_SLUGS = [
  'signature-detail',
  'signature-ceramic-coating',
  'full-detail',
  'interior-detail',
  'wash-and-wax',
  'exterior-wash',
  'exterior-ceramic-coating',
  'interior-leather-ceramic-coating',
  'paint-protection-film',
  'engine-bay-detailing',
  'headlight-restoration',
  'rv-detailing',
  'boat-detailing',
  'fleet-washing',
  'airplane-detailing',
  'leather-installation',
] as const

/** The area home pages. */
export const AREA_SLUGS = ['katy', 'jordan-ranch', 'fulshear', 'cinco-ranch'] as const

/** Every base service comes in these sizes. */
export const VEHICLE_SIZES = ['Sedan', 'SUV', 'XL'] as const

/** Routes whose title, description and heading come from info-pages.json. */
export const INFO_PAGE_SLUGS = [
  'about',
  'contact',
  'service-areas',
  'faq',
  'testimonials',
  'privacy-policy',
  'terms-conditions',
  'membership',
  'blog',
  'book',
  'login',
  'garage',
  'reset-password',
] as const

type Report = (path: string, expected: string, found: string) => void

function quoteList(values: readonly string[]): string {
  return values.join(', ')
}

/** Reports the second and later occurrences of a key. */
function unique<T>(items: T[], key: (item: T) => string, at: (index: number) => string, what: string, report: Report) {
  const first = new Map<string, number>()
  items.forEach((item, index) => {
    const value = key(item)
    const seen = first.get(value)
    if (seen === undefined) first.set(value, index)
    else report(at(index), `a ${what} not used before`, `"${value}", already used at ${at(seen)}`)
  })
}

/** Exactly the required set: missing ones reported on the list, unknown ones on the item. */
function exactSet(actual: string[], required: readonly string[], listPath: string, itemPath: (index: number) => string, what: string, report: Report) {
  for (const slug of required) {
    if (!actual.includes(slug)) report(listPath, `${what} with slug "${slug}"`, 'none')
  }
  actual.forEach((slug, index) => {
    if (!required.includes(slug)) report(itemPath(index), `one of ${quoteList(required)}`, `"${slug}"`)
  })
}

export function checkServices(file: CatalogueFiles['services.json'], report: Report) {
  const { baseServices, variants, addOns } = file
  unique(
    baseServices,
    (b) => b.baseId,
    (i) => `$.baseServices[${i}].baseId`,
    'baseId',
    report,
  )
  // Variants and add-ons share one namespace: the bag finds either by id.
  const sellable = [...variants.map((v, i) => ({ id: v.id, path: `$.variants[${i}].id` })), ...addOns.map((a, i) => ({ id: a.id, path: `$.addOns[${i}].id` }))]
  unique(
    sellable,
    (s) => s.id,
    (i) => sellable[i]!.path,
    'bag id (variant or add-on id)',
    report,
  )

  const baseIds = baseServices.map((b) => b.baseId)
  const addOnIds = addOns.map((a) => a.id)
  variants.forEach((variant, i) => {
    if (!baseIds.includes(variant.baseId)) {
      report(`$.variants[${i}].baseId`, `the baseId of a base service (${quoteList(baseIds)})`, `"${variant.baseId}"`)
    }
  })
  baseServices.forEach((base, i) => {
    for (const size of VEHICLE_SIZES) {
      const count = variants.filter((v) => v.baseId === base.baseId && v.vehicle === size).length
      if (count !== 1) {
        report(`$.baseServices[${i}]`, `one ${size} variant of "${base.baseId}"`, `${count} ${size} variants`)
      }
    }
    base.addOns.forEach((id, j) => {
      if (!addOnIds.includes(id)) {
        report(`$.baseServices[${i}].addOns[${j}]`, `the id of an add-on (${quoteList(addOnIds)})`, `"${id}"`)
      }
    })
  })
  addOns.forEach((addOn, i) => {
    if (addOn.baseId !== addOn.id) report(`$.addOns[${i}].baseId`, `"${addOn.id}" (the add-on's own id)`, `"${addOn.baseId}"`)
  })
  variants.forEach((v, i) => checkPrice(v.price, `$.variants[${i}].price`, report))
  addOns.forEach((a, i) => checkPrice(a.price, `$.addOns[${i}].price`, report))
}

/**
 * What the schema's "whole number >= 0" lets through but the site would show wrongly: $0.00
 * for a service (one without a price is a quote-only page: no baseId or addOnId), or a number
 * too large for JSON to keep exact, which would print other digits than the file's.
 */
function checkPrice(price: number, path: string, report: Report) {
  if (price === 0) report(path, 'a price of at least 1 (a service without a price is a quote-only page in service-pages.json: leave out baseId and addOnId)', '0')
  else if (!Number.isSafeInteger(price)) report(path, `a whole number of dollars up to ${Number.MAX_SAFE_INTEGER}`, String(price))
}

export function checkServicePages(file: CatalogueFiles['service-pages.json'], services: CatalogueFiles['services.json'] | undefined, report: Report) {
  const { pages } = file
  unique(
    pages,
    (p) => p.slug,
    (i) => `$.pages[${i}].slug`,
    'slug',
    report,
  )
  exactSet(
    pages.map((p) => p.slug),
    SERVICE_SLUGS,
    '$.pages',
    (i) => `$.pages[${i}].slug`,
    'a service page',
    report,
  )
  const baseIds = services?.baseServices.map((b) => b.baseId) ?? []
  const addOnIds = services?.addOns.map((a) => a.id) ?? []
  pages.forEach((page, i) => {
    if (page.baseId && page.addOnId) {
      report(`$.pages[${i}]`, 'baseId or addOnId, not both', 'both')
    }
    // A priced page never shows its quoteNote: the owner would be editing a sentence nobody reads.
    if (page.quoteNote !== undefined && (page.baseId !== undefined || page.addOnId !== undefined)) {
      report(`$.pages[${i}].quoteNote`, 'no quoteNote on a page with a price (baseId or addOnId): it is only shown instead of a price', `"${page.quoteNote}"`)
    }
    if (!services) return
    if (page.baseId !== undefined && !baseIds.includes(page.baseId)) {
      report(`$.pages[${i}].baseId`, `the baseId of a base service in services.json (${quoteList(baseIds)})`, `"${page.baseId}"`)
    }
    if (page.addOnId !== undefined && !addOnIds.includes(page.addOnId)) {
      report(`$.pages[${i}].addOnId`, `the id of an add-on in services.json (${quoteList(addOnIds)})`, `"${page.addOnId}"`)
    }
  })
}

export function checkAreas(file: CatalogueFiles['areas.json'], report: Report) {
  const { areas } = file
  unique(
    areas,
    (a) => a.slug,
    (i) => `$.areas[${i}].slug`,
    'slug',
    report,
  )
  exactSet(
    areas.map((a) => a.slug),
    AREA_SLUGS,
    '$.areas',
    (i) => `$.areas[${i}].slug`,
    'an area',
    report,
  )
}

export function checkFaq(file: CatalogueFiles['faq.json'], services: CatalogueFiles['services.json'] | undefined, report: Report) {
  unique(
    file.entries,
    (e) => e.id,
    (i) => `$.entries[${i}].id`,
    'id',
    report,
  )
  const sellable = services ? new Set([...services.variants, ...services.addOns].map((item) => item.id)) : undefined
  file.entries.forEach((entry, i) => checkPriceTokens(entry.answer, sellable, `$.entries[${i}].answer`, report))
}

/** `{price:ID}` in a sentence: well-formed, and (once services.json is valid) naming something sold. */
function checkPriceTokens(text: string, sellable: ReadonlySet<string> | undefined, path: string, report: Report) {
  const expected = 'a price written {price:ID} with the id of a variant or add-on in services.json, e.g. {price:signature-detail-sedan}'
  for (const start of text.matchAll(PRICE_TOKEN_START)) {
    const token = /^\{price:([a-z0-9]+(?:-[a-z0-9]+)*)\}/.exec(text.slice(start.index))
    if (!token) {
      const end = text.indexOf('}', start.index)
      report(path, expected, `"${text.slice(start.index, Math.min(end === -1 ? text.length : end + 1, start.index + 60))}"`)
    } else if (sellable && !sellable.has(token[1]!)) {
      report(path, expected, `"${token[0]}" (no such variant or add-on)`)
    }
  }
}

export function checkTestimonials(file: CatalogueFiles['testimonials.json'], areaSlugs: string[] | undefined, serviceSlugs: string[] | undefined, report: Report) {
  unique(
    file.testimonials,
    (t) => t.id,
    (i) => `$.testimonials[${i}].id`,
    'id',
    report,
  )
  file.testimonials.forEach((t, i) => {
    if (areaSlugs && !areaSlugs.includes(t.area)) {
      report(`$.testimonials[${i}].area`, `an area slug (${quoteList(areaSlugs)})`, `"${t.area}"`)
    }
    if (serviceSlugs && t.service !== undefined && !serviceSlugs.includes(t.service)) {
      report(`$.testimonials[${i}].service`, 'the slug of a service page', `"${t.service}"`)
    }
  })
}

export function checkMembership(file: CatalogueFiles['membership.json'], report: Report) {
  unique(
    file.tiers,
    (t) => t.id,
    (i) => `$.tiers[${i}].id`,
    'id',
    report,
  )
}

export function checkInfoPages(file: CatalogueFiles['info-pages.json'], report: Report) {
  const { pages } = file
  unique(
    pages,
    (p) => p.slug,
    (i) => `$.pages[${i}].slug`,
    'slug',
    report,
  )
  exactSet(
    pages.map((p) => p.slug),
    INFO_PAGE_SLUGS,
    '$.pages',
    (i) => `$.pages[${i}].slug`,
    'a page',
    report,
  )
}

/** The file is named after the post, so /blog/{slug} and data/blog/{slug}.json agree. */
export function checkBlogPost(post: BlogPostFile, fileSlug: string, report: Report) {
  if (post.slug !== fileSlug) report('$.slug', `"${fileSlug}" (the file name without .json)`, `"${post.slug}"`)
}

/** Across all blog posts: one slug, one page. */
export function checkBlogSlugsUnique(posts: { file: string; post: BlogPostFile }[], problem: (p: CatalogueProblem) => void) {
  const first = new Map<string, string>()
  for (const { file, post } of posts) {
    const seen = first.get(post.slug)
    if (seen === undefined) first.set(post.slug, file)
    else problem({ file, path: '$.slug', expected: 'a slug not used by another post', found: `"${post.slug}", already used by ${seen}` })
  }
}

function isImageRef(value: unknown): value is ImageRef {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const v = value as Record<string, unknown>
  return typeof v.src === 'string' && typeof v.alt === 'string' && 'width' in v && 'height' in v
}

/** Walks any file for image references and reports those whose file is missing. */
export function checkImages(value: unknown, imageExists: (src: string) => boolean, report: Report, path = '$') {
  if (isImageRef(value)) {
    if (!imageExists(value.src)) report(joinPath(path, 'src'), `an image file that exists at public${value.src}`, `"${value.src}" (no such file)`)
    return
  }
  if (Array.isArray(value)) value.forEach((item, i) => checkImages(item, imageExists, report, joinPath(path, i)))
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkImages(item, imageExists, report, joinPath(path, key))
  }
}
