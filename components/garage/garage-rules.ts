import type { StaticCatalogue } from '../../lib/catalogue/types'
import type { Booking, DiscountStatus, ServiceRecord, VehicleInput, VehicleSize } from './types'
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

/** Each sized package with its price per vehicle size: the garage island's props (docs/decisions/127-one-price-model.md). */
export interface PackagePrices {
  baseId: string
  name: string
  prices: Partial<Record<VehicleSize, number>>
  /** Slug of the bookable service page that sells this package (/book/{slug}), if any. */
  bookSlug?: string
}

/** Built at prerender from the catalogue (data/services.json), in the owner's order. */
export function packagePrices(catalogue: Pick<StaticCatalogue, 'baseServices' | 'variants' | 'servicePages'>): PackagePrices[] {
  return catalogue.baseServices.map((base) => {
    const bookSlug = catalogue.servicePages.find((page) => page.bookable && page.baseId === base.baseId)?.slug
    return {
      baseId: base.baseId,
      name: base.name,
      prices: Object.fromEntries(catalogue.variants.filter((v) => v.baseId === base.baseId).map((v) => [v.vehicle, v.price])),
      ...(bookSlug ? { bookSlug } : {}),
    }
  })
}

/** What a vehicle of this size pays for each sized package. */
export function pricesForSize(packages: readonly PackagePrices[], size: VehicleSize): { baseId: string; name: string; price: number }[] {
  return packages.flatMap(({ baseId, name, prices }) => {
    const price = prices[size]
    return price === undefined ? [] : [{ baseId, name, price }]
  })
}

/**
 * The booking page of the owner's first bookable package (Signature Detail in the shipped
 * catalogue; /book with its choices when none is bookable) with this vehicle's size preselected
 * (BookingFlow reads `vehicle`) and, when known, the garage vehicle's id (Book Now records it
 * with the booking intent).
 */
export function bookingHref(packages: readonly PackagePrices[], size: VehicleSize, vehicleId?: string): string {
  const params = new URLSearchParams({ vehicle: size })
  if (vehicleId) params.set('vehicleId', vehicleId)
  const slug = packages.find((p) => p.bookSlug)?.bookSlug
  return `${slug ? `/book/${slug}` : '/book'}?${params.toString()}`
}

/** The business's calendar: appointment times are shown in Katy's time, wherever the visitor is. */
export const BUSINESS_TIME_ZONE = 'America/Chicago'

export interface SplitBookings {
  /** Active bookings that have not ended, soonest first. */
  upcoming: Booking[]
  /** Active bookings that have ended, newest first. */
  past: Booking[]
}

/** Canceled bookings are neither upcoming nor history; unreadable times are left out. */
export function splitBookings(bookings: readonly Booking[], now: Date): SplitBookings {
  const at = (iso: string) => new Date(iso).getTime()
  const active = bookings.filter((b) => b.status === 'active' && !Number.isNaN(at(b.start_time)) && !Number.isNaN(at(b.end_time)))
  const upcoming = active.filter((b) => at(b.end_time) >= now.getTime()).sort((a, b) => at(a.start_time) - at(b.start_time))
  const past = active.filter((b) => at(b.end_time) < now.getTime()).sort((a, b) => at(b.start_time) - at(a.start_time))
  return { upcoming, past }
}

/** One line of "Service history": a past booking, or an older service_history row. */
export interface HistoryEntry {
  key: string
  /** ISO date (yyyy-mm-dd) in the business's time zone, for sorting and <time>. */
  date: string
  services: string[]
  vehicle: string | null
  amount: number | null
}

/** yyyy-mm-dd of an instant in the business's time zone. */
export function businessDate(iso: string): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Date(iso).toLocaleDateString('en-CA', { timeZone: BUSINESS_TIME_ZONE })
}

/** Past bookings and the older service_history rows in one list, newest first. */
export function historyEntries(pastBookings: readonly Booking[], records: readonly ServiceRecord[]): HistoryEntry[] {
  const fromBookings = pastBookings.map((b) => ({ at: b.start_time, entry: { key: `booking-${b.id}`, date: businessDate(b.start_time), services: b.services, vehicle: b.vehicle, amount: null } }))
  const fromRecords = records.map((r) => {
    const date = r.service_date.slice(0, 10)
    return { at: `${date}T12:00:00Z`, entry: { key: `history-${r.id}`, date, services: r.services, vehicle: r.vehicle, amount: r.amount } }
  })
  return [...fromBookings, ...fromRecords].sort((a, b) => b.entry.date.localeCompare(a.entry.date) || b.at.localeCompare(a.at)).map(({ entry }) => entry)
}

/** "Tuesday, December 1, 2026" and "10:00 AM CST" in the business's time zone. */
export function formatBookingTime(iso: string): { day: string; time: string } {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return { day: iso, time: '' }
  return {
    day: date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE }),
    time: date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: BUSINESS_TIME_ZONE }),
  }
}

/** Only https links are offered as Reschedule / Cancel (the row comes from a webhook). */
export function schedulerLink(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** What My Garage says about the first-visit discount: exactly what the site does with it. */
export function discountStatusText(status: DiscountStatus | null): string {
  if (!status) return "Not claimed yet. Enter this account's e-mail in our 10% offer and we'll e-mail you a code."
  if (status.used_at) return `Used on ${formatServiceDate(businessDate(status.used_at))}.`
  return `Your code ${status.code} is ready. Book Now adds it to your booking while you're signed in.`
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
