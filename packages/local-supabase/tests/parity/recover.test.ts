// Hosted GoTrue's /recover, through supabase-js on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../src/server'
import { ENGINES, SITE_URL, startTestBackend } from '../../src/testing/engines'
import { createConfirmedUser, createTestClient, mailsTo, uniqueEmail } from '../../src/testing/clients'

describe.each(ENGINES)('GoTrue recover parity on %s', (engine) => {
  let backend: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  const recover = (email: string) =>
    fetch(`${backend.url}/auth/v1/recover?redirect_to=${encodeURIComponent(`${SITE_URL}/reset-password`)}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })

  // https://github.com/supabase/auth/blob/master/internal/api/recover.go: an unknown address
  // gets the same 200 {} as a real one, so the endpoint cannot be used to list accounts.
  it('answers an unknown address exactly like a known one', async () => {
    const user = await createConfirmedUser(backend)
    const known = await recover(user.email)
    const unknown = await recover(uniqueEmail('nobody'))
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.json()).toEqual({})
    expect(await unknown.json()).toEqual({})
    expect((await mailsTo(backend, user.email))[0]!.subject).toMatch(/reset/i)
  })

  // https://github.com/supabase/auth/blob/master/internal/api/mail.go (sendPasswordRecovery ->
  // validateSentWithinFrequencyLimit): a second reset mail within a minute is 429.
  it('a second reset request for one address within a minute is 429 over_email_send_rate_limit', async () => {
    const user = await createConfirmedUser(backend)
    expect((await createTestClient(backend).auth.resetPasswordForEmail(user.email)).error).toBeNull()
    const again = await createTestClient(backend).auth.resetPasswordForEmail(user.email)
    expect(again.error?.status).toBe(429)
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    expect((await mailsTo(backend, user.email)).filter((mail) => /reset/i.test(mail.subject))).toHaveLength(1)
  })
})
