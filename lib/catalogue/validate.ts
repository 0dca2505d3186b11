// Pure validation of the whole catalogue: JSON Schema per file, then the cross-file
// rules. No fs: the caller hands in parsed files and a way to check image paths, so
// the same code runs in the build plugin, the CLI, the loader and the tests.
import type { ErrorObject } from 'ajv'
import { CATALOGUE_FILE_NAMES, type BlogPostFile, type CatalogueFileName, type CatalogueFiles } from './files'
import { problemFromAjvError } from './problem-text'
import {
  checkAreas,
  checkBlogPost,
  checkBlogSlugsUnique,
  checkBusiness,
  checkFaq,
  checkGallery,
  checkImages,
  checkInfoPages,
  checkMembership,
  checkServicePages,
  checkServices,
  checkTestimonials,
} from './rules'
import { compiledSchemas } from './schemas'
import type { CatalogueProblem } from './types'

export type { CatalogueProblem } from './types'

export interface ValidateOptions {
  imageExists(src: string): boolean
  /**
   * Folder label of the top-level files, default "data": the key "data/services.json"
   * is services.json. Every other key in `files` is a blog post named <slug>.json.
   */
  dataDir?: string
  /**
   * First path segments the site's code already uses (reserved-routes.ts reads them from pages/
   * and public/): no area, whose page is /{slug}, may take one. Default none.
   */
  reservedRoutes?: readonly string[]
}

/** One line: `data/services.json $.variants[3].price: expected a whole number >= 0, found -5`. */
export function formatProblem(p: CatalogueProblem): string {
  return `${p.file} ${p.path}: expected ${p.expected}, found ${p.found}`
}

/** Longest expected/found text kept whole; lists of ids in a line stop at ten (rules.ts quoteList). */
export const MAX_PROBLEM_TEXT = 500

function clip(text: string): string {
  return text.length <= MAX_PROBLEM_TEXT ? text : `${text.slice(0, MAX_PROBLEM_TEXT - 40)}... (${text.length} characters in all)`
}

/**
 * Rules quote the file's own values ("xxxx", already used at ...): a megabyte-long id must
 * not become a megabyte-long build error.
 */
function clipped(p: CatalogueProblem): CatalogueProblem {
  return { ...p, file: clip(p.file), path: clip(p.path), expected: clip(p.expected), found: clip(p.found) }
}

function fileSlug(key: string): string {
  const base = key.split('/').pop() ?? key
  return base.replace(/\.json$/, '')
}

export function validateCatalogue(files: Record<string, unknown>, opts: ValidateOptions): CatalogueProblem[] {
  const dataDir = (opts.dataDir ?? 'data').replace(/\/+$/, '')
  const schemas = compiledSchemas()
  const problems: CatalogueProblem[] = []
  const seen = new Set<string>()
  const add = (problem: CatalogueProblem) => {
    const p = clipped(problem)
    const line = formatProblem(p) // ajv can report one mistake twice (e.g. enum + discriminator)
    if (!seen.has(line)) {
      seen.add(line)
      problems.push(p)
    }
  }
  const reporter = (file: string) => (path: string, expected: string, found: string) => add({ file, path, expected, found })
  const addAjvErrors = (file: string, errors: ErrorObject[] | null | undefined) => {
    for (const error of errors ?? []) add(problemFromAjvError(file, error))
  }

  // 1. Each top-level file against its schema; remember which ones can be trusted.
  const valid: Partial<CatalogueFiles> = {}
  const keyOf = (name: CatalogueFileName) => `${dataDir}/${name}`
  for (const name of CATALOGUE_FILE_NAMES) {
    const key = keyOf(name)
    if (!(key in files)) {
      add({ file: key, path: '$', expected: 'this catalogue file', found: 'no file' })
      continue
    }
    const validate = schemas.topLevel[name]
    if (validate(files[key])) (valid as Record<string, unknown>)[name] = files[key]
    else addAjvErrors(key, validate.errors)
  }

  // 2. Blog posts: every other key.
  const topKeys = new Set(CATALOGUE_FILE_NAMES.map(keyOf))
  const blogFiles = Object.fromEntries(Object.entries(files).filter(([key]) => !topKeys.has(key)))
  problems.push(...validateBlogPosts(blogFiles, opts).filter((p) => !seen.has(formatProblem(p))))

  // 3. Cross-file rules, on files whose shape is known to be right.
  const services = valid['services.json']
  const servicePages = valid['service-pages.json']
  const areas = valid['areas.json']
  const areaSlugs = areas?.areas.map((a) => a.slug)
  if (valid['business.json']) checkBusiness(valid['business.json'], areaSlugs, reporter(keyOf('business.json')), keyOf, services)
  if (services) checkServices(services, reporter(keyOf('services.json')), keyOf)
  if (servicePages) checkServicePages(servicePages, services, reporter(keyOf('service-pages.json')), keyOf)
  if (areas) checkAreas(areas, opts.reservedRoutes ?? [], reporter(keyOf('areas.json')))
  if (valid['faq.json']) checkFaq(valid['faq.json'], services, reporter(keyOf('faq.json')), keyOf)
  if (valid['testimonials.json']) {
    checkTestimonials(
      valid['testimonials.json'],
      areaSlugs,
      servicePages?.pages.map((p) => p.slug),
      reporter(keyOf('testimonials.json')),
      keyOf,
    )
  }
  if (valid['membership.json']) checkMembership(valid['membership.json'], services, reporter(keyOf('membership.json')), keyOf)
  if (valid['info-pages.json']) checkInfoPages(valid['info-pages.json'], reporter(keyOf('info-pages.json')))
  if (valid['gallery.json'])
    checkGallery(
      valid['gallery.json'],
      servicePages?.pages.map((p) => p.slug),
      reporter(keyOf('gallery.json')),
      keyOf,
    )

  // 4. Images, in every file that passed its schema (src is then known to be a clean /images/ path).
  for (const [name, value] of Object.entries(valid)) checkImages(value, opts.imageExists, reporter(keyOf(name as CatalogueFileName)))

  return problems
}

/** Blog posts only, keyed by file path ending in <slug>.json: schema, slug = file name, unique slugs, images. */
export function validateBlogPosts(files: Record<string, unknown>, opts: Pick<ValidateOptions, 'imageExists'>): CatalogueProblem[] {
  const validate = compiledSchemas().blogPost
  const problems: CatalogueProblem[] = []
  const add = (p: CatalogueProblem) => problems.push(clipped(p))
  const reporter = (file: string) => (path: string, expected: string, found: string) => add({ file, path, expected, found })
  const posts: { file: string; post: BlogPostFile }[] = []
  for (const [key, value] of Object.entries(files)) {
    if (validate(value)) {
      const post = value as BlogPostFile
      checkBlogPost(post, fileSlug(key), reporter(key))
      checkImages(post, opts.imageExists, reporter(key))
      posts.push({ file: key, post })
    } else {
      const lines = new Set<string>() // ajv can report one mistake twice (e.g. enum + discriminator)
      for (const error of validate.errors ?? []) {
        const p = clipped(problemFromAjvError(key, error))
        if (!lines.has(formatProblem(p))) {
          lines.add(formatProblem(p))
          add(p)
        }
      }
    }
  }
  checkBlogSlugsUnique(posts, add)
  return problems
}
