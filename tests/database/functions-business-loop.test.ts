// The business loop through the real edge functions, run under Deno by the backend's
// functions runner (not the handler modules): a signed scheduler delivery becomes a
// booking, and the local cron's notify-owner run mails the owner once per lead and
// booking. The handlers' own rules are tested in bookings-webhook.test.ts and
// outbox-dispatch.test.ts; this file proves the deployed shape works end to end.
// Webhook signatures: https://developer.calendly.com/api-docs/overview/webhooks/webhook-signatures
// Scheduled functions: https://supabase.com/docs/guides/functions/schedule-functions
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import business from '../../data/business.json' with { type: 'json' }
import type { RunningBackend } from 'local-supabase'
import { inviteeCreated, signedRequest } from '../fixtures/scheduler/webhook'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createTestClient, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'
import { ticketLeadsByDefault } from './support/form-tickets'

const OWNER = business.email

async function deliver(backend: RunningBackend, request: Request): Promise<Response> {
  const url = `${backend.url}/functions/v1/scheduler-webhook`
  // The scheduler sends no apikey and no JWT: only its signature.
  return fetch(url, { method: 'POST', headers: request.headers, body: await request.text() })
}

async function runDispatcher(backend: RunningBackend): Promise<{ sent: number; failed: number; remaining: number }> {
  const response = await fetch(`${backend.url}/functions/v1/notify-owner`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  })
  expect(response.status).toBe(200)
  return response.json()
}

async function ownerMailsAbout(backend: RunningBackend, needle: string) {
  return (await mailsTo(backend, OWNER)).filter((mail) => mail.text.includes(needle))
}

for (const engine of ENGINES) {
  describe(`the business loop under Deno on ${engine}`, () => {
    let backend: RunningBackend
    beforeAll(async () => {
      backend = await startTestBackend(engine)
      await ticketLeadsByDefault(backend)
    })
    afterAll(() => backend?.close())

    it('a signed delivery through /functions/v1 becomes one booking; an unsigned one is refused with 401 and writes nothing', async () => {
      const email = uniqueEmail('loop-webhook')
      const body = JSON.stringify(inviteeCreated({ email, answer: 'Signature Detail (SUV)' }))
      const url = `${backend.url}/functions/v1/scheduler-webhook`

      const unsigned = await deliver(backend, signedRequest(url, body, { signature: null }))
      expect(unsigned.status).toBe(401)
      const forged = await deliver(backend, signedRequest(url, body, { key: 'someone-elses-key' }))
      expect(forged.status).toBe(401)
      expect(await backend.query('select 1 from public.bookings where email = $1', [email])).toEqual([])

      const accepted = await deliver(backend, signedRequest(url, body))
      expect(accepted.status).toBe(200)
      const replayed = await deliver(backend, signedRequest(url, body))
      expect(replayed.status).toBe(200)
      expect(await backend.query('select status from public.bookings where email = $1', [email])).toEqual([{ status: 'active' }])
    })

    it('notify-owner mails the owner once per new lead and booking, and a second run sends nothing new', async () => {
      const leadEmail = uniqueEmail('loop-lead')
      const anon = createTestClient(backend)
      const { error } = await anon.from('chatbot_leads').insert({
        name: 'Loop Tester',
        email: leadEmail,
        phone: '281-555-0100',
        vehicle_type: 'SUV',
        service_interest: 'Signature Detail',
      })
      expect(error).toBeNull()
      const bookingEmail = uniqueEmail('loop-booking')
      const url = `${backend.url}/functions/v1/scheduler-webhook`
      const delivered = await deliver(backend, signedRequest(url, JSON.stringify(inviteeCreated({ email: bookingEmail, answer: 'Full Detail Package (Sedan)' }))))
      expect(delivered.status).toBe(200)

      // Other tests' rows may be in the outbox too: run until it is drained.
      await expect.poll(async () => (await runDispatcher(backend)).remaining, { timeout: 30_000 }).toBe(0)
      const leadMails = await ownerMailsAbout(backend, leadEmail)
      expect(leadMails).toHaveLength(1)
      expect(leadMails[0]!.html).toContain(`mailto:${leadEmail}`)
      expect(await ownerMailsAbout(backend, bookingEmail)).toHaveLength(1)

      expect(await runDispatcher(backend)).toMatchObject({ sent: 0 })
      expect(await ownerMailsAbout(backend, leadEmail)).toHaveLength(1)
      expect(await ownerMailsAbout(backend, bookingEmail)).toHaveLength(1)
    })

    it('notify-owner refuses a caller holding only the public key', async () => {
      const response = await fetch(`${backend.url}/functions/v1/notify-owner`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      })
      expect(response.status).toBeGreaterThanOrEqual(401)
      expect(response.status).toBeLessThan(404)
    })
  })
}
