import { useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button, card, field, input } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import { Alert } from '../ui/alert'
import { Field } from '../ui/field'
import { SubmitButton } from '../ui/submit-button'
import { useSingleFlight } from '../ui/use-single-flight'
import { QuoteCard } from './QuoteCard'
import { QuoteUnavailable, type LeadSummary, type QuoteApi, type Quote } from './quote-api'
import { checkDraft, draftTotal, formatCents, MAX_NOTE, priceText, validUntil, type DraftErrors, type DraftLine, type QuoteOption, type QuotePayload } from './quote-rules'

const panel = card({ tone: 'raised', padding: 'responsive' })
const fieldStyles = field({ size: 'md' })
const inputClass = input()
const outline = button({ variant: 'outline', size: 'md' })
const ghost = button({ variant: 'ghost', size: 'sm' })
const solid = button({ variant: 'solid', size: 'block' })
const textarea = css({ minH: '24', py: '2', resize: 'vertical' })
const NO_ERRORS: DraftErrors = { lines: {} }

export interface QuoteComposerProps {
  token: string
  lead: LeadSummary
  options: readonly QuoteOption[]
  api: QuoteApi
  /** When "Valid until" in the preview counts from. */
  now?: Date
  onSent(quote: Quote): void
}

/**
 * The owner's compose form, made for a phone: catalogue services at their prices (editable),
 * custom lines, a note and the days the quote holds; Preview shows the customer's view, and
 * Send sends it from there. Every problem is said beside its field before anything is sent.
 */
export function QuoteComposer({ token, lead, options, api, now, onSent }: QuoteComposerProps) {
  const ids = useRef(0)
  const selectId = useId()
  const noteId = useId()
  const [lines, setLines] = useState<DraftLine[]>([])
  const [pick, setPick] = useState(options[0]?.service ?? '')
  const [note, setNote] = useState('')
  const [validDays, setValidDays] = useState('14')
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS)
  const [preview, setPreview] = useState<QuotePayload | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { pending, run } = useSingleFlight()

  const nextKey = () => `line-${++ids.current}`
  const edit = (key: string, change: Partial<DraftLine>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)))
  const addService = () => {
    const option = options.find((o) => o.service === pick)
    if (option) setLines((current) => [...current, { key: nextKey(), label: option.service, service: option.service, price: priceText(option.price) }])
  }
  const addCustom = () => setLines((current) => [...current, { key: nextKey(), label: '', price: '' }])

  const onPreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkDraft({ lines, note, validDays })
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors(NO_ERRORS)
    setFailure(null)
    setPreview(checked.payload)
  }

  const onSend = () => {
    if (!preview) return
    void run(async () => {
      setFailure(null)
      try {
        const answer = await api.ownerSend(token, preview)
        if (answer.result === 'sent') return onSent(answer.quote)
        if (answer.result === 'invalid') return setFailure(answer.message)
        setFailure(
          answer.result === 'used' ? 'This link has already sent a quote. Open it again to see that quote.' : 'This quote link has expired or is not one we know. Use the link in a newer lead e-mail.',
        )
      } catch (error) {
        if (!(error instanceof QuoteUnavailable)) throw error
        setFailure('The quote was not sent: we could not reach the server. Check the connection and press Send again.')
      }
    })
  }

  if (preview) {
    const total = preview.lines.reduce((sum, line) => sum + line.price_cents, 0)
    return (
      <div className={stack({ gap: '4' })}>
        <p className={css({ color: 'fg.muted' })}>This is what {lead.name} will see.</p>
        <QuoteCard title={`Your quote, ${lead.name}`} lines={preview.lines} totalCents={total} validUntil={validUntil(now ?? new Date(), preview.validDays).toISOString()} note={preview.note} />
        {failure ? <Alert size="sm">{failure}</Alert> : null}
        <form
          className={stack({ gap: '3' })}
          aria-label="Send the quote"
          onSubmit={(event) => {
            event.preventDefault()
            onSend()
          }}
        >
          <SubmitButton spinner fullWidth pending={pending} pendingLabel="Sending…">
            Send quote to {lead.email}
          </SubmitButton>
          <button type="button" className={outline} onClick={() => setPreview(null)} disabled={pending}>
            Back to editing
          </button>
        </form>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onPreview} className={stack({ gap: '5' })} aria-label="Compose the quote">
      <section className={panel} aria-labelledby={`${selectId}-heading`}>
        <h2 id={`${selectId}-heading`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          Lines
        </h2>
        <div className={`${fieldStyles.root} ${css({ mt: '3' })}`}>
          <label htmlFor={selectId} className={fieldStyles.label}>
            Catalogue service
          </label>
          <div className={fieldStyles.control}>
            <select id={selectId} className={inputClass} value={pick} onChange={(event) => setPick(event.target.value)}>
              {options.map((option) => (
                <option key={option.service} value={option.service}>
                  {option.service} · {formatCents(option.price * 100)}
                </option>
              ))}
            </select>
            <button type="button" className={outline} onClick={addService}>
              Add service
            </button>
          </div>
        </div>
        <ol className={stack({ gap: '4', mt: '4' })} aria-label="Quote lines">
          {lines.map((line, index) => (
            <li key={line.key} className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '3' })}>
              <Field label={`Line ${index + 1} name`} value={line.label} maxLength={120} error={errors.lines[line.key]?.label} onChange={(event) => edit(line.key, { label: event.target.value })} />
              <Field
                label={`Line ${index + 1} price`}
                inputMode="decimal"
                value={line.price}
                hint={line.service ? 'Catalogue price; change it for this job.' : undefined}
                error={errors.lines[line.key]?.price}
                onChange={(event) => edit(line.key, { price: event.target.value })}
              />
              <button type="button" className={ghost} onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}>
                Remove line {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className={`${outline} ${css({ mt: '4' })}`} onClick={addCustom}>
          Add a custom line
        </button>
        <p className={css({ mt: '4', fontWeight: 'bold', display: 'flex', justifyContent: 'space-between' })}>
          <span>Total</span>
          <span data-testid="draft-total">{formatCents(draftTotal(lines))}</span>
        </p>
      </section>
      <div className={fieldStyles.root}>
        <label htmlFor={noteId} className={fieldStyles.label}>
          Note to the customer (optional)
        </label>
        <textarea
          id={noteId}
          className={`${inputClass} ${textarea}`}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${noteId}-count${errors.note ? ` ${noteId}-error` : ''}`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${noteId}-count`} className={fieldStyles.helperText}>
          {note.trim().length} of {MAX_NOTE} characters
        </p>
        {errors.note ? (
          <p id={`${noteId}-error`} className={fieldStyles.errorText}>
            {errors.note}
          </p>
        ) : null}
      </div>
      <Field label="Days the quote holds" inputMode="numeric" value={validDays} error={errors.validDays} onChange={(event) => setValidDays(event.target.value)} />
      {errors.form ? <Alert size="sm">{errors.form}</Alert> : null}
      <button type="submit" className={solid}>
        Preview
      </button>
    </form>
  )
}
