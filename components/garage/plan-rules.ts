import { planPriceLabel } from '../../lib/catalogue/price'
import { nextPlanVisit, planTerms, type NextVisit, type PlanTerms } from '../../lib/catalogue/plan-visit'
import type { StaticCatalogue } from '../../lib/catalogue/types'
import { BUSINESS_TIME_ZONE, formatBookingTime, formatServiceDate } from './garage-rules'
import type { Booking, PlanEnrolment, Vehicle } from './types'

/** A maintenance plan as My Garage offers it: its terms, its price line and where its visit is booked. */
export interface GaragePlan extends PlanTerms {
  /** "$39.00 / visit", "$49.00 / month" or "Request a quote". */
  priceLabel: string
  /** The bookable service page of the plan's first service that has one (/book/{slug}). */
  bookSlug?: string
}

/** Built at prerender from data/membership.json and the catalogue, in the owner's order. */
export function garagePlans(catalogue: Pick<StaticCatalogue, 'membership' | 'baseServices' | 'servicePages'>): GaragePlan[] {
  const terms = planTerms(catalogue.membership, catalogue)
  return catalogue.membership.tiers.map((tier, i) => {
    const bookSlug = tier.services.map((id) => catalogue.servicePages.find((page) => page.bookable && page.baseId === id)?.slug).find(Boolean)
    return { ...terms[i]!, priceLabel: planPriceLabel(tier), ...(bookSlug ? { bookSlug } : {}) }
  })
}

/** The scheduler's page for a plan visit, carrying the vehicle's size and id and the plan (BookingFlow reads them). */
export function planBookingHref(plan: Pick<GaragePlan, 'id' | 'bookSlug'>, vehicle: Pick<Vehicle, 'id' | 'size'>): string {
  const params = new URLSearchParams({ vehicle: vehicle.size, vehicleId: vehicle.id, plan: plan.id })
  return `${plan.bookSlug ? `/book/${plan.bookSlug}` : '/book'}?${params.toString()}`
}

/** The vehicle's active enrolment, if any. */
export function enrolmentOf(enrolments: readonly PlanEnrolment[], vehicleId: string): PlanEnrolment | undefined {
  return enrolments.find((e) => e.vehicle_id === vehicleId && e.ended_at === null)
}

/** The vehicle's next plan visit, from the bookings made for that vehicle. */
export function vehicleNextVisit(plan: PlanTerms, enrolment: PlanEnrolment, bookings: readonly Booking[], now: Date): NextVisit {
  return nextPlanVisit(
    plan,
    bookings.filter((b) => b.vehicle_id === enrolment.vehicle_id),
    enrolment.joined_at,
    now,
    BUSINESS_TIME_ZONE,
  )
}

/** What My Garage says of the next visit. */
export function nextVisitText(next: NextVisit): string {
  if (next.kind === 'booked') {
    const { day, time } = formatBookingTime(next.start)
    return `Next visit booked: ${day}, ${time}`
  }
  return next.overdue ? `Visit due since ${formatServiceDate(next.due)}` : `Next visit due ${formatServiceDate(next.due)}`
}

/** Why a join cannot be sent, or null when it can: said before the database would refuse it. */
export function joinProblem(planId: string, plans: readonly Pick<GaragePlan, 'id'>[], enrolled: boolean): string | null {
  if (!planId) return 'Choose a plan first.'
  if (!plans.some((p) => p.id === planId)) return 'That plan is not offered any more. Choose one of the plans listed.'
  if (enrolled) return 'This vehicle is already on a plan. Leave that plan first to change plans.'
  return null
}
