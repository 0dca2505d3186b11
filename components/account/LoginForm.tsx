import { useEffect, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { storagePersists } from '../../lib/storage/safe-storage'
import { button, card } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import { showToast } from '../../lib/toast/show-toast'
import type { NavBusiness } from '../../lib/catalogue/nav'
import { hiddenWithoutScript, shownWithoutScript } from '../ui/no-script'
import { useHydrated } from '../ui/use-hydrated'
import { panelTitle as headingClass } from '../ui/page-styles'
import { useAuthActions } from './actions'
import { useAuth } from './session/useAuth'
import { startSignUpGuard } from './session/auth-api'
import { HoneypotField, readHoneypot } from '../ui/honeypot-field'
import { TurnstileWidget } from '../ui/turnstile-widget'
import { siteCaptcha } from '../../lib/turnstile/site-captcha'
import { AUTH_MESSAGES } from './session/messages'
import { Alert } from '../ui/alert'
import { Field } from '../ui/field'
import { focusFirstInvalid } from '../ui/focus-first-invalid'
import { SubmitButton } from '../ui/submit-button'
import { useSingleFlight } from '../ui/use-single-flight'
import { redirectFromSearch } from './redirect'
import { validateEmail, validateSignIn, validateSignUp, type FieldErrors, type SignUpValues } from './validation'

export type LoginMode = 'signIn' | 'signUp' | 'forgot'

interface LoginFormProps {
  /** Which form shows first. @default "signIn", or "forgot" for /login?mode=forgot */
  initialMode?: LoginMode
  /** Where to go after signing in. @default the validated `redirect` query parameter, else /garage */
  afterSignIn?: () => string
  /** The phone and e-mail the note for browsers without JavaScript offers (the page's, from the catalogue); no note without them. */
  contact?: LoginContact
}

export type LoginContact = Pick<NavBusiness, 'phone' | 'email'>

const switchLink = css({ color: 'fg.link', textDecoration: 'underline', bg: 'transparent', cursor: 'pointer', p: '0', fontWeight: 'medium' })

/** Turnstile for sign-up, sign-in and reset when the site has a key; GoTrue verifies it (packages/local-supabase/docs/decisions/145-auth-rate-limits-and-captcha.md). */
const loginCaptcha = siteCaptcha()
/** A widget that never answers (blocked script) must not hold the form: GoTrue then says what is missing. */
const CAPTCHA_WAIT_MS = 30_000
const captchaToken = (): Promise<string | undefined> =>
  loginCaptcha ? Promise.race([loginCaptcha.next(), new Promise<undefined>((resolve) => setTimeout(resolve, CAPTCHA_WAIT_MS))]) : Promise.resolve(undefined)

const TITLES: Record<LoginMode, string> = { signIn: 'Log in', signUp: 'Create your account', forgot: 'Reset your password' }

/** /login: Login / Sign Up with e-mail and password (and full name on sign-up), plus forgot password. */
export function LoginForm({ initialMode, afterSignIn = () => redirectFromSearch(window.location.search), contact }: LoginFormProps) {
  const [mode, setMode] = useState<LoginMode>(initialMode ?? 'signIn')
  const [values, setValues] = useState<SignUpValues>({ email: '', password: '', fullName: '' })
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({})
  const [signUpSent, setSignUpSent] = useState<string | null>(null)
  const [resetSent, setResetSent] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const actions = useAuthActions()
  const { navigate } = useAuth()
  const { pending, run } = useSingleFlight()
  // Until React runs, the prerendered form has no handlers: a submit would POST to a static
  // host and React would replace what was typed. Its controls stay disabled until then
  // (islands start after the largest paint, so that moment is visible).
  const hydrated = useHydrated()

  // After hydration (the prerendered HTML is the sign-in form): /login?mode=forgot opens the reset request.
  useEffect(() => {
    if (!initialMode && new URLSearchParams(window.location.search).get('mode') === 'forgot') setMode('forgot')
  }, [initialMode])

  // The sign-up's form ticket starts when the form is shown (docs/decisions/144-bot-proof-forms.md).
  useEffect(() => {
    if (hydrated && mode === 'signUp') startSignUpGuard()
  }, [hydrated, mode])

  const change = (key: keyof SignUpValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [key]: event.target.value }
    setValues(next)
    if (errors[key]) setErrors(validate(mode, next)) // once shown, a message follows the typing
  }

  const switchTo = (next: LoginMode) => {
    setMode(next)
    setErrors({})
    setSignUpSent(null)
    setResetSent(null)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Filled means a bot: it sees the usual success and nothing is sent.
    const honeypot = readHoneypot(event.currentTarget)
    const found = validate(mode, values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current))
      return
    }
    void run(async () => {
      if (mode === 'signIn') {
        const result = await actions.signIn({ email: values.email, password: values.password, captchaToken: await captchaToken() })
        if (!result.ok) return void showToast('error', AUTH_MESSAGES.signInFailed, result.message)
        // Pages are separate documents (docs/decisions/110-islands-html-only-pages.md): a session the browser will not store ends
        // with this page, so the visitor stays here, signed in, rather than landing on a page that
        // cannot know them.
        if (storagePersists('localStorage')) await navigate(afterSignIn())
      } else if (mode === 'signUp') {
        const result = honeypot ? { ok: true as const } : await actions.signUp({ ...values, honeypot, captchaToken: await captchaToken() })
        if (!result.ok) return void showToast('error', AUTH_MESSAGES.signUpFailed, result.message)
        showToast('success', AUTH_MESSAGES.signUpSuccessTitle, AUTH_MESSAGES.signUpSuccessDescription)
        setSignUpSent(values.email.trim())
        setValues((v) => ({ ...v, password: '' }))
      } else {
        const result = honeypot ? { ok: true as const } : await actions.requestPasswordReset(values.email, await captchaToken())
        if (!result.ok) return void showToast('error', AUTH_MESSAGES.resetEmailFailed, result.message)
        showToast('success', AUTH_MESSAGES.resetEmailSentTitle, AUTH_MESSAGES.resetEmailSentDescription)
        setResetSent(values.email.trim())
      }
    })
  }

  return (
    <section aria-labelledby="login-form-title" className={card({ tone: 'raised', padding: 'responsive' })}>
      <h2 id="login-form-title" className={headingClass}>
        {TITLES[mode]}
      </h2>
      {mode === 'forgot' ? <p className={css({ color: 'fg.muted', mt: '2' })}>Enter the e-mail address of your account and we will send you a link to choose a new password.</p> : null}

      {signUpSent ? (
        <Alert status="success" data-testid="sign-up-sent" className={css({ mt: '4' })}>
          We sent a confirmation link to <strong>{signUpSent}</strong>. Open it to activate your account; it signs you in and takes you to your garage.
        </Alert>
      ) : null}
      {resetSent ? (
        // Same words whether or not the address has an account (conventions: never reveal who has one).
        <Alert status="success" data-testid="reset-sent" className={css({ mt: '4' })}>
          If <strong>{resetSent}</strong> belongs to an account, a reset link is on its way. It works once and expires after 24 hours.
        </Alert>
      ) : null}

      {contact ? <NoScriptLoginNote business={contact} /> : null}
      {/* POST: a submit before hydration must never put the password in the URL (history, logs). */}
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className={`${stack({ gap: '4' })} ${hiddenWithoutScript} ${css({ mt: '6' })}`} aria-labelledby="login-form-title">
        <HoneypotField id="login-website" />
        {loginCaptcha ? <TurnstileWidget tokens={loginCaptcha} action={mode === 'signUp' ? 'sign-up' : mode === 'forgot' ? 'reset' : 'sign-in'} /> : null}
        <fieldset disabled={!hydrated} className={css({ display: 'contents' })}>
          {mode === 'signUp' ? (
            <Field label="Full name" name="name" autoComplete="name" value={values.fullName} onChange={change('fullName')} error={errors.fullName} required maxLength={100} />
          ) : null}
          <Field
            label="E-mail"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={change('email')}
            error={errors.email}
            required
          />
          {mode !== 'forgot' ? (
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
              value={values.password}
              onChange={change('password')}
              error={errors.password}
              hint={mode === 'signUp' ? 'At least 8 characters.' : undefined}
              required
            />
          ) : null}
          <SubmitButton spinner fullWidth pending={pending} pendingLabel={mode === 'signIn' ? 'Logging in…' : mode === 'signUp' ? 'Creating account…' : 'Sending link…'}>
            {mode === 'signIn' ? 'Log in' : mode === 'signUp' ? 'Sign up' : 'Send reset link'}
          </SubmitButton>
        </fieldset>
      </form>

      <div className={`${hiddenWithoutScript} ${stack({ gap: '2', align: 'flex-start' })} ${css({ mt: '6' })}`}>
        {mode === 'signIn' ? (
          <>
            <button type="button" className={switchLink} onClick={() => switchTo('forgot')} disabled={!hydrated}>
              Forgot your password?
            </button>
            <p>
              New here?{' '}
              <button type="button" className={switchLink} onClick={() => switchTo('signUp')} disabled={!hydrated}>
                Create an account
              </button>
            </p>
          </>
        ) : (
          <p>
            {mode === 'signUp' ? 'Already have an account? ' : 'Remembered it? '}
            <button type="button" className={switchLink} onClick={() => switchTo('signIn')} disabled={!hydrated}>
              Log in
            </button>
          </p>
        )}
      </div>
    </section>
  )
}

function validate(mode: LoginMode, values: SignUpValues): FieldErrors<keyof SignUpValues> {
  if (mode === 'signUp') return validateSignUp(values)
  if (mode === 'signIn') return validateSignIn(values)
  const email = validateEmail(values.email)
  return email ? { email } : {}
}

/** The signed-in view of /login: who you are and where to go. */
export function AlreadySignedIn({ name }: { name: string }) {
  return (
    <section aria-labelledby="signed-in-title" className={card({ tone: 'subtle', padding: 'xl' })}>
      <h2 id="signed-in-title" className={headingClass}>
        You are logged in
      </h2>
      <p className={css({ mt: '2', color: 'fg.muted' })}>Signed in as {name}.</p>
      <a href="/garage" className={`${button({ variant: 'solid' })} ${css({ mt: '6' })}`}>
        Go to My Garage
      </a>
    </section>
  )
}

/** Without JavaScript nobody can log in here (the session lives in the browser): say so and offer the ways that work. */
function NoScriptLoginNote({ business }: { business: LoginContact }) {
  const link = css({ color: 'fg.link', textDecoration: 'underline' })
  return (
    <p className={`${shownWithoutScript} ${css({ mt: '6' })}`}>
      Logging in and signing up need JavaScript, which is off in this browser. To book or ask a question, call{' '}
      <a href={`tel:${business.phone.e164}`} className={link}>
        {business.phone.display}
      </a>
      ,{' '}
      <a href={`sms:${business.phone.e164}`} className={link}>
        send a text
      </a>{' '}
      or e-mail{' '}
      <a href={`mailto:${business.email}`} className={link}>
        {business.email}
      </a>
      .
    </p>
  )
}
