import { createContext, useContext } from 'react'
import { getSupabase } from '../../lib/supabase/client'
import {
  VEHICLE_SIZES,
  type Booking,
  type BookingRow,
  type DiscountStatus,
  type GarageQuote,
  type PlanEnrolment,
  type ReferralCredit,
  type ServiceRecord,
  type Vehicle,
  type VehicleInput,
  type VehicleSize,
} from './types'

/**
 * The garage's data access, injectable: the app uses supabase-js (RLS keeps every row to its
 * owner); stories pass an in-memory one with delays and failures.
 */
export interface GarageApi {
  listVehicles(userId: string): Promise<Vehicle[]>
  addVehicle(userId: string, input: VehicleInput): Promise<Vehicle>
  updateVehicle(id: string, input: VehicleInput): Promise<Vehicle>
  removeVehicle(id: string): Promise<void>
  listHistory(userId: string): Promise<ServiceRecord[]>
  /** Every booking of this user, in no particular order (the local backend does not sort). */
  listBookings(userId: string): Promise<Booking[]>
  discountStatus(): Promise<DiscountStatus | null>
  /** The vehicles this user has on a plan now (ended enrolments left out). */
  listEnrolments(userId: string): Promise<PlanEnrolment[]>
  joinPlan(vehicleId: string, planId: string): Promise<PlanEnrolment>
  /** Ends the enrolment now (the server dates it). */
  leavePlan(enrolmentId: string): Promise<void>
  /** The quotes the owner sent to the signed-in address (public.my_quotes), newest first. */
  listQuotes(): Promise<GarageQuote[]>
  /** The signed-in customer's referral code (public.my_referral_link, made on first ask); null until the address is confirmed. */
  referralCode(): Promise<string | null>
  /** Their credit codes not used yet, newest first (public.my_referral_credits). */
  listReferralCredits(): Promise<ReferralCredit[]>
}

/** A failed read or write, with the HTTP status when there was one (0 = no response). */
export class GarageError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'GarageError'
  }
}

const VEHICLE_COLUMNS = 'id,make,model,year,size,nickname,created_at'
const HISTORY_COLUMNS = 'id,service_date,services,vehicle_id,vehicle,amount'
const BOOKING_COLUMNS =
  'id, intent_id, start_time, end_time, services, vehicle, status, reschedule_url, cancel_url, discount_code, payment_provider, payment_external_id, payment_amount, payment_currency, payment_successful, vehicle_id, plan_id'
const ENROLMENT_COLUMNS = 'id, vehicle_id, plan_id, joined_at, ended_at'

/** What a refused join says: the database's unique index and check constraint, in words. */
export const ALREADY_ON_A_PLAN = 'This vehicle is already on a plan. Leave that plan first to change plans.'
export const PLAN_NOT_OFFERED = 'That plan is not offered any more. Choose one of the plans listed.'
export const ALREADY_LEFT = 'This vehicle is no longer on that plan.'

interface Outcome<T> {
  data: T | null
  error: { message: string; code?: string } | null
  status: number
}

function unwrap<T>({ data, error, status }: Outcome<T>, what: string): T {
  if (error) throw new GarageError(error.message || `Could not ${what}.`, status, error.code)
  if (data === null) throw new GarageError(`Could not ${what}.`, status)
  return data
}

const isVehicleSize = (size: string): size is VehicleSize => VEHICLE_SIZES.some((allowed) => allowed === size)

/** The database types `size` as text; its check constraint keeps it to the three sizes. */
function toVehicle({ size, ...row }: Omit<Vehicle, 'size'> & { size: string }): Vehicle {
  if (!isVehicleSize(size)) throw new GarageError(`Unknown vehicle size "${size}".`, 0)
  return { ...row, size }
}

/**
 * Bookings the garage can place: a row without a start or end (a scheduler event that carried
 * none) would otherwise read as 1 January 1970, a past booking.
 */
export function toBookings(rows: BookingRow[]): Booking[] {
  return rows.flatMap(({ status, start_time, end_time, services, ...row }) =>
    (status === 'active' || status === 'canceled') && start_time !== null && end_time !== null ? [{ ...row, status, start_time, end_time, services: services ?? [] }] : [],
  )
}

function toRow(input: VehicleInput) {
  return {
    make: input.make.trim(),
    model: input.model.trim(),
    year: input.year,
    size: input.size,
    nickname: input.nickname?.trim() ? input.nickname.trim() : null,
  }
}

// Reads use `.retry(false)`: postgrest-js would otherwise retry a failed GET itself (1 s, 2 s,
// 4 s) under TanStack Query's own retries (lib/query/query-client.ts), so an outage would take
// both sets of back-offs to show its message. One owner of retries: the query client.
export const supabaseGarageApi: GarageApi = {
  async listVehicles(userId) {
    const supabase = await getSupabase()
    const result = await supabase.from('vehicles').select(VEHICLE_COLUMNS).eq('user_id', userId).order('created_at', { ascending: true }).retry(false)
    return unwrap(result, 'load your vehicles').map(toVehicle)
  },
  async addVehicle(userId, input) {
    const supabase = await getSupabase()
    const result = await supabase
      .from('vehicles')
      .insert({ ...toRow(input), user_id: userId })
      .select(VEHICLE_COLUMNS)
      .single()
    return toVehicle(unwrap(result, 'add the vehicle'))
  },
  async updateVehicle(id, input) {
    const supabase = await getSupabase()
    const result = await supabase.from('vehicles').update(toRow(input)).eq('id', id).select(VEHICLE_COLUMNS).single()
    return toVehicle(unwrap(result, 'save the vehicle'))
  },
  async removeVehicle(id) {
    const supabase = await getSupabase()
    const result = await supabase.from('vehicles').delete().eq('id', id).select('id')
    const rows = unwrap(result, 'remove the vehicle')
    if (rows.length === 0) throw new GarageError('That vehicle is no longer in your garage.', 404)
  },
  async listHistory(userId) {
    const supabase = await getSupabase()
    const result = await supabase.from('service_history').select(HISTORY_COLUMNS).eq('user_id', userId).order('service_date', { ascending: false }).retry(false)
    const rows: ServiceRecord[] = unwrap(result, 'load your service history')
    // numeric arrives as a string from PostgREST
    return rows.map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) }))
  },
  async listBookings(userId) {
    const supabase = await getSupabase()
    const result = await supabase.from('bookings').select(BOOKING_COLUMNS).eq('user_id', userId).retry(false)
    return toBookings(unwrap(result, 'load your bookings'))
  },
  async listQuotes() {
    const supabase = await getSupabase()
    const result = await supabase.rpc('my_quotes').retry(false)
    const rows = unwrap(result, 'load your quotes')
    return Array.isArray(rows) ? (rows as unknown as GarageQuote[]) : []
  },
  async referralCode() {
    const supabase = await getSupabase()
    const { data, error, status } = await supabase.rpc('my_referral_link').retry(false)
    if (error) throw new GarageError(error.message || 'Could not load your referral link.', status, error.code)
    return typeof data === 'string' && data !== '' ? data : null
  },
  async listReferralCredits() {
    const supabase = await getSupabase()
    const rows = unwrap(await supabase.rpc('my_referral_credits').retry(false), 'load your referral credits')
    return Array.isArray(rows) ? rows : []
  },
  async discountStatus() {
    const supabase = await getSupabase()
    // A set-returning function: PostgREST answers with an array (empty when nothing was claimed).
    const result = await supabase.rpc('my_discount_status').retry(false)
    const row = unwrap(result, 'check your discount')[0]
    // The generated type says used_at is a string; `returns table` columns are nullable all the same.
    return row ? { code: row.code, used_at: row.used_at ?? null } : null
  },
  async listEnrolments(userId) {
    const supabase = await getSupabase()
    const result = await supabase.from('plan_enrolments').select(ENROLMENT_COLUMNS).eq('user_id', userId).is('ended_at', null).retry(false)
    return unwrap(result, 'load your plans')
  },
  async joinPlan(vehicleId, planId) {
    const supabase = await getSupabase()
    const result = await supabase.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: planId }).select(ENROLMENT_COLUMNS).single()
    if (result.error?.code === '23505') throw new GarageError(ALREADY_ON_A_PLAN, result.status, result.error.code)
    if (result.error?.code === '23514') throw new GarageError(PLAN_NOT_OFFERED, result.status, result.error.code)
    return unwrap(result, 'join the plan')
  },
  async leavePlan(enrolmentId) {
    const supabase = await getSupabase()
    // The server sets the end time (a trigger); the value sent only marks the row.
    const result = await supabase.from('plan_enrolments').update({ ended_at: new Date().toISOString() }).eq('id', enrolmentId).is('ended_at', null).select('id')
    if (unwrap(result, 'leave the plan').length === 0) throw new GarageError(ALREADY_LEFT, 404)
  },
}

const GarageApiContext = createContext<GarageApi>(supabaseGarageApi)

/** Stories wrap the garage in this with an in-memory api. */
export const GarageApiProvider = GarageApiContext.Provider

export function useGarageApi(): GarageApi {
  return useContext(GarageApiContext)
}
