// My Garage's side of the maintenance plans (docs/decisions/156-maintenance-plans.md): the plans
// offered, the Book link that carries the plan and the vehicle, and what the card says.
import { describe, expect, it } from 'vitest'
import { enrolmentOf, garagePlans, joinProblem, nextVisitText, planBookingHref, vehicleNextVisit } from '../../components/garage/plan-rules'
import { catalogue } from '../../tests/fixtures/catalogue/static'
import { VEHICLES } from '../fixtures/auth/fake-garage'
import { NEXT_BOOKING, STORY_NOW } from '../fixtures/garage/bookings'
import { CAMRY_ON_WASH, CAMRY_WASH_VISIT, TAHOE_ON_SIGNATURE_CARE } from '../fixtures/garage/plans'

const plans = garagePlans(catalogue)
const wash = plans.find((p) => p.id === 'maintenance-wash')!
const care = plans.find((p) => p.id === 'signature-care')!

describe('the plans My Garage offers', () => {
  it('are the membership tiers in order, each with its price line, interval and where its visit is booked', () => {
    expect(plans.map((p) => p.id)).toEqual(catalogue.membership.tiers.map((t) => t.id))
    expect(wash).toEqual({ id: 'maintenance-wash', name: 'Maintenance Wash', intervalDays: 30, serviceNames: ['Wash & Wax'], priceLabel: 'Request a quote', bookSlug: 'wash-and-wax' })
  })

  it('says a price per visit or per month as the membership page does', () => {
    const priced = garagePlans({
      ...catalogue,
      membership: { ...catalogue.membership, tiers: catalogue.membership.tiers.map((t, i) => (i === 0 ? { ...t, pricePerVisit: 39 } : { ...t, pricePerMonth: 89 })) },
    })
    expect(priced.map((p) => p.priceLabel)).toEqual(['$39.00 / visit', '$89.00 / month', '$89.00 / month', '$89.00 / month'])
  })

  it("books a plan visit on its first bookable service's page, with the vehicle's size and id and the plan", () => {
    expect(planBookingHref(wash, VEHICLES[0]!)).toBe('/book/wash-and-wax?vehicle=Sedan&vehicleId=v-1&plan=maintenance-wash')
    expect(planBookingHref({ id: 'fleet-plan' }, VEHICLES[1]!)).toBe('/book?vehicle=XL&vehicleId=v-2&plan=fleet-plan')
  })
})

describe("a vehicle's plan", () => {
  it('finds the active enrolment of the vehicle only', () => {
    expect(enrolmentOf([CAMRY_ON_WASH, TAHOE_ON_SIGNATURE_CARE], 'v-1')).toBe(CAMRY_ON_WASH)
    expect(enrolmentOf([{ ...CAMRY_ON_WASH, ended_at: '2025-11-01T00:00:00Z' }], 'v-1')).toBeUndefined()
  })

  it("counts only this vehicle's bookings towards its next visit", () => {
    const next = vehicleNextVisit(wash, CAMRY_ON_WASH, [CAMRY_WASH_VISIT, { ...CAMRY_WASH_VISIT, id: 'other', vehicle_id: 'v-2', end_time: '2025-11-19T17:00:00Z' }], STORY_NOW)
    expect(next).toEqual({ kind: 'due', due: '2025-12-03', lastVisit: '2025-11-03', overdue: false })
    expect(nextVisitText(next)).toBe('Next visit due December 3, 2025')
  })

  it('says an overdue visit, and a booked one in Katy time', () => {
    expect(nextVisitText(vehicleNextVisit(care, TAHOE_ON_SIGNATURE_CARE, [], STORY_NOW))).toBe('Visit due since August 1, 2025')
    const booked = vehicleNextVisit(care, TAHOE_ON_SIGNATURE_CARE, [{ ...NEXT_BOOKING, vehicle_id: 'v-2' }], STORY_NOW)
    expect(nextVisitText(booked)).toBe('Next visit booked: Tuesday, November 25, 2025, 9:00 AM CST')
  })

  it('says why a join cannot go, before the database would refuse it', () => {
    expect(joinProblem('', plans, false)).toBe('Choose a plan first.')
    expect(joinProblem('winter-special', plans, false)).toBe('That plan is not offered any more. Choose one of the plans listed.')
    expect(joinProblem('maintenance-wash', plans, true)).toBe('This vehicle is already on a plan. Leave that plan first to change plans.')
    expect(joinProblem('maintenance-wash', plans, false)).toBeNull()
  })
})
