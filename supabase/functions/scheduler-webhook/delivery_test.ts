// deno test supabase/functions/scheduler-webhook
import { assertEquals } from '../_shared/test-assert.ts'
import { checkDelivery } from './delivery.ts'
import { handleWebhook } from './handler.ts'
import { hmacSha256Hex } from './signature.ts'

const KEY = 'a-test-signing-key-of-forty-characters-x'
const invitee = { uri: 'https://api.calendly.com/scheduled_events/E/invitees/I', email: 'pat@example.com', scheduled_event: { start_time: '2026-12-05T15:00:00Z' } }

Deno.test('accepts invitee.created and invitee.canceled with an invitee uri and e-mail', () => {
  for (const event of ['invitee.created', 'invitee.canceled']) {
    assertEquals(checkDelivery(JSON.stringify({ event, payload: invitee })).ok, true)
  }
})

// The no-show mark and its undo carry the invitee as payload, with `no_show` set or null:
// https://developer.calendly.com/api-docs/overview/webhooks/webhook-payload
Deno.test('accepts invitee_no_show.created and invitee_no_show.deleted for the database to store', () => {
  for (const event of ['invitee_no_show.created', 'invitee_no_show.deleted']) {
    const check = checkDelivery(
      JSON.stringify({ event, payload: { ...invitee, no_show: event.endsWith('created') ? { uri: 'https://api.calendly.com/invitee_no_shows/N', created_at: '2026-12-05T16:00:00Z' } : null } }),
    )
    assertEquals({ ok: check.ok, event: check.ok ? check.event : null }, { ok: true, event })
  }
  assertEquals(checkDelivery(JSON.stringify({ event: 'invitee_no_show.created', payload: {} })).ok, false)
})

Deno.test('acknowledges other events without touching them', () => {
  assertEquals(checkDelivery('{"event":"routing_form_submission.created","payload":{}}'), { ok: true, event: 'ignored', name: 'routing_form_submission.created' })
})

Deno.test('refuses bad JSON and wrong shapes with a message', () => {
  for (const body of [
    '',
    '{',
    '[]',
    '"x"',
    '{"payload":{}}',
    '{"event":"invitee.created"}',
    JSON.stringify({ event: 'invitee.created', payload: { ...invitee, email: 'nope' } }),
    JSON.stringify({ event: 'invitee.created', payload: { ...invitee, uri: 7 } }),
    JSON.stringify({ event: 'invitee.created', payload: { ...invitee, questions_and_answers: 'a1' } }),
  ]) {
    assertEquals(checkDelivery(body).ok, false, body)
  }
})

Deno.test('the handler writes nothing unless the signature holds, and answers 400 for a signed bad body', async () => {
  let writes = 0
  const deps = {
    signingKey: KEY,
    nowSeconds: () => 1700000000,
    recordEvent: async () => {
      writes += 1
      return { result: 'created' }
    },
  }
  const request = async (body: string, key: string) =>
    new Request('http://f', {
      method: 'POST',
      body,
      headers: { 'Calendly-Webhook-Signature': `t=1700000000,v1=${await hmacSha256Hex(key, `1700000000.${body}`)}` },
    })
  const good = JSON.stringify({ event: 'invitee.created', payload: invitee })
  assertEquals((await handleWebhook(await request(good, 'wrong'), deps)).status, 401)
  assertEquals(writes, 0)
  assertEquals((await handleWebhook(await request('{oops', KEY), deps)).status, 400)
  assertEquals((await handleWebhook(await request(good, KEY), deps)).status, 200)
  assertEquals(writes, 1)
})

// The deposit the event type charged rides on the invitee as `payment`, null when none
// (https://developer.calendly.com/api-docs/calendly-api/scheduled-events/get-event-invitee);
// the database keeps what fits Calendly's shape, so no payment, however odd, costs the booking.
Deno.test('passes an invitee with or without a payment, well-formed or not, on to the database', () => {
  const payments = [
    null,
    { external_id: 'ch_1', provider: 'stripe', amount: 50, currency: 'USD', terms: 'Refundable up to 24 hours before.', successful: true },
    { external_id: 'PAYID-1', provider: 'paypal', amount: 50, currency: 'EUR', terms: null, successful: false },
    { amount: 'fifty', successful: 'yes' },
    'not an object',
  ]
  for (const payment of payments) assertEquals(checkDelivery(JSON.stringify({ event: 'invitee.created', payload: { ...invitee, payment } })).ok, true)
})
