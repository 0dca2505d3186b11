import { useEffect, useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button, field, input } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import { Alert } from '../ui/alert'
import { SubmitButton } from '../ui/submit-button'
import { useSingleFlight } from '../ui/use-single-flight'
import { QuoteCard } from './QuoteCard'
import { QuoteUnavailable, supabaseQuoteApi, type Quote, type QuoteApi } from './quote-api'
import { QUOTE_BOOKING_HREF, saveQuoteHandoff, type QuoteHandoff } from './quote-handoff'
import { formatQuoteDate, MAX_CHANGE_REQUEST, tokenFromHash } from './quote-rules'

const fieldStyles = field({ size: 'md' })
const inputClass = input()
const outline = button({ variant: 'outline', size: 'lg' })
const textarea = css({ minH: '24', py: '2', resize: 'vertical' })
const NEW_QUOTE_MESSAGE = 'Please send me a new quote.'

type State = { kind: 'loading' } | { kind: 'incomplete' } | { kind: 'unknown' } | { kind: 'offline' } | { kind: 'ready'; quote: Quote }

export interface QuotePageProps {
  businessName: string
  api?: QuoteApi
  /** Opens the booking page with the approved quote (the browser's navigation by default). */
  book?: (handoff: QuoteHandoff) => void
}

function openBooking(handoff: QuoteHandoff) {
  saveQuoteHandoff(handoff)
  window.location.assign(QUOTE_BOOKING_HREF)
}

/**
 * /quote: the customer's quote from the link in their mail (#token=…, no sign-in). Approve and
 * book opens the booking page with the quote's services; Ask for changes sends the owner a
 * short message; an expired quote says so and asks for a new one.
 */
export function QuotePage({ businessName, api = supabaseQuoteApi, book = openBooking }: QuotePageProps) {
  const [token] = useState(() => tokenFromHash(window.location.hash))
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'incomplete' })
  const [asking, setAsking] = useState(false)
  const [message, setMessage] = useState('')
  const [messageError, setMessageError] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ status: 'success' | 'danger'; text: string } | null>(null)
  const messageId = useId()
  const { pending, run } = useSingleFlight()

  useEffect(() => {
    if (!token) return
    let live = true
    api.customerRead(token).then(
      (answer) => live && setState(answer.result === 'ok' ? { kind: 'ready', quote: answer.quote } : { kind: 'unknown' }),
      () => live && setState({ kind: 'offline' }),
    )
    return () => {
      live = false
    }
  }, [api, token])

  const guarded = (work: () => Promise<void>) =>
    void run(async () => {
      setNotice(null)
      try {
        await work()
      } catch (error) {
        if (!(error instanceof QuoteUnavailable)) throw error
        setNotice({ status: 'danger', text: 'We could not reach the server. Check the connection and try again.' })
      }
    })

  const onApprove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!token || state.kind !== 'ready') return
    guarded(async () => {
      const answer = await api.customerApprove(token)
      if (answer.result === 'approved') {
        setState({ kind: 'ready', quote: answer.quote })
        return book({ quoteId: answer.quote_id, services: answer.services, lines: answer.quote.lines, totalCents: answer.quote.total_cents })
      }
      if (answer.result === 'unknown') return setState({ kind: 'unknown' })
      setState({ kind: 'ready', quote: { ...state.quote, ...(answer.result === 'expired' ? { expired: true } : { status: 'withdrawn' }) } })
    })
  }

  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!token || state.kind !== 'ready') return
    const text = (message.trim() || (state.quote.expired ? NEW_QUOTE_MESSAGE : '')).trim()
    if (text.length === 0) return setMessageError('Write what you would like changed.')
    if (text.length > MAX_CHANGE_REQUEST) return setMessageError(`Keep the message to ${MAX_CHANGE_REQUEST} characters (it has ${text.length}).`)
    setMessageError(null)
    guarded(async () => {
      const answer = await api.customerAskChanges(token, text)
      if (answer.result === 'sent') {
        setState({ kind: 'ready', quote: answer.quote })
        setAsking(false)
        setMessage('')
        return setNotice({ status: 'success', text: `Your message reached ${businessName}. You will hear back by e-mail.` })
      }
      if (answer.result === 'invalid') return setMessageError(answer.message)
      if (answer.result === 'unknown') return setState({ kind: 'unknown' })
      setState({ kind: 'ready', quote: { ...state.quote, status: answer.result } })
    })
  }

  const quote = state.kind === 'ready' ? state.quote : null
  const open = quote !== null && !quote.expired && (quote.status === 'sent' || quote.status === 'changes_requested')
  const canAsk = quote !== null && (quote.status === 'sent' || quote.status === 'changes_requested')

  return (
    <div className={`${stack({ gap: '5' })} ${css({ maxW: 'md', mx: 'auto', px: '4', py: '8' })}`}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'fg.default' })}>Your quote</h1>
      <div aria-live="polite" className={stack({ gap: '3' })}>
        {state.kind === 'loading' ? <p>Loading your quote…</p> : null}
        {state.kind === 'incomplete' ? <Alert>This quote link is not complete. Open it again from the e-mail {businessName} sent you.</Alert> : null}
        {state.kind === 'unknown' ? <Alert>This quote link is not one we know, or it is too old. Reply to the e-mail and {businessName} will send a new quote.</Alert> : null}
        {state.kind === 'offline' ? <Alert>We could not reach the server. Check the connection and reload the page.</Alert> : null}
        {notice ? <Alert status={notice.status}>{notice.text}</Alert> : null}
      </div>
      {quote ? (
        <>
          <QuoteCard title={`${businessName} quote for ${quote.name}`} lines={quote.lines} totalCents={quote.total_cents} validUntil={quote.valid_until} note={quote.note}>
            {quote.status === 'approved' ? (
              <p className={css({ mt: '3', fontWeight: 'bold', color: 'success.default' })}>You approved this quote.</p>
            ) : quote.status === 'withdrawn' ? (
              <p className={css({ mt: '3', fontWeight: 'bold', color: 'danger.default' })}>{businessName} withdrew this quote.</p>
            ) : quote.expired ? (
              <p className={css({ mt: '3', fontWeight: 'bold', color: 'danger.default' })}>This quote expired on {formatQuoteDate(quote.valid_until)}.</p>
            ) : quote.status === 'changes_requested' ? (
              <p className={css({ mt: '3', color: 'fg.muted' })}>You asked for changes; {businessName} will answer by e-mail.</p>
            ) : null}
          </QuoteCard>
          {open || quote.status === 'approved' ? (
            // Approving again is harmless (the database answers the approved quote again), so a
            // customer who comes back to an approved quote books it with the same button.
            <form onSubmit={onApprove} aria-label={open ? 'Approve the quote' : 'Book the approved quote'}>
              <SubmitButton fullWidth spinner pending={pending} pendingLabel={open ? 'Approving…' : 'Opening…'}>
                {open ? 'Approve and book' : 'Book your visit'}
              </SubmitButton>
            </form>
          ) : null}
          {canAsk && !asking ? (
            <button type="button" className={outline} onClick={() => setAsking(true)}>
              {quote.expired ? 'Ask for a new quote' : 'Ask for changes'}
            </button>
          ) : null}
          {canAsk && asking ? (
            <form onSubmit={onAsk} className={stack({ gap: '3' })} aria-label={quote.expired ? 'Ask for a new quote' : 'Ask for changes'} noValidate>
              <div className={fieldStyles.root}>
                <label htmlFor={messageId} className={fieldStyles.label}>
                  {quote.expired ? 'Message (optional)' : 'What would you like changed?'}
                </label>
                <textarea
                  id={messageId}
                  className={`${inputClass} ${textarea}`}
                  value={message}
                  aria-invalid={messageError ? true : undefined}
                  aria-describedby={messageError ? `${messageId}-error` : undefined}
                  onChange={(event) => setMessage(event.target.value)}
                />
                {messageError ? (
                  <p id={`${messageId}-error`} className={fieldStyles.errorText}>
                    {messageError}
                  </p>
                ) : null}
              </div>
              <SubmitButton fullWidth pending={pending} pendingLabel="Sending…">
                Send message
              </SubmitButton>
            </form>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
