import { describe, expect, it } from 'vitest'
import { businessDate, discountStatusText, formatBookingTime, historyEntries, schedulerLink, splitBookings } from '../../components/garage/garage-rules'
import type { Booking } from '../../components/garage/types'
import { HISTORY } from '../fixtures/auth/fake-garage'
import { BOOKINGS, CANCELED_BOOKING, DISCOUNT_UNUSED, DISCOUNT_USED, LATER_BOOKING, NEXT_BOOKING, PAST_BOOKING, STORY_NOW } from '../fixtures/garage/bookings'

describe('upcoming and past bookings', () => {
  it('splits active bookings by their end, soonest upcoming first, newest past first; canceled ones go nowhere', () => {
    const { upcoming, past } = splitBookings(BOOKINGS, STORY_NOW)
    expect(upcoming.map((b) => b.id)).toEqual([NEXT_BOOKING.id, LATER_BOOKING.id])
    expect(past.map((b) => b.id)).toEqual([PAST_BOOKING.id])
    expect([...upcoming, ...past]).not.toContainEqual(CANCELED_BOOKING)
  })

  it('a booking under way (started, not ended) is still upcoming; one that just ended is past', () => {
    const during = new Date('2025-11-25T16:00:00Z')
    expect(splitBookings([NEXT_BOOKING], during).upcoming).toHaveLength(1)
    const after = new Date(new Date(NEXT_BOOKING.end_time).getTime() + 1)
    expect(splitBookings([NEXT_BOOKING], after)).toEqual({ upcoming: [], past: [NEXT_BOOKING] })
  })

  it('leaves out rows whose times cannot be read instead of failing', () => {
    const broken: Booking = { ...NEXT_BOOKING, id: 'broken', start_time: 'soon', end_time: 'later' }
    expect(splitBookings([broken, LATER_BOOKING], STORY_NOW).upcoming.map((b) => b.id)).toEqual([LATER_BOOKING.id])
  })

  it('does not reorder the list it was given', () => {
    const given = [...BOOKINGS]
    splitBookings(given, STORY_NOW)
    expect(given).toEqual(BOOKINGS)
  })
})

describe('service history: past bookings and older records in one list', () => {
  it('merges by date, newest first', () => {
    const entries = historyEntries([PAST_BOOKING], HISTORY)
    expect(entries.map((e) => [e.key, e.date])).toEqual([
      ['booking-b-past', '2025-09-10'],
      ['history-h-2', '2025-06-14'],
      ['history-h-1', '2025-03-02'],
    ])
    expect(entries[0]).toMatchObject({ services: PAST_BOOKING.services, vehicle: PAST_BOOKING.vehicle, amount: null })
    expect(entries[1]).toMatchObject({ amount: 414 })
  })

  it("dates a booking by Katy's calendar, not UTC's", () => {
    // 9:30 PM CST on March 1 is already March 2 in UTC.
    expect(businessDate('2025-03-02T03:30:00Z')).toBe('2025-03-01')
    const late: Booking = { ...PAST_BOOKING, id: 'late', start_time: '2025-03-02T03:30:00Z', end_time: '2025-03-02T04:30:00Z' }
    expect(historyEntries([late], [])[0]!.date).toBe('2025-03-01')
  })
})

describe('booking times and links', () => {
  it("shows the appointment in Katy's time zone, with its abbreviation", () => {
    expect(formatBookingTime(NEXT_BOOKING.start_time)).toEqual({ day: 'Tuesday, November 25, 2025', time: '9:00 AM CST' })
    // Daylight saving time: CDT.
    expect(formatBookingTime('2025-07-04T14:00:00Z')).toEqual({ day: 'Friday, July 4, 2025', time: '9:00 AM CDT' })
  })

  it('offers only https links from the scheduler', () => {
    expect(schedulerLink(NEXT_BOOKING.reschedule_url)).toBe(NEXT_BOOKING.reschedule_url)
    expect(schedulerLink('javascript:alert(1)')).toBeNull()
    expect(schedulerLink('not a url')).toBeNull()
    expect(schedulerLink(null)).toBeNull()
  })
})

describe('first-visit discount status', () => {
  it('says how to get a code, that Book Now passes it on, and when it was used', () => {
    expect(discountStatusText(null)).toMatch(/^Not claimed yet\./)
    expect(discountStatusText(DISCOUNT_UNUSED)).toBe("Your code KATY10-4F7Q is ready. Book Now adds it to your booking while you're signed in.")
    expect(discountStatusText(DISCOUNT_USED)).toBe('Used on November 18, 2025.')
  })
})
