// The catalogue: the one module the storefront reads data/ through. It runs at prerender (Node:
// page data, layouts, heads, the build's scripts), reading and validating data/ once per process
// (read.server.ts); the build has already refused a broken catalogue (build/catalogue-check.ts), so this never
// meets one there. Browser code never imports it: islands get the small projections they need
// as props, and the bag its projection from the page (bag-products.ts; docs/decisions/127-one-price-model.md).
import { blogDir } from './blog-dir.server'
import { galleryFile } from './gallery-file.server'
import { siteNav } from './nav'
import { CatalogueError, checkCatalogue } from './read.server'
import type { Catalogue } from './types'

/** Read once per evaluation of this module; the dev server evaluates it again after an edit. */
function readCatalogue(): Catalogue {
  const { problems, catalogue } = checkCatalogue({ blogDir: blogDir(), galleryFile: galleryFile() })
  if (!catalogue) throw new CatalogueError(problems)
  return catalogue
}

/** Everything in data/, blog posts included (from CATALOGUE_BLOG_DIR when set: npm run bench:build). */
export const catalogue: Catalogue = readCatalogue()

export const { business, baseServices, variants, addOns, servicePages, areas, faq, testimonials, membership, infoPages, beforeAfter, blogPosts } = catalogue

/** Names, slugs and contact details for the layout on every page (nav.ts). */
export const nav = siteNav(catalogue)
