import { useEffect, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Alert } from '../ui/alert'
import { SubmitButton } from '../ui/submit-button'
import { useSingleFlight } from '../ui/use-single-flight'
import { QuoteCard } from './QuoteCard'
import { QuoteComposer } from './QuoteComposer'
import { QuoteUnavailable, supabaseQuoteApi, type LeadSummary, type Quote, type QuoteApi } from './quote-api'
import { tokenFromHash, type QuoteOption } from './quote-rules'

type State = { kind: 'loading' } | { kind: 'incomplete' } | { kind: 'unknown' } | { kind: 'offline' } | { kind: 'ready'; lead: LeadSummary; quote: Quote | null }

const STATUS_TEXT: Record<Quote['status'], string> = {
  sent: 'Sent. The customer has not answered yet.',
  changes_requested: 'The customer asked for changes.',
  approved: 'The customer approved this quote.',
  withdrawn: 'You withdrew this quote.',
}

export interface QuoteComposePageProps {
  options: readonly QuoteOption[]
  api?: QuoteApi
  now?: Date
}

/**
 * /quote/compose: the target of "Send a quote" in the owner's lead mails. The link's token is
 * in the fragment (#token=…), which no server sees; it composes and sends one quote for its
 * lead, and afterwards shows that quote with Withdraw.
 */
export function QuoteComposePage({ options, api = supabaseQuoteApi, now }: QuoteComposePageProps) {
  const [token] = useState(() => tokenFromHash(window.location.hash))
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'incomplete' })
  const [withdrawFailed, setWithdrawFailed] = useState(false)
  const { pending, run } = useSingleFlight()

  useEffect(() => {
    if (!token) return
    let live = true
    api.ownerOpen(token).then(
      (answer) => live && setState(answer.result === 'ok' ? { kind: 'ready', lead: answer.lead, quote: answer.quote } : { kind: 'unknown' }),
      () => live && setState({ kind: 'offline' }),
    )
    return () => {
      live = false
    }
  }, [api, token])

  const onWithdraw = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!token || state.kind !== 'ready') return
    void run(async () => {
      setWithdrawFailed(false)
      try {
        const answer = await api.ownerWithdraw(token)
        if (answer.result === 'unknown') return setState({ kind: 'unknown' })
        setState({ ...state, quote: answer.quote })
      } catch (error) {
        if (!(error instanceof QuoteUnavailable)) throw error
        setWithdrawFailed(true)
      }
    })
  }

  return (
    <div className={`${stack({ gap: '5' })} ${css({ maxW: 'md', mx: 'auto', px: '4', py: '8' })}`}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'fg.default' })}>{state.kind === 'ready' ? `Quote for ${state.lead.name}` : 'Send a quote'}</h1>
      <div aria-live="polite">
        {state.kind === 'loading' ? <p>Loading the lead…</p> : null}
        {state.kind === 'incomplete' ? <Alert>This quote link is not complete. Open it again from the lead e-mail.</Alert> : null}
        {state.kind === 'unknown' ? <Alert>This quote link has expired or is not one we know. Use the link in a newer lead e-mail.</Alert> : null}
        {state.kind === 'offline' ? <Alert>We could not reach the server. Check the connection and reload the page.</Alert> : null}
      </div>
      {state.kind === 'ready' ? (
        <>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', color: 'fg.muted' })} aria-label="The lead">
            <dt>E-mail</dt>
            <dd>{state.lead.email}</dd>
            {state.lead.phone ? (
              <>
                <dt>Phone</dt>
                <dd>{state.lead.phone}</dd>
              </>
            ) : null}
            {state.lead.vehicle ? (
              <>
                <dt>Vehicle</dt>
                <dd>{state.lead.vehicle}</dd>
              </>
            ) : null}
            {state.lead.service ? (
              <>
                <dt>Asked about</dt>
                <dd>{state.lead.service}</dd>
              </>
            ) : null}
          </dl>
          {state.quote ? (
            <>
              <Alert status="success">{STATUS_TEXT[state.quote.status]}</Alert>
              {state.quote.change_request ? (
                <blockquote className={css({ borderLeftWidth: '4px', borderColor: 'border.default', pl: '3', whiteSpace: 'pre-line' })} aria-label="The customer's message">
                  {state.quote.change_request}
                </blockquote>
              ) : null}
              <QuoteCard title="The quote you sent" lines={state.quote.lines} totalCents={state.quote.total_cents} validUntil={state.quote.valid_until} note={state.quote.note} />
              {state.quote.status === 'sent' || state.quote.status === 'changes_requested' ? (
                <form onSubmit={onWithdraw} aria-label="Withdraw the quote" className={stack({ gap: '3' })}>
                  {withdrawFailed ? <Alert size="sm">The quote was not withdrawn: we could not reach the server. Try again.</Alert> : null}
                  <SubmitButton fullWidth pending={pending} pendingLabel="Withdrawing…">
                    Withdraw quote
                  </SubmitButton>
                </form>
              ) : null}
            </>
          ) : (
            <QuoteComposer token={token!} lead={state.lead} options={options} api={api} now={now} onSent={(quote) => setState({ ...state, quote })} />
          )}
        </>
      ) : null}
    </div>
  )
}
