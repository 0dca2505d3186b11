// The plan visit rules the due-visit reminder uses too (supabase/functions/_shared/plan-visit.ts),
// so My Garage and the reminder agree on when a vehicle is due.
export { addDays, dateIn, isPlanVisit, nextPlanVisit, planTerms, type NextVisit, type PlanBooking, type PlanTerms } from '../../supabase/functions/_shared/plan-visit'
