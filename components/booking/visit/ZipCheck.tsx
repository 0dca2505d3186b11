// The service-areas page's ZIP check (an island): the same verdict as Book Now's step
// (components/booking/visit/zip-session.ts); a served ZIP links to /book, any other is offered the waiting
// list. It remembers nothing: the storage helpers in this island's chunk would split them out of
// the layout's first-load chunk (docs/decisions/146-zip-check-and-visit-terms.md). A static host
// cannot answer the form without a script, so without one the form is hidden and the served ZIP
// codes are listed instead (docs/decisions/082-no-js-fallbacks.md); with one, the list is never
// drawn, so hydration moves nothing.
import { useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ServiceZipArea } from '../../../lib/catalogue/visit-terms'
import { checkZip, ZIP_INVALID_MESSAGE, type ZipVerdict } from './zip-check'
import { Alert } from '../../ui/alert'
import { Field } from '../../ui/field'
import { hiddenWithoutScript, shownWithoutScript } from '../../ui/no-script'
import { WaitlistForm, type JoinWaitlist } from './WaitlistForm'

export interface ZipCheckProps {
  areas: readonly ServiceZipArea[]
  /** @default the real waiting list */
  join?: JoinWaitlist
}

/** "Good news: we come to 77494 (Katy and Cinco Ranch)." */
export function servedMessage(zip: string, areas: readonly string[]): string {
  const names = areas.length > 1 ? `${areas.slice(0, -1).join(', ')} and ${areas[areas.length - 1]}` : (areas[0] ?? '')
  return `Good news: we come to ${zip}${names ? ` (${names})` : ''}.`
}

export function ZipCheck({ areas, join }: ZipCheckProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [zip, setZip] = useState('')
  const [verdict, setVerdict] = useState<ZipVerdict | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = checkZip(areas, zip)
    setVerdict(next)
    if (next.kind === 'invalid') input.current?.focus()
  }

  return (
    <section aria-labelledby={`${id}-title`} data-testid="zip-check" className={css({ display: 'grid', gap: '4', maxW: '32rem' })}>
      <h2 id={`${id}-title`} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Do we come to you?
      </h2>
      <div className={shownWithoutScript} data-testid="zip-list">
        <p className={css({ mb: '2' })}>We come to these ZIP codes:</p>
        <ul className={css({ display: 'grid', gap: '1' })}>
          {areas.map((area) => (
            <li key={area.slug}>
              <strong>{area.name}</strong>: {area.zipCodes.join(', ')}
            </li>
          ))}
        </ul>
      </div>
      <form noValidate onSubmit={submit} aria-label="Check your ZIP code" className={`${hiddenWithoutScript} ${css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}`}>
        <div className={css({ flex: '1', minW: '12rem' })}>
          <Field
            ref={input}
            label="Your ZIP code"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            value={zip}
            onChange={(e) => setZip(e.currentTarget.value)}
            error={verdict?.kind === 'invalid' ? ZIP_INVALID_MESSAGE : undefined}
          />
        </div>
        <button type="submit" className={button({ variant: 'solid', size: 'md' })}>
          Check my ZIP
        </button>
      </form>
      <p role="alert" className={css({ srOnly: true })}>
        {verdict?.kind === 'invalid' ? ZIP_INVALID_MESSAGE : ''}
      </p>
      {verdict?.kind === 'served' ? (
        <Alert status="success">
          {servedMessage(verdict.zip, verdict.areas)}{' '}
          <a href="/book" className={css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'semibold' })}>
            Book now
          </a>
        </Alert>
      ) : null}
      {verdict?.kind === 'outside' ? <WaitlistForm zip={verdict.zip} join={join} /> : null}
    </section>
  )
}
