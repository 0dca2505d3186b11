import { QueryProvider } from '../../../lib/query/QueryProvider'
import { useBookingByIntent } from './booking-queries'
import { receipt } from './booking-receipt'
import { ReceiptView } from './ReceiptView'

interface BookingWatchProps {
  userId: string
  intentId: string
  giveUpMs?: number
}

/** Loaded only after a signed-in booking: TanStack Query polls for the webhook's row. */
export function BookingWatch(props: BookingWatchProps) {
  return (
    <QueryProvider>
      <Watch {...props} />
    </QueryProvider>
  )
}

function Watch({ userId, intentId, giveUpMs }: BookingWatchProps) {
  const { booking, gaveUp } = useBookingByIntent(userId, intentId, giveUpMs)
  return <ReceiptView receipt={receipt({ signedIn: true, intentId, booking, gaveUp })} />
}
