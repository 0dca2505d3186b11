import { describe, expect, it } from 'vitest'
import { toBookings } from '../../components/garage/garage-api'
import { splitBookings } from '../../components/garage/garage-rules'
import type { BookingRow } from '../../components/garage/types'
import { confirmedBooking } from '../../components/booking/scheduler/booking-intent'

// public.bookings.start_time / end_time are nullable (a scheduler event may carry no time) and
// status is text (lib/supabase/database.types.ts): the rows are narrowed before anyone shows them.

const ROW: BookingRow = {
  id: 'b1',
  intent_id: null,
  start_time: '2025-11-25T15:00:00Z',
  end_time: '2025-11-25T17:00:00Z',
  services: ['Full Detail'],
  vehicle: 'SUV',
  status: 'active',
  reschedule_url: null,
  cancel_url: null,
  discount_code: null,
}

describe('garage bookings from database rows', () => {
  it('keeps scheduled rows as they are, with no services as an empty list', () => {
    expect(toBookings([ROW, { ...ROW, id: 'b2', services: null, status: 'canceled' }])).toEqual([ROW, { ...ROW, id: 'b2', services: [], status: 'canceled' }])
  })

  it('leaves out a row without a start or end, which would otherwise be a past booking of 1970', () => {
    const rows = [ROW, { ...ROW, id: 'no-start', start_time: null }, { ...ROW, id: 'no-end', end_time: null }]
    const bookings = toBookings(rows)
    expect(bookings.map((b) => b.id)).toEqual(['b1'])
    expect(splitBookings(bookings, new Date('2026-01-01T00:00:00Z')).past.map((b) => b.id)).toEqual(['b1'])
  })

  it('leaves out a status the database does not allow', () => {
    expect(toBookings([{ ...ROW, status: 'pending' }])).toEqual([])
  })
})

describe("Book Now's confirmed booking from a database row", () => {
  const row = { id: 'b1', intent_id: 'i1', start_time: ROW.start_time, end_time: ROW.end_time, status: 'active' }

  it('is the row when it has its times', () => {
    expect(confirmedBooking(row)).toEqual(row)
  })

  it('is none while the row has no time to show', () => {
    expect(confirmedBooking({ ...row, start_time: null })).toBeNull()
    expect(confirmedBooking({ ...row, end_time: null })).toBeNull()
    expect(confirmedBooking({ ...row, status: 'unknown' })).toBeNull()
  })
})
