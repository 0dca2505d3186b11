// Book Now's step before the scheduler: the visit's ZIP code (an area's, data/areas.json) and
// the tick "I've read how to get ready and the cancellation policy". A served ZIP with the tick
// goes on to the scheduler (both ride along as answers); any other ZIP is told so plainly and
// offered the waiting list. docs/decisions/146-zip-check-and-visit-terms.md
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ServiceZipArea } from '../../../lib/catalogue/visit-terms'
import { checkZip, ZIP_INVALID_MESSAGE } from './zip-check'
import type { VisitCheck as VisitCheckValue } from './zip-session'
import { Field } from '../../ui/field'
import { WaitlistForm, type JoinWaitlist } from './WaitlistForm'

export const ACKNOWLEDGE_LABEL = "I've read how to get ready and the cancellation policy"
export const ACKNOWLEDGE_MISSING = 'Tick the box to confirm you have read how to get ready and the cancellation policy.'

export interface VisitCheckProps {
  areas: readonly ServiceZipArea[]
  /** The ZIP remembered for this session (the visitor chose to change it, or never ticked). */
  initialZip?: string
  /** A served ZIP, ticked: open the scheduler. */
  onReady: (check: VisitCheckValue) => void
  /** Where the prep items and policy are on this page (a fragment), linked from the tick. */
  termsHref?: string
  /** @default the real waiting list */
  join?: JoinWaitlist
}

type Problem = { field: 'zip'; message: string } | { field: 'acknowledged'; message: string } | null

export function VisitCheck({ areas, initialZip = '', onReady, termsHref, join }: VisitCheckProps) {
  const id = useId()
  const zipInput = useRef<HTMLInputElement>(null)
  const tick = useRef<HTMLInputElement>(null)
  const [zip, setZip] = useState(initialZip)
  const [acknowledged, setAcknowledged] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)
  const [outside, setOutside] = useState<string | null>(null)

  // Opened by Book Now: the visitor types at once.
  useEffect(() => {
    zipInput.current?.focus()
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const verdict = checkZip(areas, zip)
    if (verdict.kind === 'invalid') {
      setOutside(null)
      setProblem({ field: 'zip', message: ZIP_INVALID_MESSAGE })
      zipInput.current?.focus()
      return
    }
    if (verdict.kind === 'outside') {
      setProblem(null)
      setOutside(verdict.zip)
      return
    }
    setOutside(null)
    if (!acknowledged) {
      setProblem({ field: 'acknowledged', message: ACKNOWLEDGE_MISSING })
      tick.current?.focus()
      return
    }
    setProblem(null)
    onReady({ zip: verdict.zip, acknowledged: true })
  }

  return (
    <div data-testid="visit-check" className={css({ display: 'grid', gap: '4' })}>
      <form noValidate onSubmit={submit} aria-label="Before you book" className={css({ display: 'grid', gap: '3', p: '4', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default' })}>
        <Field
          ref={zipInput}
          label="ZIP code of the visit"
          hint="Where we'll detail your car: we check that we come there."
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          value={zip}
          onChange={(e) => {
            setZip(e.currentTarget.value)
            if (outside) setOutside(null)
          }}
          error={problem?.field === 'zip' ? problem.message : undefined}
        />
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor={`${id}-ack`} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', cursor: 'pointer' })}>
            <input
              ref={tick}
              id={`${id}-ack`}
              type="checkbox"
              name="acknowledged"
              required
              checked={acknowledged}
              aria-invalid={problem?.field === 'acknowledged' ? true : undefined}
              aria-describedby={problem?.field === 'acknowledged' ? `${id}-ack-error` : undefined}
              onChange={(e) => {
                setAcknowledged(e.currentTarget.checked)
                if (e.currentTarget.checked && problem?.field === 'acknowledged') setProblem(null)
              }}
              className={css({ mt: '1', w: '4', h: '4', flexShrink: 0, accentColor: 'accent.default' })}
            />
            <span>{ACKNOWLEDGE_LABEL}</span>
          </label>
          {termsHref ? (
            <a href={termsHref} className={css({ fontSize: 'sm', color: 'fg.link', textDecoration: 'underline', ms: '6' })}>
              Read how to get ready and our policies
            </a>
          ) : null}
          {problem?.field === 'acknowledged' ? (
            <p id={`${id}-ack-error`} className={css({ color: 'danger.default', fontSize: 'sm' })}>
              {problem.message}
            </p>
          ) : null}
        </div>
        {/* One live region for the step's messages, so each is announced as it appears. */}
        <p role="alert" className={css({ srOnly: true })}>
          {problem?.message ?? ''}
        </p>
        <div>
          <button type="submit" className={button({ variant: 'solid', size: 'md' })}>
            Continue to scheduling
          </button>
        </div>
      </form>
      {outside ? <WaitlistForm zip={outside} join={join} /> : null}
    </div>
  )
}
