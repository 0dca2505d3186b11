import { describe, expect, it } from 'vitest'
import { TOUR_START_DELAY_MS, isTourPath, normalizePath, shouldStartTour, tourPaths } from '../../components/engagement/tour/eligibility'
import { catalogue } from '../../lib/catalogue/catalogue.server'

const eligible = ['/', '/katy', '/jordan-ranch', '/fulshear', '/cinco-ranch']
const notEligible = ['/about', '/contact', '/services/signature-detail', '/katy/extra', '/login', '/garage', '/blog', '/book', '/faq', '/membership']

const paths = tourPaths(catalogue.areas)

describe('tour eligibility rule', () => {
  it('runs on exactly the five paths of the spec for the shipped catalogue, after 500 ms', () => {
    expect(paths).toEqual(eligible)
    expect(TOUR_START_DELAY_MS).toBe(500)
  })

  it("follows the catalogue's areas: the home page and each area's page", () => {
    expect(tourPaths([{ slug: 'sugar-land' }, { slug: 'fulshear' }])).toEqual(['/', '/sugar-land', '/fulshear'])
    expect(isTourPath('/sugar-land', tourPaths([{ slug: 'sugar-land' }]))).toBe(true)
    expect(isTourPath('/katy', tourPaths([{ slug: 'sugar-land' }]))).toBe(false)
    expect(tourPaths([])).toEqual(['/'])
  })

  // Every path x every combination of the three flags: only permitted, unseen, not yet started, on an eligible path.
  const flags = [false, true]
  for (const pathname of [...eligible, ...notEligible]) {
    for (const permitted of flags) {
      for (const seen of flags) {
        for (const startedThisLoad of flags) {
          const expected = eligible.includes(pathname) && permitted && !seen && !startedThisLoad
          it(`${pathname} permitted=${permitted} seen=${seen} started=${startedThisLoad} -> ${expected}`, () => {
            expect(shouldStartTour({ pathname, paths, permitted, seen, startedThisLoad })).toBe(expected)
          })
        }
      }
    }
  }

  it('ignores a trailing slash, query, hash and case', () => {
    expect(isTourPath('/katy/', paths)).toBe(true)
    expect(isTourPath('/fulshear?utm=x', paths)).toBe(true)
    expect(isTourPath('/cinco-ranch#about', paths)).toBe(true)
    expect(isTourPath('/Jordan-Ranch', paths)).toBe(true)
    expect(isTourPath('', paths)).toBe(true)
    expect(normalizePath('///')).toBe('/')
    expect(isTourPath('/katy-extra', paths)).toBe(false)
  })
})
