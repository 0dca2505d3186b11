import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import { panelTitle as headingClass } from '../ui/page-styles'
import { Alert } from '../ui/alert'
import { SubmitButton } from '../ui/submit-button'
import { useSingleFlight } from '../ui/use-single-flight'
import { getSupabase } from '../../lib/supabase/client'

const panel = card({ tone: 'raised', padding: 'responsive' })
const TOKEN = /^[0-9a-f]{64}$/

type State = 'ready' | 'incomplete' | 'done' | 'unknown'

/** The well-formed token of the page's address, or null: nothing else from the URL is used or shown. */
function tokenFromAddress(): string | null {
  const token = new URLSearchParams(window.location.search).get('token') ?? ''
  return TOKEN.test(token) ? token : null
}

/**
 * /unsubscribe: the page the customer mails link to. Opening it changes nothing (mail
 * scanners open every link of a delivered mail); its one button calls
 * public.unsubscribe_customer with the link's token, as the one-click POST of the mail's
 * List-Unsubscribe header does (supabase/functions/customer-unsubscribe).
 * docs/decisions/143-unsubscribe-without-signing-in.md
 */
export function UnsubscribePage({ businessName }: { businessName: string }) {
  const [token] = useState(tokenFromAddress)
  const [state, setState] = useState<State>(token ? 'ready' : 'incomplete')
  const [failed, setFailed] = useState(false)
  const { pending, run } = useSingleFlight()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!token) return
    void run(async () => {
      setFailed(false)
      try {
        const supabase = await getSupabase()
        const { data, error } = await supabase.rpc('unsubscribe_customer', { p_token: token })
        if (error) return setFailed(true)
        const result = data && typeof data === 'object' && !Array.isArray(data) ? data.result : null
        setState(result === 'unsubscribed' ? 'done' : 'unknown')
        // The token has done its work: keep it out of the history and any later referrer.
        window.history.replaceState(window.history.state, '', window.location.pathname)
      } catch {
        setFailed(true)
      }
    })
  }

  return (
    <div className={`${stack({ gap: '6' })} ${css({ maxW: 'md', mx: 'auto', px: '4', py: '10' })}`}>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold', color: 'fg.default' })}>Unsubscribe</h1>
      <section aria-labelledby="unsubscribe-title" className={panel} aria-live="polite">
        {state === 'ready' ? (
          <>
            <h2 id="unsubscribe-title" className={headingClass}>
              Stop our booking e-mails?
            </h2>
            <p className={css({ mt: '3', color: 'fg.muted' })}>
              {businessName} will send no more booking reminders or review requests to the address this e-mail came to. The scheduler still sends its own confirmation of each booking.
            </p>
            <form method="post" onSubmit={onSubmit} className={`${stack({ gap: '4' })} ${css({ mt: '6' })}`} aria-labelledby="unsubscribe-title">
              {failed ? <Alert size="sm">We could not unsubscribe you just now. Please try again in a few minutes.</Alert> : null}
              <SubmitButton spinner fullWidth pending={pending} pendingLabel="Unsubscribing…">
                Unsubscribe
              </SubmitButton>
            </form>
          </>
        ) : state === 'done' ? (
          <>
            <h2 id="unsubscribe-title" className={headingClass}>
              You&apos;re unsubscribed
            </h2>
            <p className={css({ mt: '3', color: 'fg.muted' })}>
              {businessName} will send no more booking reminders or review requests to this address. The scheduler still sends its own confirmation of each booking.
            </p>
          </>
        ) : (
          <>
            <h2 id="unsubscribe-title" className={headingClass}>
              {state === 'unknown' ? 'This unsubscribe link is not one we know' : 'This unsubscribe link is not complete'}
            </h2>
            <p className={css({ mt: '3', color: 'fg.muted' })}>
              {state === 'unknown'
                ? `Reply to the e-mail and ${businessName} will take you off the list.`
                : `Open the link from the foot of the e-mail again, or reply to the e-mail and ${businessName} will take you off the list.`}
            </p>
          </>
        )}
      </section>
    </div>
  )
}
