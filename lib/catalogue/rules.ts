// Rules JSON Schema can't express: links between files, uniqueness, slugs that would collide
// with the site's own routes, and image files that must exist. Each rule only runs on files that
// already passed their schema, so it can trust their shapes. The catalogue is open: services,
// areas and the rest are whatever the owner lists; these rules guard only what would break a
// page or a link (docs/decisions/138-open-catalogue.md).
import type { CatalogueFiles, BlogPostFile, CatalogueFileName } from './files'
import { PRICE_TOKEN_START } from './price'
import { joinPath } from './problem-text'
import type { CatalogueProblem, ImageRef } from './types'

/** Every base service comes in these sizes. */
export const VEHICLE_SIZES = ['Sedan', 'SUV', 'XL'] as const

/** Routes of the site's code whose title, description and heading come from info-pages.json. */
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

/** How a file is named in problem lines ("data/areas.json"), so a reference can say where its target lives. */
export type FileLabel = (name: CatalogueFileName) => string

/** Lists named in a problem line: whole up to this many, then "and N more". */
const LISTED = 10

export function quoteList(values: readonly string[]): string {
  if (values.length === 0) return 'none yet'
  if (values.length <= LISTED) return values.join(', ')
  return `${values.slice(0, LISTED).join(', ')} and ${values.length - LISTED} more`
}

/** What a reference must name: `the id of an add-on in data/services.json $.addOns (a, b, c)`. */
function target(what: string, where: string, known: readonly string[]): string {
  return `${what} in ${where} (${quoteList(known)})`
}

/** A reference to something not (or no longer) in its file: it was removed, or renamed. */
export function missing(value: string): string {
  return `"${value}", which is not there (removed or renamed?)`
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
    if (!required.includes(slug)) report(itemPath(index), `one of ${required.join(', ')}`, `"${slug}"`)
  })
}

export function checkServices(file: CatalogueFiles['services.json'], report: Report, label: FileLabel) {
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
      report(`$.variants[${i}].baseId`, target('the baseId of a base service', `${label('services.json')} $.baseServices`, baseIds), missing(variant.baseId))
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
        report(`$.baseServices[${i}].addOns[${j}]`, target('the id of an add-on', `${label('services.json')} $.addOns`, addOnIds), missing(id))
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

export function checkServicePages(file: CatalogueFiles['service-pages.json'], services: CatalogueFiles['services.json'] | undefined, report: Report, label: FileLabel) {
  const { pages, footerBookLinks } = file
  unique(
    pages,
    (p) => p.slug,
    (i) => `$.pages[${i}].slug`,
    'slug',
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
      report(`$.pages[${i}].baseId`, target('the baseId of a base service', `${label('services.json')} $.baseServices`, baseIds), missing(page.baseId))
    }
    if (page.addOnId !== undefined && !addOnIds.includes(page.addOnId)) {
      report(`$.pages[${i}].addOnId`, target('the id of an add-on', `${label('services.json')} $.addOns`, addOnIds), missing(page.addOnId))
    }
  })
  // The footer's Book list names service pages: a page removed or renamed would leave a dead link.
  const slugs = pages.map((p) => p.slug)
  footerBookLinks.forEach((link, i) => {
    if (!slugs.includes(link.page)) report(`$.footerBookLinks[${i}].page`, target('the slug of a service page', `${label('service-pages.json')} $.pages`, slugs), missing(link.page))
  })
  unique(
    footerBookLinks,
    (link) => link.page,
    (i) => `$.footerBookLinks[${i}].page`,
    'service page',
    report,
  )
}

/**
 * Areas are the pages /{slug}: a slug must be new among areas and must not be a first path
 * segment the site's code already uses (`reserved`: reserved-routes.ts), or the area's page
 * would be hidden behind that route or overwrite it.
 */
export function checkAreas(file: CatalogueFiles['areas.json'], reserved: readonly string[], report: Report) {
  const { areas } = file
  unique(
    areas,
    (a) => a.slug,
    (i) => `$.areas[${i}].slug`,
    'slug',
    report,
  )
  areas.forEach((area, i) => {
    if (reserved.includes(area.slug)) {
      report(`$.areas[${i}].slug`, `a slug that is not already a page of the site (${reserved.join(', ')})`, `"${area.slug}", which is already the site's page /${area.slug}`)
    }
  })
}

/** The home page "/" speaks of one area; its own page /{slug} is then the same page. */
export function checkBusiness(file: CatalogueFiles['business.json'], areaSlugs: string[] | undefined, report: Report, label: FileLabel, services?: CatalogueFiles['services.json']) {
  if (areaSlugs && !areaSlugs.includes(file.homeArea)) {
    report('$.homeArea', target('the slug of an area', `${label('areas.json')} $.areas`, areaSlugs), missing(file.homeArea))
  }
  checkDeposit(file, report, label, services)
}

/** Words in the deposit policy that deny a deposit, which must not stand next to one that is set. */
const NO_DEPOSIT = /\bno deposit\b|\bdeposit is not\b|\bwithout a deposit\b/i

/**
 * The deposit setting says what the booking page, the bag and My Garage tell customers; the
 * policy text says it in the owner's words in the prep reminder: the two must agree, and every
 * amount must name something sold.
 */
function checkDeposit(file: CatalogueFiles['business.json'], report: Report, label: FileLabel, services?: CatalogueFiles['services.json']) {
  const deposit = file.deposit
  if (!deposit || deposit.kind === 'none') return
  if (deposit.kind === 'fixed' && !(deposit.amount && deposit.amount > 0)) {
    report('$.deposit.amount', 'the deposit in whole dollars above 0 (the kind is fixed)', deposit.amount === undefined ? 'nothing' : String(deposit.amount))
  }
  if (deposit.kind === 'per-service' && !(deposit.amount && deposit.amount > 0) && !(deposit.perService ?? []).some((entry) => entry.amount > 0)) {
    report('$.deposit.perService', 'at least one service with a deposit above 0, or an Amount (the kind is per-service)', 'none')
  }
  if (services) {
    const ids = [...services.baseServices.map((b) => b.baseId), ...services.addOns.map((a) => a.id)]
    for (const [i, entry] of (deposit.perService ?? []).entries()) {
      if (!ids.includes(entry.service))
        report(`$.deposit.perService[${i}].service`, target('the id of a package or add-on', `${label('services.json')} $.baseServices or $.addOns`, ids), missing(entry.service))
    }
  }
  if (file.policies && NO_DEPOSIT.test(file.policies.deposit)) {
    report('$.policies.deposit', 'a deposit policy that agrees with $.deposit, which takes a deposit', `"${file.policies.deposit}"`)
  }
}

export function checkFaq(file: CatalogueFiles['faq.json'], services: CatalogueFiles['services.json'] | undefined, report: Report, label: FileLabel) {
  unique(
    file.entries,
    (e) => e.id,
    (i) => `$.entries[${i}].id`,
    'id',
    report,
  )
  const sellable = services ? new Set([...services.variants, ...services.addOns].map((item) => item.id)) : undefined
  file.entries.forEach((entry, i) => checkPriceTokens(entry.answer, sellable, `$.entries[${i}].answer`, report, label))
}

/** `{price:ID}` in a sentence: well-formed, and (once services.json is valid) naming something sold. */
function checkPriceTokens(text: string, sellable: ReadonlySet<string> | undefined, path: string, report: Report, label: FileLabel) {
  const where = `${label('services.json')} $.variants or $.addOns`
  const expected = `a price written {price:ID} with the id of a variant or add-on in ${where}, e.g. {price:signature-detail-sedan}`
  for (const start of text.matchAll(PRICE_TOKEN_START)) {
    const token = /^\{price:([a-z0-9]+(?:-[a-z0-9]+)*)\}/.exec(text.slice(start.index))
    if (!token) {
      const end = text.indexOf('}', start.index)
      report(path, expected, `"${text.slice(start.index, Math.min(end === -1 ? text.length : end + 1, start.index + 60))}"`)
    } else if (sellable && !sellable.has(token[1]!)) {
      report(path, expected, `"${token[0]}", whose id is not there (removed or renamed?)`)
    }
  }
}

export function checkTestimonials(file: CatalogueFiles['testimonials.json'], areaSlugs: string[] | undefined, serviceSlugs: string[] | undefined, report: Report, label: FileLabel) {
  unique(
    file.testimonials,
    (t) => t.id,
    (i) => `$.testimonials[${i}].id`,
    'id',
    report,
  )
  file.testimonials.forEach((t, i) => {
    if (areaSlugs && !areaSlugs.includes(t.area)) {
      report(`$.testimonials[${i}].area`, target('the slug of an area', `${label('areas.json')} $.areas`, areaSlugs), missing(t.area))
    }
    if (serviceSlugs && t.service !== undefined && !serviceSlugs.includes(t.service)) {
      report(`$.testimonials[${i}].service`, target('the slug of a service page', `${label('service-pages.json')} $.pages`, serviceSlugs), missing(t.service))
    }
  })
}

/** How far apart the two photos' width-to-height ratios may be, as a share of the before photo's. */
const SHAPE_TOLERANCE = 0.01

/**
 * A pair is shown on its service's page: the slug must name one. Its two photos are compared by
 * sliding one over the other, so they must be the same shape or the after photo would not cover
 * the before one.
 */
export function checkGallery(file: CatalogueFiles['gallery.json'], serviceSlugs: string[] | undefined, report: Report, label: FileLabel) {
  unique(
    file.pairs,
    (p) => p.id,
    (i) => `$.pairs[${i}].id`,
    'id',
    report,
  )
  file.pairs.forEach((pair, i) => {
    if (serviceSlugs && !serviceSlugs.includes(pair.service)) {
      report(`$.pairs[${i}].service`, target('the slug of a service page', `${label('service-pages.json')} $.pages`, serviceSlugs), missing(pair.service))
    }
    const { before, after } = pair
    const [beforeShape, afterShape] = [before.width / before.height, after.width / after.height]
    // A pixel or two of difference (a photo cropped by hand) is lost in the frame; more would show.
    if (Math.abs(beforeShape - afterShape) > SHAPE_TOLERANCE * beforeShape) {
      report(`$.pairs[${i}].after`, `a photo of the same shape as the before photo (${before.width} x ${before.height})`, `${after.width} x ${after.height}`)
    }
  })
}

export function checkMembership(file: CatalogueFiles['membership.json'], services: CatalogueFiles['services.json'] | undefined, report: Report, label: FileLabel) {
  unique(
    file.tiers,
    (t) => t.id,
    (i) => `$.tiers[${i}].id`,
    'id',
    report,
  )
  const baseIds = services?.baseServices.map((b) => b.baseId)
  file.tiers.forEach((tier, i) => {
    // One price a plan is sold at: a visit price beside a monthly one would say two things.
    if (tier.pricePerVisit !== null && tier.pricePerMonth !== null) {
      report(`$.tiers[${i}].pricePerVisit`, 'a price per visit or a price per month, not both (set the other to null)', `${tier.pricePerVisit} per visit and ${tier.pricePerMonth} per month`)
    }
    tier.services.forEach((id, j) => {
      if (baseIds && !baseIds.includes(id)) report(`$.tiers[${i}].services[${j}]`, target('the baseId of a service', `${label('services.json')} $.baseServices`, baseIds), missing(id))
    })
    unique(
      tier.services,
      (id) => id,
      (j) => `$.tiers[${i}].services[${j}]`,
      'service',
      report,
    )
  })
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
