// Hosted GoTrue's sign-up, through supabase-js, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../src/server'
import { ENGINES, startTestBackend } from '../../src/testing/engines'
import { createConfirmedUser, createTestClient, mailsTo, uniqueEmail } from '../../src/testing/clients'

describe.each(ENGINES)('GoTrue sign-up parity on %s', (engine) => {
  let backend: RunningBackend
  // A second backend whose mail frequency limit is off, to see the re-sent link.
  let noMailLimit: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    noMailLimit = await startTestBackend(engine, { emailMinIntervalSeconds: 0 })
  })
  afterAll(async () => {
    await backend?.close()
    await noMailLimit?.close()
  })

  // https://github.com/supabase/auth/blob/master/internal/api/signup.go: "do not update the
  // user because we can't be sure of their claimed identity"; the answer is the pending user.
  it('a repeat sign-up of an unconfirmed address changes neither password nor metadata', async () => {
    const email = uniqueEmail('pending')
    const owner = await createTestClient(noMailLimit).auth.signUp({ email, password: 'owner password 1', options: { data: { full_name: 'Owner' } } })
    expect(owner.error).toBeNull()

    const intruder = await createTestClient(noMailLimit).auth.signUp({ email, password: 'intruder password', options: { data: { full_name: 'Intruder' } } })
    expect(intruder.error).toBeNull()
    expect(intruder.data.user?.id).toBe(owner.data.user?.id)
    expect(intruder.data.user?.user_metadata.full_name).toBe('Owner')
    expect(intruder.data.session).toBeNull()

    const [row] = await noMailLimit.query<{ meta: { full_name: string }; hash: string }>('select raw_user_meta_data as meta, encrypted_password as hash from auth.users where email = $1', [email])
    expect(row!.meta.full_name).toBe('Owner')
    // Confirming through the newest link and signing in works only with the owner's password.
    const mails = await mailsTo(noMailLimit, email)
    expect(mails).toHaveLength(2)
    await fetch(mails[0]!.links[0]!, { redirect: 'manual' })
    const asIntruder = await createTestClient(noMailLimit).auth.signInWithPassword({ email, password: 'intruder password' })
    expect(asIntruder.error?.code).toBe('invalid_credentials')
    const asOwner = await createTestClient(noMailLimit).auth.signInWithPassword({ email, password: 'owner password 1' })
    expect(asOwner.error).toBeNull()
  })

  // https://github.com/supabase/auth/blob/master/internal/api/mail.go (sendConfirmation ->
  // validateSentWithinFrequencyLimit, SMTP max_frequency 60 s by default).
  it('a repeat sign-up within a minute of the last link gets 429 over_email_send_rate_limit and no mail', async () => {
    const email = uniqueEmail('again')
    await createTestClient(backend).auth.signUp({ email, password: 'first password 1' })
    const again = await createTestClient(backend).auth.signUp({ email, password: 'first password 1' })
    expect(again.error?.status).toBe(429)
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
    expect(await mailsTo(backend, email)).toHaveLength(1)
  })

  // signup.go sanitizeUser: a confirmed address gets a fake user (random id, no identities), 200.
  it('a sign-up for a confirmed address gets an obfuscated user and sends nothing', async () => {
    const existing = await createConfirmedUser(backend)
    const { data, error } = await createTestClient(backend).auth.signUp({ email: existing.email, password: 'whatever password' })
    expect(error).toBeNull()
    expect(data.user?.id).not.toBe(existing.id)
    expect(data.user?.identities).toEqual([])
    expect(await mailsTo(backend, existing.email)).toHaveLength(1)
  })

  // https://github.com/supabase/auth/blob/master/internal/api/password.go: WeakPasswordError -> 422 weak_password.
  it('a short password is weak_password, 422, with reasons', async () => {
    const { error } = await createTestClient(backend).auth.signUp({ email: uniqueEmail('weak'), password: 'short' })
    expect(error?.name).toBe('AuthWeakPasswordError')
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('weak_password')
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length'])
  })

  // password.go: MaxPasswordLength = 72 (bytes, Go's len), 400 validation_failed.
  it('a password over 72 bytes is refused with 400 validation_failed, 72 bytes is fine', async () => {
    const tooLong = await createTestClient(backend).auth.signUp({ email: uniqueEmail('long'), password: 'a'.repeat(73) })
    expect(tooLong.error?.status).toBe(400)
    expect(tooLong.error?.code).toBe('validation_failed')
    expect(tooLong.error?.message).toBe('Password cannot be longer than 72 characters')

    const multiByte = await createTestClient(backend).auth.signUp({ email: uniqueEmail('euro'), password: '€'.repeat(25) })
    expect(multiByte.error?.code).toBe('validation_failed')

    const huge = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('huge'), password: 'p'.repeat(900_000) }),
    })
    expect(huge.status).toBe(400)

    const exact = await createTestClient(backend).auth.signUp({ email: uniqueEmail('exact'), password: 'b'.repeat(72) })
    expect(exact.error).toBeNull()
  })
})
