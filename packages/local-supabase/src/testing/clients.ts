import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { RunningBackend } from '../server'
import type { StoredMail } from '../mail/mailbox'

/**
 * Node 20 has no global WebSocket, and supabase-js builds its realtime client
 * eagerly. The tests never open a channel, so a transport that refuses to be
 * used is enough, and no --experimental-websocket flag is needed.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not used by the backend tests')
  }
}

/** The real supabase-js client, configured as in Node (no storage, no timers). */
export function createTestClient(backend: RunningBackend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport as never },
  })
}

let counter = 0
/** A unique address per call, so tests never collide on unique e-mails. */
export function uniqueEmail(label = 'user'): string {
  counter += 1
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`
}

export async function mailsTo(backend: RunningBackend, to: string): Promise<StoredMail[]> {
  const response = await fetch(`${backend.url}/mailbox?to=${encodeURIComponent(to)}`)
  return (await response.json()) as StoredMail[]
}

/** Opens an e-mailed link like a browser would, returning where it redirects and the fragment's fields. */
export async function followMailLink(link: string): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' })
  if (response.status !== 303) throw new Error(`Expected a 303 redirect from ${link}, got ${response.status}`)
  const location = new URL(response.headers.get('location')!)
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) }
}

/** Signs up through supabase-js and confirms through the mailed link: a ready account. */
export async function createConfirmedUser(
  backend: RunningBackend,
  options: { email?: string; password?: string; fullName?: string } = {},
): Promise<{ id: string; email: string; password: string; client: SupabaseClient; accessToken: string }> {
  const email = options.email ?? uniqueEmail()
  const password = options.password ?? 'correct horse battery'
  const client = createTestClient(backend)
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { full_name: options.fullName ?? 'Test User' } } })
  if (error || !data.user) throw error ?? new Error('sign-up returned no user')
  const [mail] = await mailsTo(backend, email)
  await followMailLink(mail!.links[0]!)
  const signIn = await client.auth.signInWithPassword({ email, password })
  if (signIn.error) throw signIn.error
  return { id: data.user.id, email, password, client, accessToken: signIn.data.session.access_token }
}
