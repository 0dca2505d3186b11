import type { Tables, TablesInsert } from '../../../lib/supabase/database.types'
import { getSupabase } from '../../../lib/supabase/client'

// What Book Now records and reads for a signed-in visitor. Loaded on the first signed-in click
// (and by the confirmation watcher), not with /book's first load. The intent ties the scheduler's
// booking back to this account: its id travels through the widget as utm_content, and the
// scheduler's webhook copies it into public.bookings.intent_id (docs/decisions/108-booking-intents.md).

export type IntentVehicleSize = 'Sedan' | 'SUV' | 'XL'

/** A row of public.booking_intents as the site writes it (user_id defaults to auth.uid()). */
export type BookingIntent = Required<Pick<TablesInsert<'booking_intents'>, 'id' | 'vehicle_id' | 'services' | 'discount_code'>> & {
  vehicle_size: IntentVehicleSize | null
  /** The maintenance plan this visit is for (My Garage's plan Book link), only when there is one. */
  plan_id?: string
  /** The approved quote being booked (/book?from=quote); the database keeps it only when it is the customer's. */
  quote_id?: string
}

/** The columns of public.bookings Book Now reads, as the database types them. */
export type BookingRow = Pick<Tables<'bookings'>, 'id' | 'intent_id' | 'start_time' | 'end_time' | 'status'>

/** The part of a public.bookings row Book Now shows once the scheduler has confirmed. */
export type ConfirmedBooking = Omit<BookingRow, 'start_time' | 'end_time' | 'status'> & {
  start_time: string
  end_time: string
  status: 'active' | 'canceled'
}

/**
 * The row as Book Now can show it, or none: a row whose event carried no start or end would
 * read as 1 January 1970, so Book Now keeps waiting instead. `status` is text in the database;
 * bookings_status_allowed keeps it to the two values.
 */
export function confirmedBooking({ start_time, end_time, status, ...row }: BookingRow): ConfirmedBooking | null {
  if (start_time === null || end_time === null || (status !== 'active' && status !== 'canceled')) return null
  return { ...row, start_time, end_time, status }
}

/** Injectable, like the garage's api: stories pass an in-memory one. */
export interface BookingsApi {
  /** The signed-in visitor's unused first-visit code, else null. */
  unusedDiscountCode(): Promise<string | null>
  recordIntent(intent: BookingIntent): Promise<void>
  /** The booking the scheduler's webhook stored for this intent, or null while there is none. */
  findBooking(intentId: string): Promise<ConfirmedBooking | null>
}

interface Outcome<T> {
  data: T | null
  error: { message: string } | null
}

function unwrap<T>({ data, error }: Outcome<T>): T | null {
  if (error) throw new Error(error.message)
  return data
}

const BOOKING_COLUMNS = 'id, intent_id, start_time, end_time, status'

// `.retry(false)` on reads: TanStack Query owns retries (lib/query/query-client.ts), and Book
// Now's bookkeeping has its own time limit.
export const supabaseBookingsApi: BookingsApi = {
  async unusedDiscountCode() {
    const supabase = await getSupabase()
    // A set-returning function: an array, empty when nothing was claimed.
    const row = unwrap(await supabase.rpc('my_discount_status'))?.[0]
    return row && row.code && !row.used_at ? row.code : null
  },
  async recordIntent(intent) {
    const supabase = await getSupabase()
    // No .select(): the insert policy lets the owner add a row; returning it is not needed.
    const { error } = await supabase.from('booking_intents').insert(intent)
    if (error) throw new Error(error.message)
  },
  async findBooking(intentId) {
    const supabase = await getSupabase()
    const rows = unwrap(await supabase.from('bookings').select(BOOKING_COLUMNS).eq('intent_id', intentId).retry(false))
    const first = rows?.[0]
    return first ? confirmedBooking(first) : null
  },
}

/** The api a story injected (bookings-api-context.ts), else supabase-js. */
export function bookingsApiOr(injected: BookingsApi | null): BookingsApi {
  return injected ?? supabaseBookingsApi
}

const SIZES: readonly IntentVehicleSize[] = ['Sedan', 'SUV', 'XL']

/** One size when the booking has exactly one ("SUV"); several ("Sedan, SUV") or none: null. */
export function intentVehicleSize(vehicle: string | undefined): IntentVehicleSize | null {
  const sizes = [
    ...new Set(
      (vehicle ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
  return sizes.length === 1 && SIZES.includes(sizes[0] as IntentVehicleSize) ? (sizes[0] as IntentVehicleSize) : null
}

export interface IntentDetails {
  services: readonly string[]
  vehicle?: string
  vehicleId?: string
  /** A plan visit's plan id; recorded only with the garage vehicle it is for. */
  planId?: string
  discountCode: string | null
  quoteId?: string
}

export function buildIntent(id: string, { services, vehicle, vehicleId, planId, discountCode, quoteId }: IntentDetails): BookingIntent {
  return {
    id,
    vehicle_id: vehicleId ?? null,
    vehicle_size: intentVehicleSize(vehicle),
    services: [...services],
    discount_code: discountCode,
    ...(planId && vehicleId ? { plan_id: planId } : {}),
    ...(quoteId ? { quote_id: quoteId } : {}),
  }
}

/** Book Now waits at most this long for the bookkeeping before it opens the scheduler anyway. */
export const INTENT_TIMEOUT_MS = 3000

/** Resolves with the promise's value, or `fallback` when it fails or takes longer than `ms`. */
export function settleWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      () => {
        clearTimeout(timer)
        resolve(fallback)
      },
    )
  })
}

export interface PreparedBooking {
  /** null: the intent could not be recorded; the webhook then matches the booking by e-mail. */
  intentId: string | null
  discountCode: string | null
}

/**
 * Reads the discount code, then records the intent. Never rejects and never takes longer than
 * about twice INTENT_TIMEOUT_MS: booking must not be blocked by this bookkeeping.
 */
export async function prepareBooking(
  api: BookingsApi,
  details: Omit<IntentDetails, 'discountCode'>,
  newId: () => string = () => crypto.randomUUID(),
  timeoutMs = INTENT_TIMEOUT_MS,
): Promise<PreparedBooking> {
  const discountCode = await settleWithin(api.unusedDiscountCode(), timeoutMs, null)
  let id: string
  try {
    id = newId()
  } catch {
    return { intentId: null, discountCode } // crypto.randomUUID needs a secure context
  }
  const intent = buildIntent(id, { ...details, discountCode })
  const recorded = await settleWithin(
    api.recordIntent(intent).then(() => true),
    timeoutMs,
    false,
  )
  return { intentId: recorded ? intent.id : null, discountCode }
}
