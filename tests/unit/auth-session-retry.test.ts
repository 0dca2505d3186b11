// Session refresh, verified against the real supabase-js (not rewritten): a refresh that
// fails with 502/503/504 or a network error keeps the stored session (the user stays signed
// in and the next tick retries); a refresh the service refuses (400) ends it.
import { createClient, type AuthChangeEvent } from '@supabase/supabase-js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const URL = 'http://127.0.0.1:59999'
const KEY = 'sb-127-auth-token'

function expiredSession() {
  const now = Math.floor(Date.now() / 1000)
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now - 60, // already expired: the refresh token is all that is left
    user: { id: 'u1', aud: 'authenticated', email: 'maria@example.com', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
  }
}

function setup(respond: () => Promise<Response>) {
  const store = new Map<string, string>([[KEY, JSON.stringify(expiredSession())]])
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  }
  const calls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input))
    return respond()
  })
  const client = createClient(URL, 'anon-key', {
    auth: { storage, storageKey: KEY, autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    global: { fetch: fetchMock as unknown as typeof fetch },
    realtime: { transport: class {} as never },
  })
  const events: AuthChangeEvent[] = []
  client.auth.onAuthStateChange((event) => void events.push(event))
  return { client, store, calls, events }
}

describe('supabase-js keeps the session on retryable refresh failures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.spyOn(console, 'error').mockImplementation(() => {}) // supabase-js logs the refused refresh
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  async function settle<T>(promise: Promise<T>): Promise<T> {
    let done = false
    void promise.finally(() => (done = true))
    for (let i = 0; i < 200 && !done; i++) await vi.advanceTimersByTimeAsync(500)
    return promise
  }

  it.each([502, 503, 504])('HTTP %i: retried with back-off, session kept, no SIGNED_OUT', async (status) => {
    const { client, store, calls, events } = setup(async () => new Response('{"message":"unavailable"}', { status, headers: { 'content-type': 'application/json' } }))
    const { error } = await settle(client.auth.refreshSession())
    expect(error?.name).toBe('AuthRetryableFetchError')
    expect(calls.filter((c) => c.includes('grant_type=refresh_token')).length).toBeGreaterThan(1) // retried
    expect(store.has(KEY)).toBe(true)
    expect(events).not.toContain('SIGNED_OUT')
  })

  it('network failure: session kept', async () => {
    const { client, store, events } = setup(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { error } = await settle(client.auth.refreshSession())
    expect(error?.name).toBe('AuthRetryableFetchError')
    expect(store.has(KEY)).toBe(true)
    expect(events).not.toContain('SIGNED_OUT')
  })

  it('a refused refresh token (400) ends the session with SIGNED_OUT', async () => {
    const { client, store, events } = setup(
      async () =>
        new Response('{"code":400,"error_code":"refresh_token_not_found","msg":"Invalid Refresh Token: Refresh Token Not Found"}', { status: 400, headers: { 'content-type': 'application/json' } }),
    )
    const { error } = await settle(client.auth.refreshSession())
    expect(error).not.toBeNull()
    expect(store.has(KEY)).toBe(false)
    expect(events).toContain('SIGNED_OUT')
  })
})
