import type { User } from '@supabase/supabase-js'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { CenteredSpinner } from '../ui/spinner'
import { useAuth } from './session/useAuth'
import { AUTH_MESSAGES } from './session/messages'
import { useIdentity, type Identity } from './profile'
import { loginPathFor } from './redirect'

interface RequireAuthProps {
  /** Rendered only for a signed-in user; a guest never gets a frame of it. */
  children: (user: User, identity: Identity) => ReactNode
}

/**
 * A protected route: a spinner while auth state loads; a guest goes to /login with
 * the origin remembered (?redirect=, validated there) and the destructive toast Access Denied.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { state, navigate } = useAuth()
  const identity = useIdentity()
  const redirected = useRef(false)
  // State, not a ref: render reads it (react.dev's "storing information from previous renders").
  const [wasSignedIn, setWasSignedIn] = useState(false)
  if (state.status === 'signedIn' && !wasSignedIn) setWasSignedIn(true)

  useEffect(() => {
    // While loading, the auth session decides: a guest without a stored session becomes signedOut
    // without supabase-js ever loading; a returning user's session is checked by the client.
    // Signed out while here (Log out, or the session ended): no Access Denied; see SignedOutHere.
    if (state.status !== 'signedOut' || redirected.current || wasSignedIn) return
    redirected.current = true
    const { pathname, search, hash } = window.location
    const target = loginPathFor(`${pathname}${search}${hash.includes('access_token') ? '' : hash}`)
    // The toast goes up on /login (carried across the navigation), so its 5 s are spent where it is read.
    void navigate(target, { toast: { type: 'error', title: AUTH_MESSAGES.accessDeniedTitle, description: AUTH_MESSAGES.accessDeniedDescription } })
  }, [state.status, navigate, wasSignedIn])

  if (state.status === 'signedOut' && wasSignedIn) return <SignedOutHere />
  if (state.status !== 'signedIn') return <CenteredSpinner label="Checking your account" />
  return <>{children(state.user, identity ?? { name: state.user.email ?? '', email: state.user.email ?? '' })}</>
}

function SignedOutHere() {
  return (
    <div role="status" className={css({ display: 'grid', placeItems: 'center', minH: '40vh', textAlign: 'center', px: '4' })}>
      <p>
        You are logged out.{' '}
        <a href={loginPathFor('/garage')} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          Log in again
        </a>{' '}
        to see your garage.
      </p>
    </div>
  )
}
