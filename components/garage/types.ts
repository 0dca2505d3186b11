export type VehicleSize = 'Sedan' | 'SUV' | 'XL'

export const VEHICLE_SIZES: readonly VehicleSize[] = ['Sedan', 'SUV', 'XL']

/** A row of public.vehicles as the garage reads it. */
export interface Vehicle {
  id: string
  make: string
  model: string
  year: number | null
  size: VehicleSize
  nickname: string | null
  created_at: string
}

/** What the add/edit form sends. */
export interface VehicleInput {
  make: string
  model: string
  year: number | null
  size: VehicleSize
  nickname: string | null
}

/** A row of public.service_history. */
export interface ServiceRecord {
  id: string
  service_date: string
  services: string[]
  vehicle_id: string | null
  vehicle: string | null
  amount: number | null
}

/** A row of public.bookings as the garage reads it (the scheduler's webhook writes them). */
export interface Booking {
  id: string
  intent_id: string | null
  start_time: string
  end_time: string
  services: string[]
  vehicle: string | null
  status: 'active' | 'canceled'
  reschedule_url: string | null
  cancel_url: string | null
  discount_code: string | null
}

/** The signed-in user's first-visit code, from public.my_discount_status(); null: none claimed. */
export interface DiscountStatus {
  code: string
  used_at: string | null
}
