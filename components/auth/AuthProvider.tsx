import type { Session, User } from '@supabase/supabase-js'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { onAuthChange } from '../../lib/query/user-cache'
import { parseAuthFragment, supabaseAuthApi, type AuthApi, type AuthListener, type StoredUserHint } from './auth-api'
import { vikeNavigate, type Navigate } from './navigation'

/**
 * Spec section 4: loading at start, then signed in (session plus user) or signed out.
 * `recovery` is true while the session came from a password-reset link (PASSWORD_RECOVERY).
 * `hint` is the stored session's user while supabase-js is still loading (returning visitor).
 */
export type AuthState =
  | { status: 'loading'; hint: StoredUserHint | null; recovery: false }
  | { status: 'signedOut'; recovery: false; linkError: string | null }
  | { status: 'signedIn'; session: Session; user: User; recovery: boolean }

export interface AuthContextValue {
  state: AuthState
  api: AuthApi
  navigate: Navigate
  /** Loads the client and subscribes (idempotent). Actions call it before talking to the service. */
  connect: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

const LOADING: AuthState = { status: 'loading', hint: null, recovery: false }

interface AuthProviderProps {
  children: ReactNode
  /** The auth service. @default supabaseAuthApi */
  api?: AuthApi
  /** @default Vike's client router */
  navigate?: Navigate
  /** Stories only: a fixed state, and no subscription at all. */
  fixedState?: AuthState
}

/** The one place auth state lives: subscribes to onAuthStateChange and reloads the profile on every event. */
export function AuthProvider({ children, api = supabaseAuthApi, navigate = vikeNavigate, fixedState }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(fixedState ?? LOADING)
  const connection = useRef<Promise<void> | null>(null)
  const unsubscribe = useRef<(() => void) | null>(null)
  const recoveryLink = useRef(false)
  const linkError = useRef<string | null>(null)

  const listener = useCallback<AuthListener>(
    (event, session) => {
      // supabase-js empties the fragment of an e-mailed link but leaves a bare "#" behind.
      if (event === 'INITIAL_SESSION' && window.location.href.endsWith('#')) {
        window.history.replaceState(window.history.state, '', window.location.href.slice(0, -1))
      }
      if (event === 'PASSWORD_RECOVERY') recoveryLink.current = true
      if (event === 'SIGNED_OUT') recoveryLink.current = false
      const user = session?.user ?? null
      setState((previous) => {
        if (!session || !user) return { status: 'signedOut', recovery: false, linkError: linkError.current }
        const sameUser = previous.status === 'signedIn' && previous.user.id === user.id
        return { status: 'signedIn', session, user, recovery: recoveryLink.current || (sameUser && previous.recovery) }
      })
      // Runs after supabase-js has released its lock: a query fired from inside the callback
      // could wait on that lock (the documented onAuthStateChange deadlock).
      // TanStack Query is not on every page (lib/query/user-cache.ts): whichever clients exist.
      setTimeout(() => onAuthChange(user?.id ?? null), 0)
    },
    [],
  )

  const connect = useCallback(() => {
    if (fixedState) return Promise.resolve()
    if (!connection.current) {
      const attempt = api.subscribe(listener).then(
        (off) => {
          // Unmounted (or re-mounted by StrictMode) while loading: drop this subscription.
          if (connection.current !== attempt) off()
          else unsubscribe.current = off
        },
        () => {
          // No client (offline chunk, no configuration): a guest for now; the next action retries.
          connection.current = null
          setState({ status: 'signedOut', recovery: false, linkError: null })
        },
      )
      connection.current = attempt
    }
    return connection.current
  }, [api, listener, fixedState])

  useEffect(() => {
    if (fixedState) return
    const fragment = parseAuthFragment(window.location.hash)
    if (fragment.hasSession && fragment.type === 'recovery') recoveryLink.current = true
    linkError.current = fragment.error
    const hint = api.storedUser()
    if (hint || fragment.hasSession || fragment.error) {
      setState({ status: 'loading', hint, recovery: false })
      void connect()
    } else {
      // Nothing stored and no e-mailed link: certainly a guest, and supabase-js stays unloaded.
      setState({ status: 'signedOut', recovery: false, linkError: null })
    }
    return () => {
      unsubscribe.current?.()
      unsubscribe.current = null
      connection.current = null
    }
  }, [api, connect, fixedState])

  const value = useMemo<AuthContextValue>(() => ({ state: fixedState ?? state, api, navigate, connect }), [fixedState, state, api, navigate, connect])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it (components/layout/SiteLayout.tsx).')
  return value
}
