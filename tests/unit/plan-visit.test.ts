// When a vehicle on a maintenance plan is next due (docs/decisions/156-maintenance-plans.md):
// from its last finished plan visit plus the interval, never before it joined, and nothing due
// while a booking for it is ahead.
import { describe, expect, it } from 'vitest'
import { addDays, isPlanVisit, nextPlanVisit, planTerms, type PlanBooking } from '../../lib/catalogue/plan-visit'
import { catalogue } from '../../lib/catalogue/catalogue.server'

const TZ = 'America/Chicago'
const WASH = { id: 'maintenance-wash', name: 'Maintenance Wash', intervalDays: 30, serviceNames: ['Wash & Wax'] }
const NOW = new Date('2026-03-10T18:00:00Z')
const booking = (start: string, services: string[], status = 'active'): PlanBooking => ({
  status,
  start_time: start,
  end_time: new Date(new Date(start).getTime() + 2 * 3600_000).toISOString(),
  services,
})

describe('plan visits', () => {
  it('a booking is a plan visit when it names a plan service, with or without a size', () => {
    expect(isPlanVisit(WASH, ['Wash & Wax (SUV)'])).toBe(true)
    expect(isPlanVisit(WASH, ['  wash &  wax '])).toBe(true)
    expect(isPlanVisit(WASH, ['Engine Bay Detailing', 'Wash & Wax (Sedan)'])).toBe(true)
    expect(isPlanVisit(WASH, ['Wash & Waxing'])).toBe(false)
    expect(isPlanVisit(WASH, ['Interior Detail (SUV)'])).toBe(false)
    expect(isPlanVisit(WASH, null)).toBe(false)
  })

  it('adds days across months, years and daylight saving', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02')
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03')
    expect(addDays('2026-03-01', 14)).toBe('2026-03-15')
  })
})

describe('the next visit due', () => {
  it('is the interval after the last finished plan visit, in Katy time', () => {
    // Ended 2026-02-20 at 01:00 UTC: still the 19th in Katy.
    const visits = [booking('2026-01-05T16:00:00Z', ['Wash & Wax (SUV)']), booking('2026-02-19T23:00:00Z', ['Wash & Wax (SUV)'])]
    expect(nextPlanVisit(WASH, visits, '2025-12-01T15:00:00Z', NOW, TZ)).toEqual({ kind: 'due', due: '2026-03-21', lastVisit: '2026-02-19', overdue: false })
  })

  it('counts only plan services and active bookings', () => {
    const visits = [booking('2026-01-05T16:00:00Z', ['Wash & Wax (SUV)']), booking('2026-02-19T16:00:00Z', ['Interior Detail (SUV)']), booking('2026-02-25T16:00:00Z', ['Wash & Wax'], 'canceled')]
    expect(nextPlanVisit(WASH, visits, '2025-12-01T15:00:00Z', NOW, TZ)).toEqual({ kind: 'due', due: '2026-02-04', lastVisit: '2026-01-05', overdue: true })
  })

  it('with no finished plan visit, the first is due the day the vehicle joined', () => {
    expect(nextPlanVisit(WASH, [], '2026-03-09T03:00:00Z', NOW, TZ)).toEqual({ kind: 'due', due: '2026-03-08', lastVisit: null, overdue: true })
    expect(nextPlanVisit(WASH, [], '2026-03-10T15:00:00Z', NOW, TZ)).toEqual({ kind: 'due', due: '2026-03-10', lastVisit: null, overdue: false })
  })

  it('is never before the day it joined, however old the last visit', () => {
    const visits = [booking('2025-06-01T16:00:00Z', ['Wash & Wax (Sedan)'])]
    expect(nextPlanVisit(WASH, visits, '2026-03-10T15:00:00Z', NOW, TZ)).toMatchObject({ due: '2026-03-10', lastVisit: '2025-06-01', overdue: false })
  })

  it('is booked while any booking for the vehicle is ahead or under way, the soonest first', () => {
    const visits = [booking('2026-04-01T16:00:00Z', ['Full Detail Package (SUV)']), booking('2026-03-10T17:00:00Z', ['Wash & Wax (SUV)']), booking('2026-03-12T16:00:00Z', ['Wash & Wax'], 'canceled')]
    expect(nextPlanVisit(WASH, visits, '2026-01-01T15:00:00Z', NOW, TZ)).toEqual({ kind: 'booked', start: '2026-03-10T17:00:00Z' })
  })

  it('leaves out bookings whose times cannot be read, and survives an unreadable join time', () => {
    const broken = { status: 'active', start_time: 'soon', end_time: 'later', services: ['Wash & Wax'] }
    expect(nextPlanVisit(WASH, [broken], 'never', NOW, TZ)).toEqual({ kind: 'due', due: '2026-03-10', lastVisit: null, overdue: false })
  })
})

describe('plan terms from the catalogue', () => {
  it('names each plan service as data/services.json does', () => {
    const terms = planTerms(catalogue.membership, catalogue)
    expect(terms.map((t) => t.id)).toEqual(catalogue.membership.tiers.map((t) => t.id))
    expect(terms.find((t) => t.id === 'signature-care')).toEqual({ id: 'signature-care', name: 'Signature Care', intervalDays: 14, serviceNames: ['Wash & Wax', 'Interior Detail'] })
  })
})
