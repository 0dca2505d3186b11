import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { AuthApi } from './session/auth-api'
import { createAuthSession, pageAuth, type AuthState } from './session/auth-store'
import { documentNavigate, type Navigate } from './session/navigation'
import { AuthOverrideContext, type AuthOverride } from './session/useAuth'

interface AuthProviderProps {
  children: ReactNode
  /** An auth service of its own (an in-memory one): a session just for this subtree. @default the page's session */
  api?: AuthApi
  /** @default a document navigation */
  navigate?: Navigate
  /** A fixed state, and no subscription at all. */
  fixedState?: AuthState
}

/**
 * Stories and tests only: the site needs no provider, every island reads the page's session
 * (docs/decisions/060-accounts-and-garage-client.md). Here `useAuth()` below sees the injected service, navigation or fixed state.
 */
export function AuthProvider({ children, api, navigate = documentNavigate, fixedState }: AuthProviderProps) {
  const [own] = useState(() => (api ? createAuthSession(api) : null))
  const session = own ?? pageAuth

  useEffect(() => {
    if (fixedState) return
    if (!own) return void pageAuth.start()
    own.start()
    return () => own.stop()
  }, [own, fixedState])

  const value = useMemo<AuthOverride>(() => ({ session, navigate, fixedState }), [session, navigate, fixedState])
  return <AuthOverrideContext.Provider value={value}>{children}</AuthOverrideContext.Provider>
}
