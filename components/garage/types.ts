import type { Tables } from '../../lib/supabase/database.types'

export type VehicleSize = 'Sedan' | 'SUV' | 'XL'

export const VEHICLE_SIZES: readonly VehicleSize[] = ['Sedan', 'SUV', 'XL']

/**
 * A row of public.vehicles as the garage reads it (lib/supabase/database.types.ts), with `size`
 * narrowed to what the vehicles_size_allowed check lets in.
 */
export type Vehicle = Omit<Pick<Tables<'vehicles'>, 'id' | 'make' | 'model' | 'year' | 'size' | 'nickname' | 'created_at'>, 'size'> & { size: VehicleSize }

/** What the add/edit form sends. */
export interface VehicleInput {
  make: string
  model: string
  year: number | null
  size: VehicleSize
  nickname: string | null
}

/** A row of public.service_history. */
export type ServiceRecord = Pick<Tables<'service_history'>, 'id' | 'service_date' | 'services' | 'vehicle_id' | 'vehicle' | 'amount'>

/**
 * A row of public.bookings as the garage reads it (the scheduler's webhook writes them): `status`
 * narrowed to what bookings_status_allowed lets in, and only rows the scheduler gave a time.
 */
export type Booking = Omit<BookingRow, 'status' | 'start_time' | 'end_time' | 'services'> & {
  status: 'active' | 'canceled'
  start_time: string
  end_time: string
  services: string[]
}

/** The columns of public.bookings the garage reads, as the database types them. */
export type BookingRow = Pick<Tables<'bookings'>, 'id' | 'intent_id' | 'start_time' | 'end_time' | 'services' | 'vehicle' | 'status' | 'reschedule_url' | 'cancel_url' | 'discount_code'> &
  Partial<Pick<Tables<'bookings'>, PaymentColumn | PlanColumn>>

/**
 * The garage vehicle and plan a booking is for, taken from its booking intent
 * (supabase/migrations/20261204210000_plan_enrolments.sql); optional like the payment columns.
 */
export type PlanColumn = 'vehicle_id' | 'plan_id'

/** A row of public.plan_enrolments: a vehicle on a maintenance plan since joined_at (ended_at null: still on it). */
export type PlanEnrolment = Pick<Tables<'plan_enrolments'>, 'id' | 'vehicle_id' | 'plan_id' | 'joined_at' | 'ended_at'>

/**
 * The deposit the scheduler reported at booking (supabase/migrations/20261203160000_booking_deposits.sql);
 * optional so a booking recorded before deposits, or a fixture, needs none.
 */
export type PaymentColumn = 'payment_provider' | 'payment_external_id' | 'payment_amount' | 'payment_currency' | 'payment_successful'

/** The signed-in user's first-visit code, from public.my_discount_status(); null: none claimed. */
export interface DiscountStatus {
  code: string
  used_at: string | null
}

/** A quote the owner sent to this address, as public.my_quotes answers it (supabase/migrations/20261204200000_quotes.sql). */
export interface GarageQuote {
  id: string
  total_cents: number
  valid_until: string
  created_at: string
  status: 'sent' | 'changes_requested' | 'approved' | 'withdrawn'
  expired: boolean
  note: string | null
  lines: { label: string; service?: string | null; price_cents: number }[]
  /** The bookings made from this quote (Book Now from the approved quote, signed in). */
  booking_ids?: string[]
}

/** An unused referral credit code of the signed-in customer, as public.my_referral_credits answers it (docs/decisions/158). */
export interface ReferralCredit {
  code: string
  /** Dollars off the next visit. */
  amount: number
  created_at: string
}
