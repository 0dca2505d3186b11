import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { CenteredSpinner } from '../ui/spinner'
import { useAuth } from './session/useAuth'
import { LoginForm, type LoginContact } from './LoginForm'

const SignedInNotice = lazy(() => import('./SignedInNotice'))

/** /login's island: the form for guests, a short "you are logged in" for a signed-in visitor. */
export function LoginPanel({ contact }: { contact: LoginContact }) {
  return (
    <div className={css({ maxW: 'md', mx: 'auto', px: '4', py: '10' })}>
      <LoginPanelContent contact={contact} />
    </div>
  )
}

function LoginPanelContent({ contact }: { contact: LoginContact }) {
  const { state } = useAuth()
  if (state.status === 'loading' && state.hint) return <CenteredSpinner label="Checking your account" />
  if (state.status === 'signedIn')
    return (
      <Suspense fallback={<CenteredSpinner label="Checking your account" />}>
        <SignedInNotice />
      </Suspense>
    )
  return <LoginForm contact={contact} />
}
