import { createContext, useContext } from 'react'
import { getSupabase } from '../../lib/supabase/client'
import type { Booking, DiscountStatus, ServiceRecord, Vehicle, VehicleInput } from './types'

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
const BOOKING_COLUMNS = 'id, intent_id, start_time, end_time, services, vehicle, status, reschedule_url, cancel_url, discount_code'

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
// 4 s) under TanStack Query's own retries (lib/query/query-client.ts), so an outage took ~25 s
// to show its message. One owner of retries: the query client.
export const supabaseGarageApi: GarageApi = {
  async listVehicles(userId) {
    const supabase = await getSupabase()
    const result = await supabase.from('vehicles').select(VEHICLE_COLUMNS).eq('user_id', userId).order('created_at', { ascending: true }).retry(false)
    return unwrap(result as Outcome<Vehicle[]>, 'load your vehicles')
  },
  async addVehicle(userId, input) {
    const supabase = await getSupabase()
    const result = await supabase.from('vehicles').insert({ ...toRow(input), user_id: userId }).select(VEHICLE_COLUMNS).single()
    return unwrap(result as Outcome<Vehicle>, 'add the vehicle')
  },
  async updateVehicle(id, input) {
    const supabase = await getSupabase()
    const result = await supabase.from('vehicles').update(toRow(input)).eq('id', id).select(VEHICLE_COLUMNS).single()
    return unwrap(result as Outcome<Vehicle>, 'save the vehicle')
  },
  async removeVehicle(id) {
    const supabase = await getSupabase()
    const result = await supabase.from('vehicles').delete().eq('id', id).select('id')
    const rows = unwrap(result as Outcome<{ id: string }[]>, 'remove the vehicle')
    if (rows.length === 0) throw new GarageError('That vehicle is no longer in your garage.', 404)
  },
  async listHistory(userId) {
    const supabase = await getSupabase()
    const result = await supabase.from('service_history').select(HISTORY_COLUMNS).eq('user_id', userId).order('service_date', { ascending: false }).retry(false)
    const rows = unwrap(result as Outcome<ServiceRecord[]>, 'load your service history')
    // numeric arrives as a string from PostgREST
    return rows.map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) }))
  },
  async listBookings(userId) {
    const supabase = await getSupabase()
    const result = await supabase.from('bookings').select(BOOKING_COLUMNS).eq('user_id', userId).retry(false)
    return unwrap(result as Outcome<Booking[]>, 'load your bookings')
  },
  async discountStatus() {
    const supabase = await getSupabase()
    // A set-returning function: PostgREST answers with an array (empty when nothing was claimed).
    const result = await supabase.rpc('my_discount_status').retry(false)
    const rows = unwrap(result as Outcome<DiscountStatus[] | DiscountStatus>, 'check your discount')
    const row = Array.isArray(rows) ? rows[0] : rows
    return row && typeof row.code === 'string' ? { code: row.code, used_at: row.used_at ?? null } : null
  },
}

const GarageApiContext = createContext<GarageApi>(supabaseGarageApi)

/** Stories wrap the garage in this with an in-memory api. */
export const GarageApiProvider = GarageApiContext.Provider

export function useGarageApi(): GarageApi {
  return useContext(GarageApiContext)
}
