import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { business } from '../../lib/catalogue/catalogue'
import { buildPrefill, isScheduledEvent, loadScheduler, prefilledUrl, type BookingDetails } from './scheduler'

type Status = 'idle' | 'loading' | 'failed' | 'scheduled'

interface BookNowProps extends BookingDetails {
  /** No button while there is nothing to book. @default false */
  disabled?: boolean
}

/**
 * Book Now: loads the scheduler on the first click, opens its popup prefilled with what
 * the visitor chose, shows a confirmation when the scheduler reports a booking, and
 * offers the phone and text links when the scheduler cannot load.
 */
export function BookNow({ disabled = false, ...details }: BookNowProps) {
  const [status, setStatus] = useState<Status>('idle')

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isScheduledEvent(event, business.schedulerOrigin)) setStatus('scheduled')
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  const book = async () => {
    setStatus('loading')
    try {
      const api = await loadScheduler(business.schedulerOrigin)
      const prefill = buildPrefill(details)
      api.initPopupWidget({ url: prefilledUrl(business.schedulerUrl, prefill), prefill })
      setStatus('idle')
    } catch {
      setStatus('failed')
    }
  }

  if (status === 'scheduled') {
    return (
      <div role="status" data-testid="booking-confirmed" className={css({ display: 'grid', gap: '1', p: '4', borderRadius: 'lg', bg: 'success.subtle', color: 'success.default' })}>
        <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>You're booked!</p>
        <p>Thanks! Your appointment is confirmed and the details are on their way to your inbox.</p>
      </div>
    )
  }

  if (status === 'failed') return <SchedulerFallback />

  return (
    <button
      type="button"
      className={button({ variant: 'solid', size: 'lg' })}
      disabled={disabled || status === 'loading'}
      aria-busy={status === 'loading'}
      onClick={book}
    >
      {status === 'loading' ? 'Opening the scheduler…' : 'Book Now'}
    </button>
  )
}

/** When the scheduler cannot load (blocked, offline): call or text instead of a dead button. */
export function SchedulerFallback() {
  const { e164, display } = business.phone
  return (
    <div role="alert" data-testid="scheduler-fallback" className={css({ display: 'grid', gap: '3', p: '4', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' })}>
      <p>Online booking isn't available right now. Call or text us and we'll book you in.</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <a href={`tel:${e164}`} className={button({ variant: 'solid', size: 'md' })}>
          Call {display}
        </a>
        <a href={`sms:${e164}`} className={button({ variant: 'outline', size: 'md' })}>
          Text {display}
        </a>
      </div>
    </div>
  )
}
