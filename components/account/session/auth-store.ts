// The auth state of one page: a zustand store that every island reading auth shares (decision
// 117). Islands are separate React roots with no provider above them, so the state lives at
// module level, like the bag's (components/bag/bag-store.ts); the first island that reads it
// starts it, and one supabase-js subscription serves them all.
import type { Session, User } from '@supabase/supabase-js'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { onAuthChange } from '../../../lib/query/user-cache'
import { parseAuthFragment, supabaseAuthApi, type AuthApi, type AuthListener, type StoredUserHint } from './auth-api'

/**
 * Loading at start, then signed in (session plus user) or signed out.
 * `recovery` is true while the session came from a password-reset link (PASSWORD_RECOVERY).
 * `hint` is the stored session's user while supabase-js is still loading (returning visitor).
 */
export type AuthState =
  | { status: 'loading'; hint: StoredUserHint | null; recovery: false }
  | { status: 'signedOut'; recovery: false; linkError: string | null }
  | { status: 'signedIn'; session: Session; user: User; recovery: boolean }

/** What the server renders and what hydration starts from: no stored session is read there. */
export const LOADING: AuthState = { status: 'loading', hint: null, recovery: false }

export interface AuthSession {
  readonly api: AuthApi
  /** The state; `getInitialState()` is LOADING, the snapshot hydration renders with. */
  readonly store: StoreApi<AuthState>
  /**
   * Reads the stored-session hint and the e-mailed link's fragment, then connects if there may be
   * a session. Idempotent: the first island calls it, the others find it done. Browser only.
   */
  start(): void
  /** Loads the client and subscribes (idempotent). Actions call it before talking to the service. */
  connect(): Promise<void>
  /** Unsubscribes and forgets everything; a later start() begins again (an unmounted provider). */
  stop(): void
}

const signedOut = (linkError: string | null): AuthState => ({ status: 'signedOut', recovery: false, linkError })

/** One auth session over `api`. The page has one (`pageAuth`); AuthProvider makes its own for stories. */
export function createAuthSession(api: AuthApi): AuthSession {
  const store = createStore<AuthState>()(() => LOADING)
  const set = (state: AuthState) => store.setState(state, true)
  let started = false
  let connection: Promise<void> | null = null
  let unsubscribe: (() => void) | null = null
  let recoveryLink = false
  let linkError: string | null = null

  const listener: AuthListener = (event, session) => {
    // supabase-js empties the fragment of an e-mailed link but leaves a bare "#" behind.
    if (event === 'INITIAL_SESSION' && window.location.href.endsWith('#')) {
      window.history.replaceState(window.history.state, '', window.location.href.slice(0, -1))
    }
    if (event === 'PASSWORD_RECOVERY') recoveryLink = true
    if (event === 'SIGNED_OUT') recoveryLink = false
    const user = session?.user ?? null
    const previous = store.getState()
    if (!session || !user) set(signedOut(linkError))
    else {
      const sameUser = previous.status === 'signedIn' && previous.user.id === user.id
      set({ status: 'signedIn', session, user, recovery: recoveryLink || (sameUser && previous.recovery) })
    }
    // Runs after supabase-js has released its lock: a query fired from inside the callback
    // could wait on that lock (the documented onAuthStateChange deadlock).
    // TanStack Query is not on every page (lib/query/user-cache.ts): whichever clients exist.
    setTimeout(() => onAuthChange(user?.id ?? null), 0)
  }

  const subscribe = (): Promise<void> => {
    if (!connection) {
      const attempt: Promise<void> = api.subscribe(listener).then(
        (off) => {
          // Stopped (or stopped and restarted) while loading: drop this subscription.
          if (connection !== attempt) off()
          else unsubscribe = off
        },
        () => {
          if (connection !== attempt) return
          // No client (offline chunk, no configuration): a guest for now; the next action retries.
          connection = null
          set(signedOut(null))
        },
      )
      connection = attempt
    }
    return connection
  }

  const start = () => {
    if (started || typeof window === 'undefined') return
    started = true
    const fragment = parseAuthFragment(window.location.hash)
    recoveryLink = fragment.hasSession && fragment.type === 'recovery'
    linkError = fragment.error
    const hint = api.storedUser()
    if (hint || fragment.hasSession || fragment.error) {
      set({ status: 'loading', hint, recovery: false })
      void subscribe()
    } else {
      // Nothing stored and no e-mailed link: certainly a guest, and supabase-js stays unloaded.
      set(signedOut(null))
    }
  }

  return {
    api,
    store,
    start,
    connect() {
      start()
      return subscribe()
    },
    stop() {
      unsubscribe?.()
      unsubscribe = null
      connection = null
      started = false
      recoveryLink = false
      linkError = null
      set(LOADING)
    },
  }
}

/** The page's one auth session, over supabase-js. Never started on the server. */
export const pageAuth: AuthSession = createAuthSession(supabaseAuthApi)
