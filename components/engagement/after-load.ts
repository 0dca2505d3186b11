/**
 * How long until `delay` ms after the page's load event: the engagement region hydrates late (on
 * first intent, or when its 3 s are up), so its timers count from load, not from hydration.
 * Before `load` (or without navigation timing) the full delay is left.
 */
export function msUntilAfterLoad(delay: number, perf: Pick<Performance, 'now' | 'getEntriesByType'> = performance): number {
  const navigation = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const now = perf.now()
  const loadedAt = navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : now
  return Math.max(0, loadedAt + delay - now)
}
