import { homePagePaths } from '../../../lib/catalogue/nav'

/**
 * Where the tour runs: the home page and every area home page of the catalogue (for the shipped
 * data /, /katy, /jordan-ranch, /fulshear, /cinco-ranch). Computed at prerender from the areas'
 * slugs (lib/catalogue/nav.ts) and given to the engagement island as props (SiteLayout).
 */
export function tourPaths(areas: readonly { slug: string }[]): string[] {
  return homePagePaths(areas)
}

/** The tour starts this long after its conditions hold. */
export const TOUR_START_DELAY_MS = 500

export interface TourConditions {
  /** Start permission, given when the discount popup closes. */
  permitted: boolean
  /** sessionStorage hasSeenInteractiveTour is set. */
  seen: boolean
  /** Current path, e.g. "/katy" (a trailing slash, query or hash is ignored). */
  pathname: string
  /** The eligible paths (tourPaths()). */
  paths: readonly string[]
  /** The tour has already started during this page load. */
  startedThisLoad: boolean
}

/** "/katy/" and "/katy?x" count as "/katy"; "" counts as "/". */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? ''
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

export function isTourPath(pathname: string, paths: readonly string[]): boolean {
  return paths.includes(normalizePath(pathname))
}

/** The whole start rule of the guided tour. */
export function shouldStartTour({ permitted, seen, pathname, paths, startedThisLoad }: TourConditions): boolean {
  return permitted && !seen && !startedThisLoad && isTourPath(pathname, paths)
}
