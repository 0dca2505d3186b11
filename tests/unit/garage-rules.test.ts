import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import {
  GARAGE_UNAVAILABLE,
  bookingHref,
  garageErrorText,
  formatServiceDate,
  packagePrices,
  pricesForSize,
  toDraft,
  toVehicleInput,
  validateVehicle,
  vehicleLabel,
  type VehicleDraft,
} from '../../components/garage/garage-rules'

const valid: VehicleDraft = { make: ' Toyota ', model: 'Camry', year: '2021', size: 'Sedan', nickname: '' }

describe('vehicle form rules (same limits as the database constraints)', () => {
  it('accepts a complete vehicle and trims it', () => {
    expect(validateVehicle(valid)).toEqual({})
    expect(toVehicleInput(valid)).toEqual({ make: 'Toyota', model: 'Camry', year: 2021, size: 'Sedan', nickname: null })
  })

  it('requires make, model and size; year is optional but must be a real year', () => {
    expect(Object.keys(validateVehicle({ make: '', model: ' ', year: '', size: '', nickname: '' })).sort()).toEqual(['make', 'model', 'size'])
    expect(validateVehicle({ ...valid, year: '' })).toEqual({})
    expect(validateVehicle({ ...valid, year: '21' })).toHaveProperty('year')
    expect(validateVehicle({ ...valid, year: '1899' })).toHaveProperty('year')
    expect(validateVehicle({ ...valid, year: '2101' })).toHaveProperty('year')
    expect(validateVehicle({ ...valid, make: 'x'.repeat(51) })).toHaveProperty('make')
    expect(validateVehicle({ ...valid, nickname: 'x'.repeat(51) })).toHaveProperty('nickname')
  })

  it('round-trips through the draft', () => {
    const input = toVehicleInput({ ...valid, nickname: 'Blue' })
    expect(toVehicleInput(toDraft(input))).toEqual(input)
  })

  it('labels a vehicle with its nickname first', () => {
    expect(vehicleLabel({ make: 'Toyota', model: 'Camry', year: 2021, nickname: null })).toBe('2021 Toyota Camry')
    expect(vehicleLabel({ make: 'Ford', model: 'F-150', year: null, nickname: 'Work truck' })).toBe('Work truck (Ford F-150)')
  })
})

describe('size drives the price (data/services.json)', () => {
  it('gives each sized package its variant price', () => {
    const bySize = (size: 'Sedan' | 'SUV' | 'XL') => Object.fromEntries(pricesForSize(packagePrices(catalogue), size).map((p) => [p.baseId, p.price]))
    expect(bySize('Sedan')).toMatchObject({ 'signature-detail': 349, 'full-detail': 275, 'interior-detail': 159, 'wash-and-wax': 139 })
    expect(bySize('SUV')).toMatchObject({ 'signature-detail': 399, 'full-detail': 299, 'interior-detail': 179, 'wash-and-wax': 159 })
    expect(bySize('XL')).toMatchObject({ 'signature-detail': 449, 'full-detail': 349, 'interior-detail': 209, 'wash-and-wax': 189 })
  })

  it('books with the size preselected', () => {
    const packages = packagePrices(catalogue)
    expect(bookingHref(packages, 'SUV')).toBe('/book/signature-detail?vehicle=SUV')
    expect(bookingHref(packages, 'XL', 'v-2')).toBe('/book/signature-detail?vehicle=XL&vehicleId=v-2')
  })

  it('books the first bookable package the catalogue sells, whatever its name, or /book without one', () => {
    const packages = packagePrices(catalogue)
    expect(bookingHref(packages.slice(1), 'Sedan')).toBe('/book/full-detail?vehicle=Sedan')
    expect(bookingHref([{ ...packages[0]!, bookSlug: undefined }], 'Sedan')).toBe('/book?vehicle=Sedan')
  })
})

describe('service dates', () => {
  it('formats dates without time-zone drift', () => {
    expect(formatServiceDate('2025-03-14')).toBe('March 14, 2025')
    expect(formatServiceDate('nonsense')).toBe('nonsense')
  })
})

describe('garageErrorText: what a failed garage read or write says', () => {
  it('a network failure or any 5xx gets the plain sentence, never transport text', () => {
    expect(garageErrorText({ status: 0, message: 'TypeError: Failed to fetch' })).toBe(GARAGE_UNAVAILABLE)
    expect(garageErrorText({ status: 500, message: '<html><body>Internal Server Error</body></html>' })).toBe(GARAGE_UNAVAILABLE)
    expect(garageErrorText({ status: 503, message: 'upstream connect error' })).toBe(GARAGE_UNAVAILABLE)
    expect(garageErrorText(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(GARAGE_UNAVAILABLE)
    expect(garageErrorText({ status: 400, message: '<!DOCTYPE html><title>Bad gateway</title>' })).toBe(GARAGE_UNAVAILABLE)
    expect(garageErrorText(undefined)).toBe(GARAGE_UNAVAILABLE)
    expect(garageErrorText({ status: 400, message: '  ' })).toBe(GARAGE_UNAVAILABLE)
  })

  it("the service's own answer to this request is shown as it is", () => {
    expect(garageErrorText({ status: 403, message: 'permission denied for table vehicles' })).toBe('permission denied for table vehicles')
    expect(garageErrorText({ status: 404, message: 'That vehicle is no longer in your garage.' })).toBe('That vehicle is no longer in your garage.')
    expect(garageErrorText({ status: 400, message: 'Year 3000 < 2100 is required' })).toBe('Year 3000 < 2100 is required')
  })
})
