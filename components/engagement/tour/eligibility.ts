/** Where the tour runs: the home page and the four area home pages. */
export const TOUR_PATHS = ['/', '/katy', '/jordan-ranch', '/fulshear', '/cinco-ranch'] as const

/** The tour starts this long after its conditions hold. */
export const TOUR_START_DELAY_MS = 500

export interface TourConditions {
  /** Start permission, given when the discount popup closes. */
  permitted: boolean
  /** sessionStorage hasSeenInteractiveTour is set. */
  seen: boolean
  /** Current path, e.g. "/katy" (a trailing slash, query or hash is ignored). */
  pathname: string
  /** The tour has already started during this page load. */
  startedThisLoad: boolean
}

/** "/katy/" and "/katy?x" count as "/katy"; "" counts as "/". */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? ''
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

export function isTourPath(pathname: string): boolean {
  return (TOUR_PATHS as readonly string[]).includes(normalizePath(pathname))
}

/** The whole start rule of the guided tour (decision 050). */
export function shouldStartTour({ permitted, seen, pathname, startedThisLoad }: TourConditions): boolean {
  return permitted && !seen && !startedThisLoad && isTourPath(pathname)
}
