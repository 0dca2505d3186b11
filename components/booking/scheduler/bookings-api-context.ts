import { createContext, useContext } from 'react'
import type { BookingsApi } from './booking-intent'

// Only the injection point lives here, so Book Now's first load does not carry the bookings
// code itself (booking-intent.ts loads on the first signed-in click).
const BookingsApiContext = createContext<BookingsApi | null>(null)

/** Stories wrap Book Now in this with an in-memory api; the site leaves it empty (supabase-js). */
export const BookingsApiProvider = BookingsApiContext.Provider

/** The injected api, or null for the default (booking-intent.ts's supabaseBookingsApi). */
export function useInjectedBookingsApi(): BookingsApi | null {
  return useContext(BookingsApiContext)
}
