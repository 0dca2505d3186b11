// Node-only reader behind catalogue.server.ts and the catalogue check (build/catalogue-check.ts,
// scripts/check-catalogue.ts): reads data/, validates it once per process and returns the typed
// catalogue, blog posts included. Code that shows the catalogue imports catalogue.server.ts instead.
import fs from 'node:fs'
import path from 'node:path'
import { assembleCatalogue, CATALOGUE_FILE_NAMES, withoutSchema, type BlogPostFile, type CatalogueFiles } from './files'
import { reservedRouteSegments } from './reserved-routes.server'
import { formatProblem, validateBlogPosts, validateCatalogue } from './validate'
import type { BlogPost, Catalogue, CatalogueProblem } from './types'

export interface LoadOptions {
  /** Defaults to ./data: builds, tests and scripts run from the repo root (a bundled server can't rely on its own path). */
  dataDir?: string
  /** Defaults to <dataDir>/blog. */
  blogDir?: string
  /** Where image src paths resolve; defaults to ./public. */
  publicDir?: string
  /** Read in place of <dataDir>/gallery.json, and checked as it (gallery-file.server.ts). */
  galleryFile?: string
}

/** Problems as one line each in `message`; the build prints the message, not a stack. */
export class CatalogueError extends Error {
  readonly problems: CatalogueProblem[]
  constructor(problems: CatalogueProblem[]) {
    super(problems.map(formatProblem).join('\n'))
    this.name = 'CatalogueError'
    this.problems = problems
    this.stack = this.message // a stack trace adds nothing to a data mistake
  }
}

/** Paths in problem lines read like the repo ("data/services.json") when they can. */
function label(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return (relative.startsWith('..') || path.isAbsolute(relative) ? file : relative).split(path.sep).join('/')
}

interface Read {
  files: Record<string, unknown>
  problems: CatalogueProblem[]
}

/** Parses into `read.files[label]`; unreadable JSON becomes a problem, a missing file is left to the validator. */
function readJson(file: string, read: Read, key = label(file)): void {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return
  }
  try {
    read.files[key] = JSON.parse(text)
  } catch (error) {
    read.problems.push({ file: label(file), path: '$', expected: 'valid JSON', found: (error as Error).message })
  }
}

function jsonFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name))
}

function imageChecker(publicDir: string): (src: string) => boolean {
  const known = new Map<string, boolean>() // thousands of posts share a few images
  return (src) => {
    let exists = known.get(src)
    if (exists === undefined) {
      exists = fs.existsSync(path.join(publicDir, src))
      known.set(src, exists)
    }
    return exists
  }
}

function resolved(opts: LoadOptions) {
  const dataDir = path.resolve(opts.dataDir ?? 'data')
  return {
    dataDir,
    blogDir: path.resolve(opts.blogDir ?? path.join(dataDir, 'blog')),
    publicDir: path.resolve(opts.publicDir ?? 'public'),
    galleryFile: opts.galleryFile ? path.resolve(opts.galleryFile) : undefined,
  }
}

/** Newest first; same-day posts by title so the order is stable. */
function sortPosts(posts: BlogPostFile[]): BlogPost[] {
  return posts.map((post) => withoutSchema(post)).sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1))
}

function checkBlogDir(blogDir: string, publicDir: string): { problems: CatalogueProblem[]; posts: BlogPost[] } {
  const read: Read = { files: {}, problems: [] }
  for (const file of jsonFilesIn(blogDir)) readJson(file, read)
  const problems = [...read.problems, ...validateBlogPosts(read.files, { imageExists: imageChecker(publicDir) })]
  return { problems, posts: problems.length > 0 ? [] : sortPosts(Object.values(read.files) as BlogPostFile[]) }
}

/** Reads and validates everything, without caching or throwing: for the build plugin and the CLI. */
export function checkCatalogue(opts: LoadOptions = {}): { problems: CatalogueProblem[]; catalogue?: Catalogue } {
  const { dataDir, blogDir, publicDir, galleryFile } = resolved(opts)
  const read: Read = { files: {}, problems: [] }
  for (const name of CATALOGUE_FILE_NAMES) {
    const file = path.join(dataDir, name)
    if (name === 'gallery.json' && galleryFile) readJson(galleryFile, read, label(file))
    else readJson(file, read)
  }
  const unparsable = new Set(read.problems.map((p) => p.file))
  const topProblems = validateCatalogue(read.files, { imageExists: imageChecker(publicDir), dataDir: label(dataDir), reservedRoutes: reservedRouteSegments() }).filter((p) => !unparsable.has(p.file)) // already reported as invalid JSON, not as missing
  const blog = checkBlogDir(blogDir, publicDir)
  const problems = [...read.problems, ...topProblems, ...blog.problems]
  if (problems.length > 0) return { problems }

  const top = Object.fromEntries(CATALOGUE_FILE_NAMES.map((name) => [name, read.files[label(path.join(dataDir, name))]])) as unknown as CatalogueFiles
  return { problems, catalogue: { ...assembleCatalogue(top), blogPosts: blog.posts } }
}

const catalogues = new Map<string, Catalogue>()
const blogs = new Map<string, BlogPost[]>()

/**
 * The validated catalogue, cached per directory set: prerendering thousands of pages
 * reads and validates the files once per process. Throws CatalogueError.
 */
export function loadCatalogue(opts: LoadOptions = {}): Catalogue {
  const dirs = resolved(opts)
  const key = JSON.stringify(dirs)
  const cached = catalogues.get(key)
  if (cached) return cached
  const { problems, catalogue } = checkCatalogue(dirs)
  if (!catalogue) throw new CatalogueError(problems)
  catalogues.set(key, catalogue)
  return catalogue
}

/** Validated blog posts of one directory (newest first), cached per directory. Throws CatalogueError. */
export function loadBlogPosts(dir: string, opts: Pick<LoadOptions, 'publicDir'> = {}): BlogPost[] {
  const { publicDir } = resolved(opts)
  const blogDir = path.resolve(dir)
  const key = JSON.stringify([blogDir, publicDir])
  const cached = blogs.get(key)
  if (cached) return cached
  const { problems, posts } = checkBlogDir(blogDir, publicDir)
  if (problems.length > 0) throw new CatalogueError(problems)
  blogs.set(key, posts)
  return posts
}

/** Forget cached catalogues (tests; the dev server after an edit). */
export function clearCatalogueCache(): void {
  catalogues.clear()
  blogs.clear()
}
