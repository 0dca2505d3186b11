// Faults, for accounts, against the real supabase-js (only fetch is replaced): what the
// sign-in and sign-up toasts say when the auth service is down or failing, and that signing in
// works when the browser refuses to store the session (SecurityError) or its quota is full.
import { createClient } from '@supabase/supabase-js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messageOf, resultOf, signUpOutcome } from '../../components/account/session/auth-api'
import { AUTH_MESSAGES } from '../../components/account/session/messages'
import { createSafeStorage, type StorageArea } from '../../lib/storage/safe-storage'

const URL = 'http://127.0.0.1:59998'
const KEY = 'sb-127-auth-token'

function sessionBody() {
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: 'u1', aud: 'authenticated', email: 'maria@example.com', app_metadata: {}, user_metadata: { full_name: 'Maria' }, identities: [{ id: 'i1' }], created_at: new Date().toISOString() },
  }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function client(respond: (url: string) => Promise<Response> | Response, storage?: StorageArea) {
  return createClient(URL, 'anon-key', {
    auth: { storage: storage ?? createSafeStorage(() => undefined), storageKey: KEY, autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    global: { fetch: (async (input: RequestInfo | globalThis.URL) => respond(String(input))) as typeof fetch },
    realtime: { transport: class {} as never },
  })
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}) // supabase-js logs network failures
})
afterEach(() => vi.restoreAllMocks())

describe('the Sign in Failed / Sign up Failed description when the service fails', () => {
  const outages: [string, () => Promise<Response> | Response][] = [
    ['network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['500 with a JSON body', () => json(500, { code: 500, error_code: 'unexpected_failure', msg: 'Database error' })],
    ['500 with an HTML body', () => new Response('<html><body>Internal Server Error</body></html>', { status: 500, headers: { 'content-type': 'text/html' } })],
    ['502', () => json(502, { message: 'Bad gateway' })],
    ['503', () => new Response('Service Unavailable', { status: 503 })],
    ['504', () => new Response('', { status: 504 })],
    ['200 with a proxy page instead of JSON', () => new Response('<html>captive portal</html>', { status: 200, headers: { 'content-type': 'text/html' } })],
  ]

  it.each(outages)('sign in, %s: Something went wrong', async (_name, respond) => {
    const { error } = await client(respond).auth.signInWithPassword({ email: 'maria@example.com', password: 'correct horse battery' })
    expect(error).not.toBeNull()
    expect(resultOf(error)).toEqual({ ok: false, message: AUTH_MESSAGES.somethingWentWrong })
  })

  it.each(outages)('sign up, %s: Something went wrong', async (_name, respond) => {
    const { data, error } = await client(respond).auth.signUp({ email: 'maria@example.com', password: 'correct horse battery', options: { data: { full_name: 'Maria' } } })
    expect(signUpOutcome(data.user, error)).toEqual({ ok: false, message: AUTH_MESSAGES.somethingWentWrong })
  })

  it('a message the service did send is shown as it is', async () => {
    const { error } = await client(() => json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })).auth.signInWithPassword({
      email: 'maria@example.com',
      password: 'wrong password',
    })
    expect(resultOf(error)).toEqual({ ok: false, message: 'Invalid login credentials' })
    const limited = await client(() => json(429, { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' })).auth.signUp({
      email: 'maria@example.com',
      password: 'correct horse battery',
    })
    expect(signUpOutcome(limited.data.user, limited.error)).toEqual({ ok: false, message: 'Request rate limit reached' })
  })

  it('messageOf never returns raw transport text', () => {
    expect(messageOf({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 })).toBe(AUTH_MESSAGES.somethingWentWrong)
    expect(messageOf({ name: 'AuthUnknownError', message: '{}' })).toBe(AUTH_MESSAGES.somethingWentWrong)
    expect(messageOf({ name: 'AuthApiError', message: 'boom', status: 500 })).toBe(AUTH_MESSAGES.somethingWentWrong)
    expect(messageOf(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(AUTH_MESSAGES.somethingWentWrong)
    expect(messageOf(new SyntaxError('Unexpected token < in JSON at position 0'))).toBe(AUTH_MESSAGES.somethingWentWrong)
    expect(messageOf({ message: '   ' })).toBe(AUTH_MESSAGES.somethingWentWrong)
    expect(messageOf(null)).toBe(AUTH_MESSAGES.somethingWentWrong)
    expect(messageOf({ name: 'AuthApiError', message: 'Email not confirmed', status: 400 })).toBe('Email not confirmed')
  })
})

describe('signing in when the browser will not keep the session', () => {
  const signInAnswer = (url: string) => (url.includes('grant_type=password') ? json(200, sessionBody()) : json(404, {}))

  const refusing = (mode: 'denied' | 'full'): StorageArea => ({
    getItem: () => {
      if (mode === 'denied') throw new DOMException('denied', 'SecurityError')
      return null
    },
    setItem: () => {
      throw new DOMException(mode, mode === 'denied' ? 'SecurityError' : 'QuotaExceededError')
    },
    removeItem: () => {
      if (mode === 'denied') throw new DOMException('denied', 'SecurityError')
    },
  })

  it.each(['denied', 'full'] as const)('storage %s: signed in for this page, session readable, sign-out clean', async (mode) => {
    const supabase = client(
      signInAnswer,
      createSafeStorage(() => refusing(mode)),
    )
    const events: string[] = []
    supabase.auth.onAuthStateChange((event) => void events.push(event))
    const { data, error } = await supabase.auth.signInWithPassword({ email: 'maria@example.com', password: 'correct horse battery' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe('maria@example.com')
    expect((await supabase.auth.getSession()).data.session?.refresh_token).toBe('refresh-1')
    expect(events).toContain('SIGNED_IN')
    await supabase.auth.signOut({ scope: 'local' })
    expect((await supabase.auth.getSession()).data.session).toBeNull()
  })

  it('without the safe adapter, a full quota turns a good sign-in into an error (why the site passes one)', async () => {
    const supabase = client(signInAnswer, refusing('full'))
    const outcome = await supabase.auth.signInWithPassword({ email: 'maria@example.com', password: 'correct horse battery' }).then(
      ({ error }) => (error ? 'error' : 'ok'),
      () => 'threw',
    )
    expect(outcome).not.toBe('ok')
  })
})
