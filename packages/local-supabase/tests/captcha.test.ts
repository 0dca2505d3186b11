// [auth.captcha] on the twin's GoTrue, as GoTrue does it (https://github.com/supabase/auth
// internal/api/middleware.go verifyCaptcha, internal/security/captcha.go): sign-up, password
// sign-in, recover, resend, otp and magiclink need gotrue_meta_security.captcha_token (supabase-js's
// options.captchaToken, https://supabase.com/docs/guides/auth/auth-captcha), verified at the
// provider's siteverify; refresh and the service role skip it. The stand-in answers like
// Cloudflare for its documented test secrets
// (https://developers.cloudflare.com/turnstile/troubleshooting/testing/).
// docs/decisions/145-auth-rate-limits-and-captcha.md
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaFromConfig, readTomlTables } from '../src/auth/auth-config'
import type { RunningBackend } from '../src/server'
import { ENGINES, startTestBackend } from '../src/testing/engines'
import { createTestClient, uniqueEmail } from '../src/testing/clients'

const PASSES = '1x0000000000000000000000000000000AA'
const FAILS = '2x0000000000000000000000000000000AA'
/** What Cloudflare's test site keys hand the browser. */
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

/** Cloudflare's siteverify for the two test secrets; records what it was sent. */
async function startSiteverify(): Promise<{ server: Server; url: string; seen: URLSearchParams[] }> {
  const seen: URLSearchParams[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const form = new URLSearchParams(body)
      seen.push(form)
      const ok = form.get('secret') === PASSES && form.get('response') === DUMMY_TOKEN
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(ok ? { success: true, 'error-codes': [] } : { success: false, 'error-codes': ['invalid-input-response'] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`, seen }
}

describe('[auth.captcha] of config.toml', () => {
  it('is off unless enabled, and reads secret = "env(NAME)" from the environment', () => {
    expect(captchaFromConfig(readTomlTables('[auth.captcha]\nenabled = false\nprovider = "turnstile"\n'), {})).toBeUndefined()
    const on = readTomlTables('[auth.captcha]\nenabled = true\nprovider = "turnstile"\nsecret = "env(TURNSTILE_SECRET_KEY)"\n')
    expect(captchaFromConfig(on, { TURNSTILE_SECRET_KEY: PASSES, AUTH_CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/v' })).toEqual({
      provider: 'turnstile',
      secret: PASSES,
      verifyUrl: 'http://127.0.0.1:9/v',
    })
  })
})

describe.each(ENGINES)('captcha on %s', (engine) => {
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>
  let backend: RunningBackend
  let failing: RunningBackend

  beforeAll(async () => {
    siteverify = await startSiteverify()
    backend = await startTestBackend(engine, { captcha: { provider: 'turnstile', secret: PASSES, verifyUrl: siteverify.url } })
    failing = await startTestBackend(engine, { captcha: { provider: 'turnstile', secret: FAILS, verifyUrl: siteverify.url } })
  })
  afterAll(async () => {
    await backend?.close()
    await failing?.close()
    siteverify?.server.close()
  })

  it('a sign-up without a token is refused with 400 captcha_failed, and stores nobody', async () => {
    const email = uniqueEmail('nocaptcha')
    const { error } = await createTestClient(backend).auth.signUp({ email, password: 'long enough 1' })
    expect(error).toMatchObject({ status: 400, code: 'captcha_failed', message: 'captcha protection: request disallowed (no captcha_token found)' })
    expect(await backend.query('select 1 from auth.users where email = $1', [email])).toEqual([])
  })

  it('with the widget token, sign-up goes through; the token, the secret and the IP reach siteverify', async () => {
    const { error } = await createTestClient(backend).auth.signUp({ email: uniqueEmail('captcha'), password: 'long enough 1', options: { captchaToken: DUMMY_TOKEN } })
    expect(error).toBeNull()
    const last = siteverify.seen.at(-1)!
    expect([last.get('secret'), last.get('response'), last.get('remoteip')]).toEqual([PASSES, DUMMY_TOKEN, '127.0.0.1'])
  })

  it('a token the provider refuses answers captcha_failed with its error codes, on sign-up, sign-in and recover', async () => {
    const client = createTestClient(failing)
    const signUp = await client.auth.signUp({ email: uniqueEmail('refused'), password: 'long enough 1', options: { captchaToken: DUMMY_TOKEN } })
    expect(signUp.error).toMatchObject({ status: 400, code: 'captcha_failed', message: 'captcha protection: request disallowed (invalid-input-response)' })
    const signIn = await client.auth.signInWithPassword({ email: uniqueEmail('x'), password: 'whatever 123', options: { captchaToken: DUMMY_TOKEN } })
    expect(signIn.error).toMatchObject({ status: 400, code: 'captcha_failed' })
    const reset = await client.auth.resetPasswordForEmail(uniqueEmail('x'), { captchaToken: DUMMY_TOKEN })
    expect(reset.error).toMatchObject({ status: 400, code: 'captcha_failed' })
  })

  // api.go puts verifyCaptcha on /resend, /magiclink and /otp too: each can mail an address.
  it('resend, signInWithOtp and magiclink need a token too', async () => {
    const client = createTestClient(backend)
    const email = uniqueEmail('mailroutes')
    expect((await client.auth.resend({ type: 'signup', email })).error).toMatchObject({ status: 400, code: 'captcha_failed' })
    expect((await client.auth.signInWithOtp({ email })).error).toMatchObject({ status: 400, code: 'captcha_failed' })
    const magicLink = await fetch(`${backend.url}/auth/v1/magiclink`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect([magicLink.status, ((await magicLink.json()) as { error_code?: string }).error_code]).toEqual([400, 'captcha_failed'])
    expect((await client.auth.resend({ type: 'signup', email, options: { captchaToken: DUMMY_TOKEN } })).error).toBeNull()
    expect((await client.auth.signInWithOtp({ email, options: { captchaToken: DUMMY_TOKEN, shouldCreateUser: false } })).error).toMatchObject({ code: 'otp_disabled' })
  })

  it('sign-in needs a token, a refresh does not, and the service role skips the check', async () => {
    const email = uniqueEmail('admin')
    // The service role may sign a person up without a token (GoTrue's requireAdminCredentials).
    const created = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'long enough 1' }),
    })
    expect(created.status).toBe(200)
    const client = createTestClient(backend)
    const noToken = await client.auth.signInWithPassword({ email, password: 'long enough 1' })
    expect(noToken.error).toMatchObject({ code: 'captcha_failed' })
    const refresh = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'not-a-token' }),
    })
    // Past the captcha: GoTrue's own answer to an unknown refresh token.
    expect(((await refresh.json()) as { error_code?: string }).error_code).toBe('refresh_token_not_found')
  })
})
