// data/membership.json's plans (docs/decisions/156-maintenance-plans.md): a price per visit or
// per month (not both), the services a visit includes (the catalogue's base services) and the
// interval; each problem is one line that says where and what, never a crash.
import { describe, expect, it } from 'vitest'
import { formatProblem, validateCatalogue } from '../../lib/catalogue/validate'
import { imageExists, realCatalogueFiles, reservedRoutes, type Json } from '../fixtures/catalogue/real-files'

/** The real catalogue with the first plan changed: the problem lines. */
function linesWith(change: Json): string[] {
  const files = realCatalogueFiles() as Record<string, Json>
  const tiers = files['data/membership.json'].tiers as Json[]
  tiers[0] = { ...tiers[0], ...change }
  return validateCatalogue(files, { imageExists, reservedRoutes }).map(formatProblem)
}

describe('data/membership.json', () => {
  it('ships with every plan naming its services and interval, and passes', () => {
    const tiers = (realCatalogueFiles()['data/membership.json'] as { tiers: { services: string[]; intervalDays: number }[] }).tiers
    expect(tiers.every((t) => t.services.length > 0 && t.intervalDays > 0)).toBe(true)
    expect(linesWith({})).toEqual([])
  })

  it('accepts a price per visit or a price per month, and refuses both at once', () => {
    expect(linesWith({ pricePerVisit: 39, pricePerMonth: null })).toEqual([])
    expect(linesWith({ pricePerVisit: null, pricePerMonth: 49 })).toEqual([])
    expect(linesWith({ pricePerVisit: 39, pricePerMonth: 49 })).toEqual([
      'data/membership.json $.tiers[0].pricePerVisit: expected a price per visit or a price per month, not both (set the other to null), found 39 per visit and 49 per month',
    ])
  })

  it('says what a price, an interval and the services must be', () => {
    expect(linesWith({ pricePerVisit: 12.5, intervalDays: 0, services: [] })).toEqual([
      'data/membership.json $.tiers[0].pricePerVisit: expected a whole number >= 0, or null, found 12.5',
      'data/membership.json $.tiers[0].services: expected at least 1 item, found a list of 0 items',
      'data/membership.json $.tiers[0].intervalDays: expected a whole number from 1 to 365, found 0',
    ])
  })

  it('reports a service that is not a base service of the catalogue, and one named twice', () => {
    expect(linesWith({ services: ['wash-and-wax', 'full-details', 'wash-and-wax'] })).toEqual([
      'data/membership.json $.tiers[0].services[1]: expected the baseId of a service in data/services.json $.baseServices (signature-detail, full-detail, interior-detail, wash-and-wax), found "full-details", which is not there (removed or renamed?)',
      'data/membership.json $.tiers[0].services[2]: expected a service not used before, found "wash-and-wax", already used at $.tiers[0].services[0]',
    ])
  })

  it('requires the new fields', () => {
    const files = realCatalogueFiles() as Record<string, Json>
    const tiers = files['data/membership.json'].tiers as Json[]
    const { services: _s, intervalDays: _i, pricePerVisit: _p, ...rest } = tiers[0] as Record<string, Json>
    tiers[0] = rest
    expect(validateCatalogue(files, { imageExists, reservedRoutes }).map(formatProblem)).toEqual([
      'data/membership.json $.tiers[0].pricePerVisit: expected a whole number >= 0, or null, found nothing',
      'data/membership.json $.tiers[0].services: expected a list, found nothing',
      'data/membership.json $.tiers[0].intervalDays: expected a whole number from 1 to 365, found nothing',
    ])
  })
})
