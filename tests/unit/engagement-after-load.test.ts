import { describe, expect, it } from 'vitest'
import { msUntilAfterLoad } from '../../components/engagement/after-load'

const timing = (now: number, loadEventEnd: number | null) => ({
  now: () => now,
  getEntriesByType: () => (loadEventEnd === null ? [] : [{ loadEventEnd } as PerformanceNavigationTiming]),
})

// The discount card opens 3000 ms after load (spec: "Opens 3 s after load"), although the
// engagement island may hydrate later than load (components/layout/SiteLayout.tsx).
describe('msUntilAfterLoad', () => {
  it('counts from the load event, not from now', () => {
    expect(msUntilAfterLoad(3000, timing(2500, 1000))).toBe(1500)
  })
  it('is 0 once the delay has passed, never negative', () => {
    expect(msUntilAfterLoad(3000, timing(4200, 1000))).toBe(0)
    expect(msUntilAfterLoad(3000, timing(9000, 1000))).toBe(0)
  })
  it('is the whole delay before load, or without navigation timing', () => {
    expect(msUntilAfterLoad(3000, timing(800, 0))).toBe(3000)
    expect(msUntilAfterLoad(3000, timing(800, null))).toBe(3000)
  })
})
