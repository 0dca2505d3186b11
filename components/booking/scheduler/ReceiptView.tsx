import { css } from 'styled-system/css'
import { Alert } from '../../ui/alert'
import { textLink } from '../../ui/page-styles'
import type { Receipt } from './booking-receipt'

/** Book Now's message once the scheduler reported a booking (role=status: announced when it changes). */
export function ReceiptView({ receipt: view }: { receipt: Receipt }) {
  return (
    <Alert status="success" data-testid="booking-confirmed" data-state={view.kind} className={css({ display: 'grid', gap: '1', borderRadius: 'lg' })}>
      <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{view.title}</p>
      <p>{view.body}</p>
      {view.garageLink ? (
        <p>
          <a href="/garage" className={textLink}>
            Go to My Garage
          </a>
        </p>
      ) : null}
    </Alert>
  )
}
