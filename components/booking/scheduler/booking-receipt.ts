// What Book Now says after the scheduler reported a booking, as pure functions: the view
// passes in who is booking and what the bookings table has said so far.

import type { ConfirmedBooking } from './booking-intent'

/** The business's calendar: appointments are shown in Katy's time, wherever the visitor is. */
export const BUSINESS_TIME_ZONE = 'America/Chicago'

/** How often Book Now asks for the webhook's row while it waits. */
export const BOOKING_POLL_MS = 3000
/** After this long Book Now stops asking and says the booking will still show in My Garage. */
export const BOOKING_GIVE_UP_MS = 3 * 60_000

export interface ReceiptInput {
  signedIn: boolean
  /** The intent Book Now sent (null: none recorded, or a guest). */
  intentId: string | null
  /** The webhook's row, once it has arrived. */
  booking: ConfirmedBooking | null | undefined
  /** Book Now stopped waiting for the row. */
  gaveUp: boolean
}

export interface Receipt {
  kind: 'guest' | 'waiting' | 'confirmed' | 'slow'
  title: string
  body: string
  /** Offer the way to My Garage. */
  garageLink: boolean
}

/** "Tuesday, December 1 at 10:00 AM" in the business's time zone. */
export function formatAppointment(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE })
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE })
  return `${day} at ${time}`
}

export function receipt({ signedIn, intentId, booking, gaveUp }: ReceiptInput): Receipt {
  if (!signedIn) {
    return { kind: 'guest', title: 'Booking received', body: 'The scheduler e-mails your confirmation with the date and time.', garageLink: false }
  }
  if (booking && booking.status === 'active') {
    return { kind: 'confirmed', title: `You're booked for ${formatAppointment(booking.start_time)}`, body: 'It is in My Garage, with links to reschedule or cancel.', garageLink: true }
  }
  // No intent to follow, waited long enough, or a row that is already canceled: say what stays true.
  if (intentId === null || gaveUp || booking) {
    return {
      kind: 'slow',
      title: 'Booking received',
      body: 'It will show in My Garage once the scheduler confirms it. The scheduler also e-mails you the date and time.',
      garageLink: true,
    }
  }
  return { kind: 'waiting', title: 'Booking received', body: 'It will show in My Garage as soon as the scheduler confirms it.', garageLink: false }
}

/** TanStack Query's refetchInterval: ask again until the row is there or Book Now gave up. */
export function pollInterval(found: boolean, gaveUp: boolean): number | false {
  return found || gaveUp ? false : BOOKING_POLL_MS
}
