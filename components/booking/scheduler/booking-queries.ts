import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { userScope } from '../../../lib/query/query-client'
import { bookingsApiOr, type BookingsApi } from './booking-intent'
import { useInjectedBookingsApi } from './bookings-api-context'
import { BOOKING_GIVE_UP_MS, pollInterval } from './booking-receipt'

// fetcher (booking-intent.ts) -> queryOptions -> hook. Under ['user', userId] so signing out
// drops it (lib/query/user-cache.ts).

export function bookingByIntentQueryOptions(api: BookingsApi, userId: string, intentId: string) {
  return queryOptions({
    queryKey: [...userScope(userId), 'booking-by-intent', intentId] as const,
    queryFn: () => api.findBooking(intentId),
    // Each poll is a fresh question: a cached "not yet" must not be served as the answer.
    staleTime: 0,
  })
}

/**
 * Polls public.bookings for the row the scheduler's webhook stores for this intent, every few
 * seconds, until it arrives or `giveUpMs` has passed (then `gaveUp` is true and polling stops).
 */
export function useBookingByIntent(userId: string, intentId: string, giveUpMs = BOOKING_GIVE_UP_MS) {
  const api = bookingsApiOr(useInjectedBookingsApi())
  const [gaveUp, setGaveUp] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), giveUpMs)
    return () => clearTimeout(timer)
  }, [giveUpMs])
  const query = useQuery({
    ...bookingByIntentQueryOptions(api, userId, intentId),
    refetchInterval: (q) => pollInterval(Boolean(q.state.data), gaveUp),
    // A failed poll is retried by the next interval; no extra back-off on top.
    retry: false,
  })
  return { booking: query.data, gaveUp: gaveUp && !query.data }
}
