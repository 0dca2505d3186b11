// The head of a page as data (docs/decisions/128-thin-route-layer.md): every route's +data returns `meta: PageMeta`, built
// by the same function the route's fixtures call; pages/+title.ts, pages/+description.ts and
// pages/+Head.tsx turn it into tags. Type-only imports: the title and description readers may run
// in the browser bundle too (vike-react declares them server and client), so nothing else rides along.
import type { ImageRef } from '../catalogue/types'
import type { Crumb } from './jsonld'

export interface PageMeta {
  /** <title> and og:title. */
  title: string
  /** Meta description and og:description. */
  description: string
  /**
   * Route path of the canonical link and og:url ("/" for both "/" and "/katy"). Absent only on
   * the error page, which has no address of its own.
   */
  canonicalPath?: string
  /** Trail from Home to this page; emitted as BreadcrumbList JSON-LD when longer than one. */
  crumbs?: Crumb[]
  /** og:image. @default the business logo */
  image?: ImageRef
  /** og:type. @default "website" */
  ogType?: 'website' | 'article'
  /** Keeps the page out of search results (account pages, unknown booking ids, errors). */
  noindex?: boolean
}

/** What a page without its own meta gets (none should: every +data returns one). */
export const DEFAULT_META = {
  title: 'Premium Mobile Car Detailing in Katy, TX',
  description: 'Premium mobile car detailing in Katy, TX: we bring signature details, ceramic coating and paint protection to your driveway in Katy, Fulshear, Jordan Ranch and Cinco Ranch.',
} as const satisfies Pick<PageMeta, 'title' | 'description'>

/** The meta a route's +data returned, if any. */
export function pageMetaOf(pageContext: { data?: unknown }): PageMeta | undefined {
  const data = pageContext.data as { meta?: PageMeta } | null | undefined
  return data?.meta
}

/** Crumbs for a page under Home, optionally under one parent page. */
export function crumbsFor(name: string, path: string, parent?: Crumb): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...(parent ? [parent] : []), { name, path }]
}

/** An account page (/garage, /reset-password): a shell whose content needs a session, kept out of the index. */
export function accountPageMeta(name: string, path: string, businessName: string): PageMeta {
  return { title: `${name} | ${businessName}`, description: `${name}: ${businessName} account page.`, canonicalPath: path, noindex: true }
}
