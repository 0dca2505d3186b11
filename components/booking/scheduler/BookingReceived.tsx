import { lazy, Suspense } from 'react'
import { receipt } from './booking-receipt'
import { ReceiptView } from './ReceiptView'

// The watcher brings TanStack Query; /book's first load does not carry it (docs/decisions/108-booking-intents.md).
const BookingWatch = lazy(() => import('./BookingWatch').then((m) => ({ default: m.BookingWatch })))

interface BookingReceivedProps {
  /** The signed-in customer's id; undefined for a guest. */
  userId?: string
  /** The intent sent with the popup (null when it could not be recorded). */
  intentId: string | null
  /** How long to wait for the scheduler's confirmation (stories shorten it). */
  giveUpMs?: number
}

/** After the scheduler reported a booking: "Booking received", then the confirmed time once it arrives. */
export function BookingReceived({ userId, intentId, giveUpMs }: BookingReceivedProps) {
  if (!userId || !intentId) return <ReceiptView receipt={receipt({ signedIn: Boolean(userId), intentId, booking: null, gaveUp: false })} />
  const waiting = receipt({ signedIn: true, intentId, booking: null, gaveUp: false })
  return (
    <Suspense fallback={<ReceiptView receipt={waiting} />}>
      <BookingWatch userId={userId} intentId={intentId} giveUpMs={giveUpMs} />
    </Suspense>
  )
}
