import { useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import { panelTitle as headingClass } from '../ui/page-styles'
import { CenteredSpinner } from '../ui/spinner'
import { showToast } from '../../lib/toast/show-toast'
import { useAuthActions } from './actions'
import { useAuth } from './session/useAuth'
import { AUTH_MESSAGES } from './session/messages'
import { Field } from '../ui/field'
import { focusFirstInvalid } from '../ui/focus-first-invalid'
import { SubmitButton } from '../ui/submit-button'
import { useSingleFlight } from '../ui/use-single-flight'
import { validateNewPasswordPair, type FieldErrors } from './validation'

const panel = card({ tone: 'raised', padding: 'responsive' })

/** The new-password form; only rendered while a recovery session is active. */
export function ResetPasswordForm() {
  const [values, setValues] = useState({ password: '', confirmation: '' })
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmation'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const actions = useAuthActions()
  const { navigate } = useAuth()
  const { pending, run } = useSingleFlight()

  const change = (key: 'password' | 'confirmation') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [key]: event.target.value }
    setValues(next)
    if (errors[key]) setErrors(validateNewPasswordPair(next.password, next.confirmation))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateNewPasswordPair(values.password, values.confirmation)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current))
      return
    }
    void run(async () => {
      const result = await actions.updatePassword(values.password)
      if (!result.ok) return void showToast('error', AUTH_MESSAGES.passwordUpdateFailed, result.message)
      // "You can now log in with your new password": end the recovery session and go to /login,
      // where the toast shows (carried across the navigation).
      await actions.signOut()
      await navigate('/login', { toast: { type: 'success', title: AUTH_MESSAGES.passwordUpdatedTitle, description: AUTH_MESSAGES.passwordUpdatedDescription } })
    })
  }

  return (
    <section aria-labelledby="reset-form-title" className={panel}>
      <h2 id="reset-form-title" className={headingClass}>
        Choose a new password
      </h2>
      <form ref={formRef} noValidate onSubmit={onSubmit} className={`${stack({ gap: '4' })} ${css({ mt: '6' })}`} aria-labelledby="reset-form-title">
        {/* A hidden username lets password managers file the new password under the right account. */}
        <ResetUsername />
        <Field
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          hint="At least 8 characters."
          required
        />
        <Field
          label="Confirm new password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          value={values.confirmation}
          onChange={change('confirmation')}
          error={errors.confirmation}
          required
        />
        <SubmitButton spinner fullWidth pending={pending} pendingLabel="Updating password…">
          Update password
        </SubmitButton>
      </form>
    </section>
  )
}

function ResetUsername() {
  const { state } = useAuth()
  const email = state.status === 'signedIn' ? (state.user.email ?? '') : ''
  return <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
}

/** What /reset-password says when there is no recovery session: how to get a working link. */
export function NoRecoverySession({ linkError }: { linkError: string | null }) {
  return (
    <section aria-labelledby="reset-missing-title" className={panel}>
      <h2 id="reset-missing-title" className={headingClass}>
        {linkError ? 'This reset link no longer works' : 'Open the link from your e-mail'}
      </h2>
      <p className={css({ mt: '3', color: 'fg.muted' })}>
        {linkError
          ? 'Password reset links work once and expire after 24 hours. Request a new one and open it from the newest e-mail.'
          : 'This page sets a new password after you open the link in a password reset e-mail. To get one, choose “Forgot your password?” on the login page and enter your e-mail address.'}
      </p>
      <a href="/login?mode=forgot" className={`${button({ variant: 'solid' })} ${css({ mt: '6' })}`}>
        Request a new reset link
      </a>
    </section>
  )
}

/** /reset-password: the form during a recovery session, otherwise an explanation. */
export function ResetPasswordPanel() {
  const { state } = useAuth()
  if (state.status === 'loading') return <CenteredSpinner label="Checking your reset link" />
  if (state.status === 'signedIn' && state.recovery) return <ResetPasswordForm />
  return <NoRecoverySession linkError={state.status === 'signedOut' ? state.linkError : null} />
}

/** The whole client-only /reset-password page: its h1 and the panel. */
export function ResetPasswordPage() {
  return (
    <div className={`${stack({ gap: '6' })} ${css({ maxW: 'md', mx: 'auto', px: '4', py: '10' })}`}>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold', color: 'fg.default' })}>Reset Password</h1>
      <ResetPasswordPanel />
    </div>
  )
}
