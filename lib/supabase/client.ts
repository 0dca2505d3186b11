import type { SupabaseClient } from '@supabase/supabase-js'
import { readSupabaseConfig } from './config'

let clientPromise: Promise<SupabaseClient> | null = null

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
export function getSupabase(): Promise<SupabaseClient> {
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

async function createBrowserClient(): Promise<SupabaseClient> {
  const config = readSupabaseConfig()
  if (!config) throw new SupabaseNotConfiguredError()
  const { createClient } = await import('@supabase/supabase-js')
  return createClient(config.url, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  })
}
