import { css } from 'styled-system/css'
import { textLink } from '../ui/page-styles'
import type { Receipt } from './booking-receipt'

/** Book Now's message once the scheduler reported a booking (role=status: announced when it changes). */
export function ReceiptView({ receipt: view }: { receipt: Receipt }) {
  return (
    <div role="status" data-testid="booking-confirmed" data-state={view.kind} className={css({ display: 'grid', gap: '1', p: '4', borderRadius: 'lg', bg: 'success.subtle', color: 'success.default' })}>
      <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{view.title}</p>
      <p>{view.body}</p>
      {view.garageLink ? (
        <p>
          <a href="/garage" className={textLink}>
            Go to My Garage
          </a>
        </p>
      ) : null}
    </div>
  )
}
