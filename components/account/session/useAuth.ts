import { createContext, useContext, useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import type { AuthApi } from './auth-api'
import { pageAuth, type AuthSession, type AuthState } from './auth-store'
import { showCarriedToast } from './carried-toast'
import { documentNavigate, type Navigate } from './navigation'

export interface AuthContextValue {
  state: AuthState
  api: AuthApi
  navigate: Navigate
  /** Loads the client and subscribes (idempotent). Actions call it before talking to the service. */
  connect: () => Promise<void>
}

/** What an <AuthProvider> (stories, tests) puts above its children instead of the page's session. */
export interface AuthOverride {
  session: AuthSession
  navigate: Navigate
  /** A fixed state and no subscription at all. */
  fixedState?: AuthState
}

export const AuthOverrideContext = createContext<AuthOverride | null>(null)

const connected = () => Promise.resolve()

/**
 * Who is signed in, for any island: no provider needed. Without one it reads the page's session
 * (auth-store.ts) and starts it after the first render, so hydration renders what the server did
 * (LOADING) and the stored user appears in the commit after. An <AuthProvider> above wins.
 */
export function useAuth(): AuthContextValue {
  const override = useContext(AuthOverrideContext)
  const session = override?.session ?? pageAuth
  const live = useStore(session.store)
  useEffect(() => {
    if (override) return
    pageAuth.start()
    showCarriedToast()
  }, [override])
  const state = override?.fixedState ?? live
  const navigate = override?.navigate ?? documentNavigate
  const connect = override?.fixedState ? connected : session.connect
  return useMemo(() => ({ state, api: session.api, navigate, connect }), [state, session, navigate, connect])
}
