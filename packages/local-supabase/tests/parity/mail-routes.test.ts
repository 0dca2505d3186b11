// Hosted GoTrue's other mail routes, /resend, /otp and /magiclink, through supabase-js
// (auth.resend, auth.signInWithOtp) on both engines, as https://github.com/supabase/auth has
// them: internal/api/resend.go, otp.go and magic_link.go for the answers, internal/api/mail.go
// (sendConfirmation, sendMagicLink, validateSentWithinFrequencyLimit) for the timers,
// internal/mailer/templatemailer/templatemailer.go for the sign-in mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../src/server'
import { ENGINES, SITE_URL, startTestBackend } from '../../src/testing/engines'
import { createConfirmedUser, createTestClient, followMailLink, mailsTo, uniqueEmail } from '../../src/testing/clients'

const FREQUENCY_MESSAGE = /^For security purposes, you can only request this after \d+ seconds\.$/

describe.each(ENGINES)('GoTrue resend / otp / magiclink parity on %s', (engine) => {
  let backend: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${backend.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  /** As if a minute had passed since the address's last mails. */
  const aMinuteLater = (email: string) =>
    backend.query(`update auth.users set confirmation_sent_at = confirmation_sent_at - interval '60 seconds', recovery_sent_at = recovery_sent_at - interval '60 seconds' where email = $1`, [email])

  it('resend type=signup re-sends a pending confirmation once a minute; a confirmed or unknown address gets 200 {} and nothing', async () => {
    const pending = uniqueEmail('pending')
    expect((await createTestClient(backend).auth.signUp({ email: pending, password: 'long enough 1' })).error).toBeNull()
    const soon = await createTestClient(backend).auth.resend({ type: 'signup', email: pending })
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: expect.stringMatching(FREQUENCY_MESSAGE) })
    await aMinuteLater(pending)
    expect((await createTestClient(backend).auth.resend({ type: 'signup', email: pending, options: { emailRedirectTo: `${SITE_URL}/garage` } })).error).toBeNull()
    const mails = await mailsTo(backend, pending)
    expect(mails).toHaveLength(2)
    // The newest link works and lands where it was asked to; the older one was replaced.
    const { location, fragment } = await followMailLink(mails[0]!.links[0]!)
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/garage`)
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('access_token')).toBeTruthy()

    const confirmed = await createConfirmedUser(backend)
    const unknown = uniqueEmail('nobody')
    for (const email of [confirmed.email, unknown]) {
      expect(await post('resend', { type: 'signup', email })).toEqual({ status: 200, body: {} })
      expect(await post('resend', { type: 'email_change', email })).toEqual({ status: 200, body: {} })
    }
    expect(await mailsTo(backend, confirmed.email)).toHaveLength(1)
    expect(await mailsTo(backend, unknown)).toEqual([])
  })

  it("resend refuses what GoTrue's Validate refuses, with its messages", async () => {
    const email = uniqueEmail('resend')
    expect(await post('resend', { type: 'recovery', email })).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed', msg: 'Missing one of these types: signup, email_change, sms, phone_change' },
    })
    expect(await post('resend', { type: 'signup' })).toMatchObject({ status: 400, body: { msg: 'Type provided requires an email address' } })
    expect(await post('resend', { type: 'sms', email })).toMatchObject({ status: 400, body: { msg: 'Type provided requires a phone number' } })
    expect(await post('resend', { type: 'signup', email, phone: '+15555550100' })).toMatchObject({ status: 400, body: { msg: 'Only an email address or phone number should be provided.' } })
    expect(await post('resend', { type: 'sms', phone: '+15555550100' })).toMatchObject({ status: 400, body: { error_code: 'phone_provider_disabled', msg: 'Phone logins are disabled' } })
    expect(await post('resend', { type: 'email_change' })).toMatchObject({ status: 400, body: { msg: 'Missing email address or phone number' } })
    expect(await post('resend', { type: 'signup', email: 'not an address' })).toMatchObject({ status: 400, body: { msg: 'Unable to validate email address: invalid format' } })
  })

  it('signInWithOtp mails a confirmed account "Your sign-in link", which signs it in; the reset timer is the same one', async () => {
    const user = await createConfirmedUser(backend)
    const client = createTestClient(backend)
    expect((await client.auth.signInWithOtp({ email: user.email.toUpperCase(), options: { shouldCreateUser: false } })).error).toBeNull()
    const [mail] = await mailsTo(backend, user.email)
    expect(mail!.subject).toBe('Your sign-in link')
    // sendMagicLink "reuse[s] the recovery db timer": a reset within the minute is refused.
    expect((await client.auth.resetPasswordForEmail(user.email)).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect((await client.auth.signInWithOtp({ email: user.email })).error).toMatchObject({ status: 429, message: expect.stringMatching(FREQUENCY_MESSAGE) })
    const { fragment } = await followMailLink(mail!.links[0]!)
    expect(fragment.get('type')).toBe('magiclink')
    const session = await createTestClient(backend).auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })
    expect(session.data.user?.email).toBe(user.email)
  })

  it('signInWithOtp signs an unknown address up (a confirmation mail), or with shouldCreateUser false answers 422 otp_disabled and stores nothing', async () => {
    const stranger = uniqueEmail('stranger')
    const refused = await createTestClient(backend).auth.signInWithOtp({ email: stranger, options: { shouldCreateUser: false } })
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' })
    expect(await backend.query('select 1 from auth.users where email = $1', [stranger])).toEqual([])
    expect(await mailsTo(backend, stranger)).toEqual([])

    const newcomer = uniqueEmail('newcomer')
    expect((await createTestClient(backend).auth.signInWithOtp({ email: newcomer, options: { data: { full_name: 'New Comer' } } })).error).toBeNull()
    const [row] = await backend.query<{ meta: Record<string, unknown>; confirmed: unknown }>('select raw_user_meta_data as meta, email_confirmed_at as confirmed from auth.users where email = $1', [
      newcomer,
    ])
    expect(row).toEqual({ meta: { full_name: 'New Comer' }, confirmed: null })
    const [mail] = await mailsTo(backend, newcomer)
    expect((await followMailLink(mail!.links[0]!)).fragment.get('type')).toBe('signup')
  })

  it("otp and magiclink refuse what GoTrue's handlers refuse, with its messages", async () => {
    const email = uniqueEmail('otp')
    expect(await post('otp', { email, phone: '+15555550100' })).toMatchObject({ status: 400, body: { msg: 'Only an email address or phone number should be provided' } })
    expect(await post('otp', { email, channel: 'sms' })).toMatchObject({ status: 400, body: { msg: 'Channel should only be specified with Phone OTP' } })
    expect(await post('otp', {})).toMatchObject({ status: 400, body: { error_code: 'validation_failed', msg: 'One of email or phone must be set' } })
    const phone = await createTestClient(backend).auth.signInWithOtp({ phone: '+15555550100' })
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Unsupported phone provider' })
    expect(await post('magiclink', {})).toMatchObject({ status: 422, body: { error_code: 'validation_failed', msg: 'Password recovery requires an email' } })
    expect(await post('magiclink', { email: 'x'.repeat(250) + '@example.com' })).toMatchObject({ status: 400, body: { msg: 'An email address is too long' } })
    expect(await backend.query('select 1 from auth.users where email = $1', [email])).toEqual([])
  })
})
