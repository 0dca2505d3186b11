import { useAuth } from '../account'

/** Who books, as Book Now's `customer` prop takes it; BookingFlow hands it over, so the compiler checks the two agree. */
export interface BookingCustomer {
  userId: string
  name?: string
  email?: string
}

/**
 * The signed-in visitor as Book Now needs them (id for the booking intent, name and e-mail for
 * the scheduler's prefill); undefined for a guest and while auth is still loading: a click in
 * that moment books as a guest, whom the scheduler's webhook still matches by e-mail.
 */
export function useBookingCustomer(): BookingCustomer | undefined {
  const { state } = useAuth()
  if (state.status !== 'signedIn') return undefined
  const { user } = state
  const fullName = (user.user_metadata as { full_name?: unknown } | null)?.full_name
  return { userId: user.id, name: typeof fullName === 'string' ? fullName : undefined, email: user.email ?? undefined }
}
