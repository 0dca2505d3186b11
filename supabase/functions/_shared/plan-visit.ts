// When a vehicle on a maintenance plan (data/membership.json) is next due: its last finished
// booking that included one of the plan's services, plus the plan's interval. Used by My Garage
// and by the due-visit reminder: pure, no imports, so both Deno and the site's bundler take it.
// docs/decisions/156-maintenance-plans.md

export interface PlanTerms {
  id: string
  name: string
  intervalDays: number
  /** The catalogue names of the base services a visit includes, e.g. "Wash & Wax". */
  serviceNames: readonly string[]
}

/** A booking as the plan needs it (public.bookings: the scheduler's times, the services it names). */
export interface PlanBooking {
  status: string
  start_time: string
  end_time: string
  services: readonly string[] | null
}

export type NextVisit =
  /** A booking for this vehicle is ahead (or under way): nothing is due until it is done. */
  | { kind: 'booked'; start: string }
  /** yyyy-mm-dd in the business's time zone; lastVisit is the finished visit it counts from. */
  | { kind: 'due'; due: string; lastVisit: string | null; overdue: boolean }

function normal(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()
}

/**
 * A booking names its services as the site wrote them: "Wash & Wax (SUV)" for a size, the
 * package's name alone when no size was chosen. A plan visit is one that names a plan service.
 */
export function isPlanVisit(terms: Pick<PlanTerms, 'serviceNames'>, services: readonly string[] | null): boolean {
  const names = terms.serviceNames.map(normal)
  return (services ?? []).some((raw) => {
    if (typeof raw !== 'string') return false
    const line = normal(raw)
    return names.some((name) => line === name || line.startsWith(`${name} (`))
  })
}

/** yyyy-mm-dd of an instant in a time zone. */
export function dateIn(iso: string, timeZone: string): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Date(iso).toLocaleDateString('en-CA', { timeZone })
}

/** A calendar date plus whole days, without time zones or daylight saving in the way. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

const readable = (iso: string) => !Number.isNaN(new Date(iso).getTime())

/**
 * The next visit of one enrolled vehicle, from that vehicle's bookings. A booking ahead (active,
 * not yet ended) wins: the visit is booked. Otherwise the visit is due `intervalDays` after the
 * last finished plan visit, and never before the day the vehicle joined; with no finished plan
 * visit, the first one is due on the day it joined.
 */
export function nextPlanVisit(terms: PlanTerms, bookings: readonly PlanBooking[], joinedAt: string, now: Date, timeZone: string): NextVisit {
  const active = bookings.filter((b) => b.status === 'active' && readable(b.start_time) && readable(b.end_time))
  const ahead = active.filter((b) => new Date(b.end_time).getTime() >= now.getTime()).sort((a, b) => a.start_time.localeCompare(b.start_time))
  if (ahead[0]) return { kind: 'booked', start: ahead[0].start_time }
  const finished = active
    .filter((b) => new Date(b.end_time).getTime() < now.getTime() && isPlanVisit(terms, b.services))
    .sort((a, b) => new Date(b.end_time).getTime() - new Date(a.end_time).getTime())
  const joined = readable(joinedAt) ? dateIn(joinedAt, timeZone) : dateIn(now.toISOString(), timeZone)
  const lastVisit = finished[0] ? dateIn(finished[0].end_time, timeZone) : null
  const fromLast = lastVisit ? addDays(lastVisit, Math.max(1, Math.round(terms.intervalDays))) : joined
  const due = fromLast < joined ? joined : fromLast
  return { kind: 'due', due, lastVisit, overdue: due < dateIn(now.toISOString(), timeZone) }
}

/** Each plan's terms from data/membership.json, its services named as data/services.json names them. */
export function planTerms(
  membership: { tiers: readonly { id: string; name: string; intervalDays: number; services: readonly string[] }[] },
  catalogue: { baseServices: readonly { baseId: string; name: string }[] },
): PlanTerms[] {
  return membership.tiers.map((tier) => ({
    id: tier.id,
    name: tier.name,
    intervalDays: tier.intervalDays,
    serviceNames: tier.services.flatMap((id) => catalogue.baseServices.find((b) => b.baseId === id)?.name ?? []),
  }))
}
