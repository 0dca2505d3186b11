import type { SupabaseClient } from '@supabase/supabase-js'
import { browserStorage, createSafeStorage } from '../storage/safe-storage'
import type { Database } from './database.types'
import { readSupabaseConfig } from './config'

let clientPromise: Promise<SupabaseClient<Database>> | null = null

/** Thrown when the build has no VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY: callers show their failure message. */
export class SupabaseNotConfiguredError extends Error {
  constructor() {
    super('The site was built without VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.')
    this.name = 'SupabaseNotConfiguredError'
  }
}

/**
 * The one Supabase client, created on first use in the browser. supabase-js is imported
 * dynamically so pages that never touch auth or leads don't pay for it on first paint, and it is
 * never created during prerender (there is no session to read there).
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('getSupabase() is browser-only; it must not run during prerender.'))
  }
  if (!clientPromise) {
    clientPromise = createBrowserClient().catch((error: unknown) => {
      clientPromise = null // a failed chunk load (offline) may succeed on the next try
      throw error
    })
  }
  return clientPromise
}

async function createBrowserClient(): Promise<SupabaseClient<Database>> {
  const config = readSupabaseConfig()
  if (!config) throw new SupabaseNotConfiguredError()
  const { createClient } = await import('@supabase/supabase-js')
  // Typed by the generated schema (npm run gen:types): a column or function the migrations do
  // not have is a type error, and query results need no casts.
  return createClient<Database>(config.url, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
      // supabase-js probes localStorage once and falls back to memory when that probe fails,
      // but a quota that fills up later (or storage revoked mid-visit) would make its writes
      // throw inside sign-in and refresh. This adapter never throws: a session the browser
      // refuses to keep lives in memory, so the visitor stays signed in for this page's life.
      storage: createSafeStorage(() => browserStorage('localStorage')),
    },
  })
}

/**
 * The localStorage key supabase-js keeps the session under by default:
 * `sb-<first label of the project host>-auth-token` (e.g. `sb-abcd-auth-token` for
 * https://abcd.supabase.co, `sb-127-auth-token` for the local backend).
 */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
}

/**
 * A cheap, synchronous hint for first paint: is there a stored session at all? It never loads
 * supabase-js and never says whether the session is still valid (the client decides that once
 * loaded), but "no stored session" reliably means a guest, so the header can show the guest link
 * at once and a returning user gets a loading state instead of a flash of "Login / Sign Up".
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage')): boolean {
  return readStoredSession(storage) !== null
}

/** The stored session's JSON as supabase-js wrote it, when it has a refresh token; else null. */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage')): StoredSession | null {
  const config = readSupabaseConfig()
  if (!config || !storage) return null
  try {
    const raw = storage.getItem(sessionStorageKey(config.url))
    if (!raw) return null
    const parsed = JSON.parse(raw) as StoredSession | null
    return typeof parsed?.refresh_token === 'string' && parsed.refresh_token.length > 0 ? parsed : null
  } catch {
    return null // unreadable storage or JSON: let the guest path show; sign-in still works
  }
}

/** The part of a stored session this site reads before supabase-js loads. */
export interface StoredSession {
  refresh_token?: unknown
  user?: { email?: unknown; user_metadata?: { full_name?: unknown } | null } | null
}
