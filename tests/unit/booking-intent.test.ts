// Book Now's bookkeeping for a signed-in visitor (docs/decisions/108-booking-intents.md): what the
// intent holds, that it never blocks the scheduler, and what Book Now says afterwards.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookNowReducer, initialBookNowState } from '../../components/booking/scheduler/book-now-state'
import { buildIntent, intentVehicleSize, prepareBooking, settleWithin, type BookingIntent, type BookingsApi } from '../../components/booking/scheduler/booking-intent'
import { BOOKING_POLL_MS, formatAppointment, pollInterval, receipt } from '../../components/booking/scheduler/booking-receipt'
import { buildPrefill, prefilledUrl } from '../../components/booking/scheduler/scheduler'

const ID = '6f1c2f4e-8d5b-4b7e-9a51-3c2d1e0f9a87'

function fakeApi(overrides: Partial<BookingsApi> = {}): BookingsApi & { recorded: BookingIntent[] } {
  const recorded: BookingIntent[] = []
  return {
    recorded,
    unusedDiscountCode: async () => null,
    recordIntent: async (intent) => {
      recorded.push(intent)
    },
    findBooking: async () => null,
    ...overrides,
  }
}

afterEach(() => vi.useRealTimers())

describe('the booking intent', () => {
  it('holds the bag lines, the one vehicle size, the garage vehicle and the code', () => {
    expect(buildIntent(ID, { services: ['Signature Detail (SUV)', 'Pet Hair Removal'], vehicle: 'SUV', vehicleId: 'v-2', discountCode: 'KATY10-4F7Q' })).toEqual({
      id: ID,
      vehicle_id: 'v-2',
      vehicle_size: 'SUV',
      services: ['Signature Detail (SUV)', 'Pet Hair Removal'],
      discount_code: 'KATY10-4F7Q',
    })
  })

  it("carries a plan visit's plan only with the garage vehicle it is for", () => {
    const details = { services: ['Wash & Wax (SUV)'], vehicle: 'SUV', discountCode: null, planId: 'maintenance-wash' }
    expect(buildIntent(ID, { ...details, vehicleId: 'v-2' })).toMatchObject({ vehicle_id: 'v-2', plan_id: 'maintenance-wash' })
    expect(buildIntent(ID, details)).not.toHaveProperty('plan_id')
  })

  it('keeps vehicle_size to the three sizes the table accepts, one size only', () => {
    expect(intentVehicleSize('XL')).toBe('XL')
    expect(intentVehicleSize('SUV, SUV')).toBe('SUV')
    expect(intentVehicleSize('Sedan, SUV')).toBeNull()
    expect(intentVehicleSize('Truck')).toBeNull()
    expect(intentVehicleSize(undefined)).toBeNull()
  })
})

describe('preparing a signed-in booking', () => {
  it('records the intent with the unused code and returns its id', async () => {
    const api = fakeApi({ unusedDiscountCode: async () => 'KATY10-4F7Q' })
    await expect(prepareBooking(api, { services: ['Wash & Wax (Sedan)'], vehicle: 'Sedan' }, () => ID)).resolves.toEqual({ intentId: ID, discountCode: 'KATY10-4F7Q' })
    expect(api.recorded).toEqual([{ id: ID, vehicle_id: null, vehicle_size: 'Sedan', services: ['Wash & Wax (Sedan)'], discount_code: 'KATY10-4F7Q' }])
  })

  it('a refused insert (RLS, network) gives no intent id but still resolves, with the code', async () => {
    const api = fakeApi({ unusedDiscountCode: async () => 'KATY10-4F7Q', recordIntent: () => Promise.reject(new Error('new row violates row-level security policy')) })
    await expect(prepareBooking(api, { services: ['Wash & Wax (Sedan)'] }, () => ID)).resolves.toEqual({ intentId: null, discountCode: 'KATY10-4F7Q' })
  })

  it('a failing discount lookup books without a code', async () => {
    const api = fakeApi({ unusedDiscountCode: () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(prepareBooking(api, { services: ['x'] }, () => ID)).resolves.toEqual({ intentId: ID, discountCode: null })
    expect(api.recorded[0]!.discount_code).toBeNull()
  })

  it('a backend that never answers holds the scheduler back by the time limits only', async () => {
    vi.useFakeTimers()
    const never = () => new Promise<never>(() => undefined)
    const prepared = prepareBooking(fakeApi({ unusedDiscountCode: never, recordIntent: never }), { services: ['x'] }, () => ID, 3000)
    await vi.advanceTimersByTimeAsync(6000)
    await expect(prepared).resolves.toEqual({ intentId: null, discountCode: null })
  })

  it('without crypto.randomUUID (an insecure context) it books without an intent', async () => {
    const api = fakeApi()
    const noUuid = () => {
      throw new TypeError('crypto.randomUUID is not a function')
    }
    await expect(prepareBooking(api, { services: ['x'] }, noUuid)).resolves.toEqual({ intentId: null, discountCode: null })
    expect(api.recorded).toEqual([])
  })

  it('settleWithin prefers the value when it comes in time', async () => {
    await expect(settleWithin(Promise.resolve(1), 1000, 0)).resolves.toBe(1)
    await expect(settleWithin(Promise.reject(new Error('no')), 1000, 0)).resolves.toBe(0)
  })
})

describe('the scheduler carries the intent and the code', () => {
  it('puts the code in a2 and the intent id in utm_content', () => {
    const prefill = buildPrefill({ services: 'Signature Detail (SUV)', vehicle: 'SUV', discountCode: ' KATY10-4F7Q ' })
    expect(prefill.customAnswers).toEqual({ a1: 'Signature Detail (SUV). Vehicle size: SUV', a2: 'KATY10-4F7Q' })
    const url = new URL(prefilledUrl('https://calendly.com/katy/detail', prefill, { utmContent: ID }))
    expect(url.searchParams.get('a2')).toBe('KATY10-4F7Q')
    expect(url.searchParams.get('utm_content')).toBe(ID)
  })

  it('without a code or an intent, neither appears', () => {
    const prefill = buildPrefill({ services: 'Wash & Wax (Sedan)' })
    expect(prefill.customAnswers).toEqual({ a1: 'Wash & Wax (Sedan)' })
    const url = new URL(prefilledUrl('https://calendly.com/katy/detail', prefill))
    expect(url.searchParams.has('a2')).toBe(false)
    expect(url.searchParams.has('utm_content')).toBe(false)
  })
})

describe('Book Now keeps the intent of the popup it opened', () => {
  it('through the scheduled event, and a new opening replaces it', () => {
    const opened = bookNowReducer(bookNowReducer(initialBookNowState, { type: 'book' }), { type: 'opened', intentId: ID })
    expect(opened.intentId).toBe(ID)
    const reopened = bookNowReducer(bookNowReducer(opened, { type: 'book' }), { type: 'opened', intentId: 'second' })
    expect(reopened.intentId).toBe('second')
    expect(bookNowReducer(reopened, { type: 'scheduled' })).toMatchObject({ status: 'scheduled', intentId: 'second' })
  })

  it('an "opened" that arrives when nothing is loading changes nothing', () => {
    expect(bookNowReducer(initialBookNowState, { type: 'opened', intentId: ID })).toBe(initialBookNowState)
  })
})

describe('what Book Now says after the scheduler reported a booking', () => {
  const booking = { id: 'b', intent_id: ID, start_time: '2025-11-25T15:00:00Z', end_time: '2025-11-25T18:00:00Z', status: 'active' as const }

  it('a guest: booking received, the e-mail comes from the scheduler', () => {
    expect(receipt({ signedIn: false, intentId: null, booking: undefined, gaveUp: false })).toMatchObject({ kind: 'guest', title: 'Booking received', garageLink: false })
    expect(receipt({ signedIn: false, intentId: null, booking: undefined, gaveUp: false }).body).toContain('e-mails your confirmation')
  })

  it('signed in: waiting, then the confirmed time with the way to My Garage', () => {
    expect(receipt({ signedIn: true, intentId: ID, booking: null, gaveUp: false })).toEqual({
      kind: 'waiting',
      title: 'Booking received',
      body: 'It will show in My Garage as soon as the scheduler confirms it.',
      garageLink: false,
    })
    expect(receipt({ signedIn: true, intentId: ID, booking, gaveUp: false })).toMatchObject({ kind: 'confirmed', title: "You're booked for Tuesday, November 25 at 9:00 AM", garageLink: true })
  })

  it('signed in without an intent, or after giving up: still true, nothing promised about timing', () => {
    for (const view of [receipt({ signedIn: true, intentId: null, booking: null, gaveUp: false }), receipt({ signedIn: true, intentId: ID, booking: null, gaveUp: true })]) {
      expect(view).toMatchObject({ kind: 'slow', title: 'Booking received', garageLink: true })
      expect(view.body).toContain('once the scheduler confirms it')
    }
  })

  it('a row that arrives already canceled is not announced as booked', () => {
    expect(receipt({ signedIn: true, intentId: ID, booking: { ...booking, status: 'canceled' }, gaveUp: false }).kind).toBe('slow')
  })

  it('polls until found or given up', () => {
    expect(pollInterval(false, false)).toBe(BOOKING_POLL_MS)
    expect(pollInterval(true, false)).toBe(false)
    expect(pollInterval(false, true)).toBe(false)
  })

  it("formats the time in Katy's time zone", () => {
    expect(formatAppointment('2025-07-04T14:00:00Z')).toBe('Friday, July 4 at 9:00 AM')
    expect(formatAppointment('nonsense')).toBe('nonsense')
  })
})
