import { baseServices, variants } from '../../lib/catalogue/catalogue'
import type { ServiceRecord, VehicleInput, VehicleSize } from './types'
import { VEHICLE_SIZES } from './types'

export const MAX_TEXT = 50
export const MIN_YEAR = 1900
export const MAX_YEAR = 2100

/** The form's raw strings, before they become a VehicleInput. */
export interface VehicleDraft {
  make: string
  model: string
  year: string
  size: VehicleSize | ''
  nickname: string
}

export type VehicleErrors = Partial<Record<keyof VehicleDraft, string>>

export const EMPTY_DRAFT: VehicleDraft = { make: '', model: '', year: '', size: '', nickname: '' }

/** The same limits the database's check constraints enforce (supabase/migrations/*_garage.sql). */
export function validateVehicle(draft: VehicleDraft): VehicleErrors {
  const errors: VehicleErrors = {}
  const make = draft.make.trim()
  const model = draft.model.trim()
  if (!make) errors.make = 'Enter the make, like Toyota.'
  else if (make.length > MAX_TEXT) errors.make = `Use at most ${MAX_TEXT} characters.`
  if (!model) errors.model = 'Enter the model, like Camry.'
  else if (model.length > MAX_TEXT) errors.model = `Use at most ${MAX_TEXT} characters.`
  const year = draft.year.trim()
  if (year && (!/^\d{4}$/.test(year) || Number(year) < MIN_YEAR || Number(year) > MAX_YEAR)) {
    errors.year = `Enter a year between ${MIN_YEAR} and ${MAX_YEAR}, or leave it empty.`
  }
  if (!VEHICLE_SIZES.includes(draft.size as VehicleSize)) errors.size = 'Choose the vehicle size: it sets the price.'
  if (draft.nickname.trim().length > MAX_TEXT) errors.nickname = `Use at most ${MAX_TEXT} characters.`
  return errors
}

export function toVehicleInput(draft: VehicleDraft): VehicleInput {
  const year = draft.year.trim()
  return {
    make: draft.make.trim(),
    model: draft.model.trim(),
    year: year ? Number(year) : null,
    size: draft.size as VehicleSize,
    nickname: draft.nickname.trim() || null,
  }
}

export function toDraft(input: VehicleInput): VehicleDraft {
  return { make: input.make, model: input.model, year: input.year === null ? '' : String(input.year), size: input.size, nickname: input.nickname ?? '' }
}

/** "2021 Toyota Camry", or the nickname first when there is one: "Blue Thunder (2021 Toyota Camry)". */
export function vehicleLabel(vehicle: Pick<VehicleInput, 'make' | 'model' | 'year' | 'nickname'>): string {
  const base = [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ')
  return vehicle.nickname ? `${vehicle.nickname} (${base})` : base
}

export const SIZE_HINTS: Record<VehicleSize, string> = {
  Sedan: 'Cars, coupes and small crossovers',
  SUV: 'SUVs, minivans and mid-size trucks',
  XL: 'Full-size trucks, 3-row SUVs and vans',
}

/** What a vehicle of this size pays for each sized package (spec section 9 prices). */
export function pricesForSize(size: VehicleSize): { baseId: string; name: string; price: number }[] {
  return baseServices.flatMap((base) => {
    const variant = variants.find((v) => v.baseId === base.baseId && v.vehicle === size)
    return variant ? [{ baseId: base.baseId, name: base.name, price: variant.price }] : []
  })
}

/** The signature package's booking page with this vehicle's size preselected (BookingFlow reads `vehicle`). */
export function bookingHref(size: VehicleSize): string {
  return `/book/signature-detail?${new URLSearchParams({ vehicle: size }).toString()}`
}

export type FirstVisitStatus = { kind: 'available' } | { kind: 'used'; on: string }

/** The 10% first-detail discount applies until the first detail is on record. */
export function firstVisitStatus(history: readonly Pick<ServiceRecord, 'service_date'>[]): FirstVisitStatus {
  if (history.length === 0) return { kind: 'available' }
  const first = [...history].map((h) => h.service_date).sort()[0]!
  return { kind: 'used', on: first }
}

/** "2025-03-14" -> "March 14, 2025", independent of the viewer's time zone. */
export function formatServiceDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** Said when the garage service is down, slow to the point of failing, or answering 5xx. */
export const GARAGE_UNAVAILABLE = 'The garage service is not answering right now. Please check your connection and try again.'

/**
 * What a failed garage read or write tells the person. The service's own message when it gave
 * one for this request (a refused row, a constraint); for a network failure or a 5xx, whose text
 * is the transport's ("TypeError: Failed to fetch", an HTML error page), a plain sentence.
 */
export function garageErrorText(error: unknown): string {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown }
  if (typeof status === 'number' && (status === 0 || status >= 500)) return GARAGE_UNAVAILABLE
  const text = typeof message === 'string' ? message.trim() : ''
  if (!text || /failed to fetch|networkerror|load failed|<\/?[a-z!]/i.test(text)) return GARAGE_UNAVAILABLE
  return text
}
