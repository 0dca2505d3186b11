import { describe, expect, it } from 'vitest'
import { TOUR_PATHS, TOUR_START_DELAY_MS, isTourPath, normalizePath, shouldStartTour } from '../../components/engagement/tour/eligibility'

const eligible = ['/', '/katy', '/jordan-ranch', '/fulshear', '/cinco-ranch']
const notEligible = ['/about', '/contact', '/services/signature-detail', '/katy/extra', '/login', '/garage', '/blog', '/book', '/faq', '/membership']

describe('tour eligibility rule', () => {
  it('knows exactly the five paths of the spec and the 500 ms delay', () => {
    expect([...TOUR_PATHS]).toEqual(eligible)
    expect(TOUR_START_DELAY_MS).toBe(500)
  })

  // Every path x every combination of the three flags: only permitted, unseen, not yet started, on an eligible path.
  const flags = [false, true]
  for (const pathname of [...eligible, ...notEligible]) {
    for (const permitted of flags) {
      for (const seen of flags) {
        for (const startedThisLoad of flags) {
          const expected = eligible.includes(pathname) && permitted && !seen && !startedThisLoad
          it(`${pathname} permitted=${permitted} seen=${seen} started=${startedThisLoad} -> ${expected}`, () => {
            expect(shouldStartTour({ pathname, permitted, seen, startedThisLoad })).toBe(expected)
          })
        }
      }
    }
  }

  it('ignores a trailing slash, query, hash and case', () => {
    expect(isTourPath('/katy/')).toBe(true)
    expect(isTourPath('/fulshear?utm=x')).toBe(true)
    expect(isTourPath('/cinco-ranch#about')).toBe(true)
    expect(isTourPath('/Jordan-Ranch')).toBe(true)
    expect(isTourPath('')).toBe(true)
    expect(normalizePath('///')).toBe('/')
    expect(isTourPath('/katy-extra')).toBe(false)
  })
})
