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
