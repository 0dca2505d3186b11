// The waiting list for a ZIP outside every service area: e-mail (required) and the ZIP the
// visitor typed, through components/booking/visit/join.ts (the table, its bot guard and the owner's alert
// are in supabase/migrations/20261127200000_waitlist.sql). docs/decisions/146-zip-check-and-visit-terms.md
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { JoinWaitlistInput, JoinWaitlistResult } from './join'
import { joinSiteWaitlist, waitlistCaptcha, waitlistGuard } from './site'
import { TurnstileWidget } from '../../ui/turnstile-widget'
import { Alert } from '../../ui/alert'
import { Field } from '../../ui/field'
import { HoneypotField, readHoneypot } from '../../ui/honeypot-field'
import { SubmitButton } from '../../ui/submit-button'

/** Sends one waiting-list request (stories and tests pass a stand-in). */
export type JoinWaitlist = (input: JoinWaitlistInput) => Promise<JoinWaitlistResult>

export const WAITLIST_MESSAGES = {
  outside: (zip: string) => `We don't come to ${zip} yet`,
  invite: "Leave your e-mail and we'll let you know as soon as we do.",
  invalidEmail: 'Enter a valid e-mail address.',
  joined: (email: string, zip: string) => `You're on the list. We'll e-mail ${email} as soon as we come to ${zip}.`,
  already: (zip: string) => `You're already on the list for ${zip}. Thanks for your patience: we'll e-mail you as soon as we come.`,
  failed: "We couldn't add you to the list. Check your connection and try again.",
} as const

export interface WaitlistFormProps {
  /** The five-digit ZIP the visitor typed, outside every area. */
  zip: string
  /** @default the real waiting list (components/booking/visit/site.ts: the site's client, form ticket and Turnstile) */
  join?: JoinWaitlist
  /** Heading level of "We don't come to … yet". @default 3 */
  headingLevel?: 2 | 3 | 4
}

type Sent = { kind: 'joined'; email: string } | { kind: 'already' } | { kind: 'failed' } | null

export function WaitlistForm({ zip, join, headingLevel = 3 }: WaitlistFormProps) {
  const id = useId()
  const send = join ?? joinSiteWaitlist
  const heading = useRef<HTMLHeadingElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<Sent>(null)

  // Shown: the form's ticket is asked for now (the database wants it 3 s old), and the
  // visitor hears the verdict first: focus goes to the heading that says it.
  useEffect(() => {
    if (!join) waitlistGuard.start()
    heading.current?.focus()
  }, [join, zip])
  // A new ZIP is a new request.
  useEffect(() => setSent(null), [zip])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const honeypot = readHoneypot(event.currentTarget)
    setEmailError(undefined)
    setSent(null)
    setPending(true)
    const result = await send({ email, zip, honeypot }).catch((): JoinWaitlistResult => ({ outcome: 'failed' }))
    setPending(false)
    if (result.outcome === 'invalid') {
      setEmailError(WAITLIST_MESSAGES.invalidEmail)
      emailInput.current?.focus()
      return
    }
    setSent(result.outcome === 'joined' ? { kind: 'joined', email: email.trim() } : { kind: result.outcome })
  }

  const Heading = `h${headingLevel}` as const
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="waitlist"
      className={css({ display: 'grid', gap: '3', p: '4', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' })}
    >
      <Heading id={`${id}-heading`} ref={heading} tabIndex={-1} className={css({ fontSize: 'lg', fontWeight: 'bold', _focusVisible: { outline: 'none' } })}>
        {WAITLIST_MESSAGES.outside(zip)}
      </Heading>
      {sent?.kind === 'joined' ? (
        <Alert status="success" size="sm">
          {WAITLIST_MESSAGES.joined(sent.email, zip)}
        </Alert>
      ) : sent?.kind === 'already' ? (
        <Alert status="success" size="sm">
          {WAITLIST_MESSAGES.already(zip)}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} aria-label={`Waiting list for ${zip}`} className={css({ display: 'grid', gap: '3' })}>
          <p>{WAITLIST_MESSAGES.invite}</p>
          <HoneypotField id={`${id}-website`} />
          <Field ref={emailInput} label="E-mail" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={emailError} />
          {waitlistCaptcha && !join ? <TurnstileWidget tokens={waitlistCaptcha} action="waitlist" /> : null}
          {emailError ? (
            <span role="alert" className={css({ srOnly: true })}>
              {emailError}
            </span>
          ) : null}
          {sent?.kind === 'failed' ? (
            <Alert size="sm" data-testid="waitlist-failed">
              {WAITLIST_MESSAGES.failed}
            </Alert>
          ) : null}
          <div>
            <SubmitButton pending={pending} pendingLabel="Adding you…">
              Join the waiting list
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  )
}
