// Hostile and broken requests: each must get a 4xx JSON error in the shape the
// client expects (PostgREST, GoTrue or the function's own), never a 500 or a
// hang, and none may change any data.
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_JWT_SECRET } from '../src/config'
import type { RunningBackend } from '../src/server'
import { ENGINES, SITE_URL, startTestBackend } from '../src/testing/engines'
import { createConfirmedUser } from '../src/testing/clients'
import { ticketLeadsByDefault } from './form-tickets'

interface Tokens {
  anon: string
  user: string
  userId: string
  forged: string
  expired: string
  algNone: string
  superuserRole: string
}

interface BadCase {
  name: string
  method?: string
  path: string
  /** Default: apikey + Authorization with the anon key. */
  headers?: (tokens: Tokens) => Record<string, string>
  /** 'stream' sends TWO_MEGABYTES as a chunked stream without Content-Length. */
  body?: string | ((tokens: Tokens) => string)
  status: number
  /** A field of the JSON error body that must equal this value. */
  expect?: Record<string, unknown>
}

const json = { 'Content-Type': 'application/json' }
const asAnon = (t: Tokens) => ({ apikey: t.anon, Authorization: `Bearer ${t.anon}`, ...json })
const asUser = (t: Tokens) => ({ apikey: t.anon, Authorization: `Bearer ${t.user}`, ...json })
const withToken = (pick: (t: Tokens) => string) => (t: Tokens) => ({ apikey: t.anon, Authorization: `Bearer ${pick(t)}`, ...json })

const TWO_MEGABYTES = JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@example.com` })

export const CASES: BadCase[] = [
  // --- REST: bodies
  { name: 'malformed JSON', method: 'POST', path: '/rest/v1/leads', body: '{"email": ', status: 400, expect: { code: 'PGRST102' } },
  { name: 'JSON scalar body', method: 'POST', path: '/rest/v1/leads', body: '"x@example.com"', status: 400, expect: { code: 'PGRST102' } },
  { name: 'array of non-objects', method: 'POST', path: '/rest/v1/leads', body: '[1, 2]', status: 400, expect: { code: 'PGRST102' } },
  { name: 'unknown column in body', method: 'POST', path: '/rest/v1/leads', body: '{"email":"a@example.com","is_admin":true}', status: 400, expect: { code: 'PGRST204' } },
  { name: 'oversized body (Content-Length)', method: 'POST', path: '/rest/v1/leads', body: TWO_MEGABYTES, status: 413 },
  {
    name: 'oversized body (chunked, no Content-Length)',
    method: 'POST',
    path: '/rest/v1/leads',
    // A stream body makes fetch send it chunked, so only the running count can stop it.
    body: 'stream',
    status: 413,
  },
  { name: 'e-mail of the wrong shape', method: 'POST', path: '/rest/v1/leads', body: '{"email":"not an email"}', status: 400, expect: { code: '23514' } },
  { name: 'e-mail too long', method: 'POST', path: '/rest/v1/leads', body: JSON.stringify({ email: `${'a'.repeat(300)}@example.com` }), status: 400, expect: { code: '23514' } },
  { name: 'e-mail of the wrong type (object)', method: 'POST', path: '/rest/v1/leads', body: '{"email":{"$ne":null}}', status: 400, expect: { code: '23514' } },
  { name: 'e-mail null', method: 'POST', path: '/rest/v1/leads', body: '{"email":null}', status: 400, expect: { code: '23502' } },
  { name: 'chat lead without a name', method: 'POST', path: '/rest/v1/chatbot_leads', body: '{"email":"a@example.com"}', status: 400, expect: { code: '23502' } },
  { name: 'chat lead with a garbage phone', method: 'POST', path: '/rest/v1/chatbot_leads', body: '{"name":"A","email":"a@example.com","phone":"<script>"}', status: 400, expect: { code: '23514' } },
  { name: 'chat lead with a blank name', method: 'POST', path: '/rest/v1/chatbot_leads', body: '{"name":"   ","email":"a@example.com"}', status: 400, expect: { code: '23514' } },
  {
    name: 'vehicle year not a number',
    method: 'POST',
    path: '/rest/v1/vehicles',
    headers: asUser,
    body: '{"make":"Ford","model":"F-150","size":"XL","year":"new"}',
    status: 400,
    expect: { code: '22P02' },
  },
  { name: 'vehicle size not allowed', method: 'POST', path: '/rest/v1/vehicles', headers: asUser, body: '{"make":"Ford","model":"F-150","size":"Truck"}', status: 400, expect: { code: '23514' } },
  {
    name: 'booking intent service list not an array',
    method: 'POST',
    path: '/rest/v1/booking_intents',
    headers: asUser,
    body: '{"id":"6f1c0e55-7a40-4c55-9f57-0f3b4a0d5e01","services":"Wash"}',
    status: 400,
    expect: { code: '22P02' },
  },
  {
    name: 'booking intent with an unknown vehicle size',
    method: 'POST',
    path: '/rest/v1/booking_intents',
    headers: asUser,
    body: '{"id":"6f1c0e55-7a40-4c55-9f57-0f3b4a0d5e02","services":["Wash & Wax (Sedan)"],"vehicle_size":"Truck"}',
    status: 400,
    expect: { code: '23514' },
  },
  {
    name: 'booking intent with an id that is not a uuid',
    method: 'POST',
    path: '/rest/v1/booking_intents',
    headers: asUser,
    body: '{"id":"yesterday-ish","services":["Wash & Wax (Sedan)"]}',
    status: 400,
    expect: { code: '22P02' },
  },
  // Service history is written only by the service role (the storefront's docs/decisions/013-schema-grants-and-rls.md).
  {
    name: 'service history written by a customer',
    method: 'POST',
    path: '/rest/v1/service_history',
    headers: asUser,
    body: '{"service_date":"2025-01-01","services":["Wash"]}',
    status: 403,
    expect: { code: '42501' },
  },
  {
    name: 'PATCH with an array body',
    method: 'PATCH',
    path: '/rest/v1/profiles?id=eq.00000000-0000-0000-0000-000000000000',
    headers: asUser,
    body: '[{"full_name":"x"}]',
    status: 400,
    expect: { code: 'PGRST102' },
  },
  {
    name: 'PATCH of a column without a grant (id)',
    method: 'PATCH',
    path: '/rest/v1/profiles?full_name=not.is.null',
    headers: asUser,
    body: (t) => JSON.stringify({ id: '00000000-0000-0000-0000-000000000000', full_name: t.userId }),
    status: 403,
    expect: { code: '42501' },
  },
  // pg-safeupdate on hosted Supabase refuses an unfiltered UPDATE/DELETE before any grant check.
  { name: 'PATCH without a filter', method: 'PATCH', path: '/rest/v1/profiles', headers: asUser, body: '{"full_name":"everyone"}', status: 400, expect: { code: '21000' } },
  { name: 'DELETE without a filter', method: 'DELETE', path: '/rest/v1/vehicles', headers: asUser, status: 400, expect: { code: '21000' } },
  // --- REST: URLs
  { name: 'unknown table', path: '/rest/v1/users', status: 404, expect: { code: 'PGRST205' } },
  { name: 'table in another schema', path: '/rest/v1/auth.users', status: 404, expect: { code: 'PGRST205' } },
  { name: 'unknown column in select', path: '/rest/v1/profiles?select=password', headers: asUser, status: 400, expect: { code: '42703' } },
  { name: 'subquery in select', path: '/rest/v1/profiles?select=full_name,(select%201)', headers: asUser, status: 400, expect: { code: 'PGRST100' } },
  { name: 'unknown column in filter', path: '/rest/v1/profiles?role=eq.admin', headers: asUser, status: 400, expect: { code: '42703' } },
  { name: 'SQL in a filter column', path: `/rest/v1/profiles?${encodeURIComponent('id;drop table leads;--')}=eq.1`, headers: asUser, status: 400, expect: { code: 'PGRST100' } },
  { name: 'SQL in a filter value', path: `/rest/v1/profiles?id=eq.${encodeURIComponent("1' or '1'='1")}`, headers: asUser, status: 400, expect: { code: '22P02' } },
  { name: 'unknown operator', path: '/rest/v1/profiles?id=xx.1', headers: asUser, status: 400, expect: { code: 'PGRST100' } },
  { name: 'is. with an expression', path: '/rest/v1/profiles?full_name=is.null;drop', headers: asUser, status: 400, expect: { code: 'PGRST100' } },
  { name: 'unterminated in. list', path: '/rest/v1/profiles?full_name=in.("a,b)', headers: asUser, status: 400, expect: { code: 'PGRST100' } },
  { name: 'SQL in order', path: `/rest/v1/profiles?order=${encodeURIComponent('full_name;drop table leads')}`, headers: asUser, status: 400, expect: { code: 'PGRST100' } },
  { name: 'negative limit', path: '/rest/v1/profiles?limit=-1', headers: asUser, status: 400, expect: { code: 'PGRST100' } },
  { name: 'logical filter (unsupported)', path: '/rest/v1/profiles?or=(id.eq.1,id.eq.2)', headers: asUser, status: 400, expect: { code: 'PGRST100' } },
  { name: 'NUL byte in a filter value', path: '/rest/v1/profiles?full_name=eq.a%00b', headers: asUser, status: 400 },
  { name: 'another schema profile', path: '/rest/v1/profiles', headers: (t) => ({ ...asUser(t), 'Accept-Profile': 'auth' }), status: 406, expect: { code: 'PGRST106' } },
  { name: 'unsupported method', method: 'PUT', path: '/rest/v1/leads', body: '{}', status: 405 },
  // --- keys and tokens
  { name: 'no API key', path: '/rest/v1/leads', headers: () => ({}), status: 401, expect: { message: 'No API key found in request' } },
  { name: 'wrong API key', path: '/rest/v1/leads', headers: () => ({ apikey: 'nope' }), status: 401, expect: { message: 'Invalid API key' } },
  { name: 'JWT signed with another secret', path: '/rest/v1/profiles', headers: withToken((t) => t.forged), status: 401, expect: { code: 'PGRST301' } },
  { name: 'expired JWT', path: '/rest/v1/profiles', headers: withToken((t) => t.expired), status: 401, expect: { code: 'PGRST303' } },
  { name: 'unsigned JWT (alg none)', path: '/rest/v1/profiles', headers: withToken((t) => t.algNone), status: 401, expect: { code: 'PGRST301' } },
  { name: 'JWT claiming role postgres', path: '/rest/v1/profiles', headers: withToken((t) => t.superuserRole), status: 401, expect: { code: 'PGRST301' } },
  { name: 'garbage bearer token', path: '/rest/v1/profiles', headers: withToken(() => 'abc.def'), status: 401, expect: { code: 'PGRST301' } },
  // --- auth
  { name: 'sign-up with malformed JSON', method: 'POST', path: '/auth/v1/signup', body: '{', status: 400, expect: { error_code: 'bad_json' } },
  { name: 'sign-up with a JSON array', method: 'POST', path: '/auth/v1/signup', body: '[]', status: 400, expect: { error_code: 'bad_json' } },
  { name: 'sign-up with a numeric e-mail', method: 'POST', path: '/auth/v1/signup', body: '{"email":42,"password":"long enough"}', status: 400, expect: { error_code: 'validation_failed' } },
  { name: 'sign-up with an invalid e-mail', method: 'POST', path: '/auth/v1/signup', body: '{"email":"nope","password":"long enough"}', status: 400, expect: { error_code: 'validation_failed' } },
  { name: 'sign-up with a short password', method: 'POST', path: '/auth/v1/signup', body: '{"email":"short@example.com","password":"1234567"}', status: 422, expect: { error_code: 'weak_password' } },
  {
    name: 'sign-up with metadata not an object',
    method: 'POST',
    path: '/auth/v1/signup',
    body: '{"email":"meta@example.com","password":"long enough","data":"x"}',
    status: 400,
    expect: { error_code: 'validation_failed' },
  },
  {
    name: 'sign-up with oversized metadata',
    method: 'POST',
    path: '/auth/v1/signup',
    body: JSON.stringify({ email: 'big@example.com', password: 'long enough', data: { full_name: 'x'.repeat(10_000) } }),
    status: 400,
    expect: { error_code: 'validation_failed' },
  },
  { name: 'sign-up oversized', method: 'POST', path: '/auth/v1/signup', body: TWO_MEGABYTES, status: 413 },
  { name: 'token with an unknown grant', method: 'POST', path: '/auth/v1/token?grant_type=magic', body: '{}', status: 400, expect: { error_code: 'unsupported_grant_type' } },
  { name: 'token with a password of the wrong type', method: 'POST', path: '/auth/v1/token?grant_type=password', body: '{"email":"a@example.com","password":123}', status: 400 },
  {
    name: 'refresh with a made-up token',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    body: '{"refresh_token":"made-up"}',
    status: 400,
    expect: { error_code: 'refresh_token_not_found' },
  },
  { name: 'user with a forged JWT', path: '/auth/v1/user', headers: withToken((t) => t.forged), status: 403, expect: { error_code: 'bad_jwt' } },
  { name: 'user with an expired JWT', path: '/auth/v1/user', headers: withToken((t) => t.expired), status: 403, expect: { error_code: 'bad_jwt' } },
  { name: 'user without a token', path: '/auth/v1/user', headers: (t) => ({ apikey: t.anon }), status: 401, expect: { error_code: 'no_authorization' } },
  { name: 'user update with the anon key', method: 'PUT', path: '/auth/v1/user', body: '{"password":"hijacked password"}', status: 403, expect: { error_code: 'bad_jwt' } },
  { name: 'user update with a short password', method: 'PUT', path: '/auth/v1/user', headers: asUser, body: '{"password":"short"}', status: 422, expect: { error_code: 'weak_password' } },
  { name: 'verify POST with an unknown token', method: 'POST', path: '/auth/v1/verify', body: '{"type":"recovery","token_hash":"nope"}', status: 403, expect: { error_code: 'otp_expired' } },
  { name: 'unknown auth endpoint', path: '/auth/v1/admin/users', status: 404 },
  // --- function
  { name: 'function: invalid e-mail', method: 'POST', path: '/functions/v1/send-discount-email', body: '{"email":"nope"}', status: 400, expect: { error: 'invalid_email' } },
  { name: 'function: e-mail of the wrong type', method: 'POST', path: '/functions/v1/send-discount-email', body: '{"email":["a@example.com"]}', status: 400, expect: { error: 'invalid_email' } },
  { name: 'function: malformed JSON', method: 'POST', path: '/functions/v1/send-discount-email', body: '{"email"', status: 400, expect: { error: 'invalid_json' } },
  { name: 'function: wrong method', method: 'GET', path: '/functions/v1/send-discount-email', status: 405 },
  { name: 'function: no bearer token', method: 'POST', path: '/functions/v1/send-discount-email', headers: (t) => ({ apikey: t.anon, ...json }), body: '{"email":"a@example.com"}', status: 401 },
  { name: 'function: forged bearer token', method: 'POST', path: '/functions/v1/send-discount-email', headers: withToken((t) => t.forged), body: '{"email":"a@example.com"}', status: 401 },
  { name: 'function: unknown function', method: 'POST', path: '/functions/v1/drop-tables', body: '{}', status: 404 },
]

function chunkedStream(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024))
      offset += 64 * 1024
    },
  })
}

async function makeTokens(backend: RunningBackend, user: { accessToken: string; id: string }): Promise<Tokens> {
  const now = Math.floor(Date.now() / 1000)
  const sign = (claims: Record<string, unknown>, secret = DEFAULT_JWT_SECRET) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret))
  const userClaims = { sub: user.id, role: 'authenticated', aud: 'authenticated' }
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return {
    anon: backend.anonKey,
    user: user.accessToken,
    userId: user.id,
    forged: await sign({ ...userClaims, exp: now + 3600 }, 'a-different-secret-that-is-long-enough-to-use'),
    expired: await sign({ ...userClaims, iat: now - 7200, exp: now - 3600 }),
    algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...userClaims, exp: now + 3600 })}.`,
    superuserRole: await sign({ sub: user.id, role: 'postgres', exp: now + 3600 }),
  }
}

const TABLES = ['leads', 'chatbot_leads', 'profiles', 'vehicles', 'service_history', 'discount_codes']

async function snapshot(backend: RunningBackend): Promise<string> {
  const parts: unknown[] = []
  for (const table of TABLES) parts.push(await backend.query(`select * from public.${table} order by 1`))
  parts.push(await backend.query('select id, email, encrypted_password from auth.users order by id'))
  return JSON.stringify(parts)
}

describe.each(ENGINES)('bad input on %s', (engine) => {
  let backend: RunningBackend
  let tokens: Tokens
  let before: string

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
    const user = await createConfirmedUser(backend)
    tokens = await makeTokens(backend, user)
    await backend.query("insert into public.leads (email) values ('existing@example.com')")
    before = await snapshot(backend)
  })
  afterAll(() => backend?.close())

  it('has at least 30 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30)
  })

  for (const badCase of CASES) {
    it(`${badCase.name} -> ${badCase.status}`, async () => {
      const body = typeof badCase.body === 'function' ? badCase.body(tokens) : badCase.body
      const response = await fetch(`${backend.url}${badCase.path}`, {
        method: badCase.method ?? 'GET',
        headers: (badCase.headers ?? asAnon)(tokens),
        body: body === 'stream' ? chunkedStream(TWO_MEGABYTES) : body,
        signal: AbortSignal.timeout(15_000),
        ...(body === 'stream' ? { duplex: 'half' } : {}),
      } as RequestInit)
      const text = await response.text()
      expect(response.status, text.slice(0, 300)).toBe(badCase.status)
      const parsed = JSON.parse(text) as Record<string, unknown>
      expect(parsed).toBeTypeOf('object')
      if (badCase.expect) expect(parsed).toMatchObject(badCase.expect)
    })
  }

  it('an e-mailed link with a bad token or a foreign redirect lands on the site with an error', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?token=forged&type=recovery&redirect_to=${encodeURIComponent('https://evil.example/')}`, { redirect: 'manual' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin).toBe(SITE_URL)
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired')
  })

  it('left every table unchanged', async () => {
    expect(await snapshot(backend)).toBe(before)
  })
})

// Rate limiting lives in the HTTP layer, so one engine is enough (the cheaper one to start).
describe('rate limits', () => {
  it('rate-limits sign-up, recover and token with a 429 JSON error', async () => {
    const limited = await startTestBackend('postgres', { rateLimits: { signup: 2, recover: 1, token: 1 } })
    try {
      const statuses: number[] = []
      let last: unknown
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${limited.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: limited.anonKey, ...json },
          body: JSON.stringify({ email: `limit${i}@example.com`, password: 'long enough' }),
        })
        statuses.push(response.status)
        last = await response.json()
      }
      expect(statuses).toEqual([200, 200, 429])
      expect(last).toMatchObject({ error_code: 'over_request_rate_limit' })

      const post = (path: string, payload: object) => fetch(`${limited.url}/auth/v1/${path}`, { method: 'POST', headers: { apikey: limited.anonKey, ...json }, body: JSON.stringify(payload) })
      const recover = [await post('recover', { email: 'limit0@example.com' }), await post('recover', { email: 'limit0@example.com' })]
      expect(recover.map((response) => response.status)).toEqual([200, 429])
      const token = [
        await post('token?grant_type=password', { email: 'limit0@example.com', password: 'wrong password' }),
        await post('token?grant_type=password', { email: 'limit0@example.com', password: 'wrong password' }),
      ]
      expect(token.map((response) => response.status)).toEqual([400, 429])
      expect(await token[1]!.json()).toMatchObject({ error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' })
    } finally {
      await limited.close()
    }
  })
})
