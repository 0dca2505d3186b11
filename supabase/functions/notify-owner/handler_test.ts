// deno test supabase/functions/notify-owner
// A burst of leads or quote requests reaches the owner as one digest, marked sent only
// after the mail API accepted it; bookings and cancellations always go one by one; the
// run purges expired rows after the mail, and a failing purge fails nothing.
// docs/decisions/135-one-lead-per-request-and-owner-digest.md
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { DIGEST_THRESHOLD, dispatch, type NotifyOwnerDeps, type OutboxRow } from './handler.ts'
import type { OutboxKind } from './mail.ts'

const NOW = new Date('2026-11-26T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString()

function rows(kind: OutboxKind, count: number, firstId: number): OutboxRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    kind,
    attempts: 0,
    payload: {
      name: `Person ${firstId + i}`,
      email: `p${firstId + i}@example.com`,
      phone: '281-555-0100',
      vehicle_type: 'SUV',
      service_interest: 'Signature Detail',
      start_time: '2026-12-05T15:00:00Z',
      // The oldest row of each burst is ten minutes old.
      created_at: minutesAgo(i === 0 ? 10 : 1),
    },
  }))
}

interface Sent {
  subject: string
  text: string
  html: string
  key: string
}

/** An outbox in memory: claim hands out each row once; every call is logged in order. */
function fakeDeps(outbox: OutboxRow[], options: { failSend?: (subject: string) => boolean; failPurge?: boolean } = {}) {
  const queue = [...outbox]
  const log: string[] = []
  const sent: Sent[] = []
  const marked = { sent: [] as number[], failed: [] as number[] }
  const deps: Omit<NotifyOwnerDeps, 'serviceRoleKey'> = {
    ownerEmail: 'owner@example.com',
    now: () => NOW,
    claim: async (limit) => queue.splice(0, limit),
    markSent: async (id) => {
      log.push(`sent ${id}`)
      marked.sent.push(id)
    },
    markFailed: async (id) => {
      log.push(`failed ${id}`)
      marked.failed.push(id)
    },
    pending: async () => marked.failed.length,
    sendEmail: async (mail, key) => {
      log.push(`mail ${mail.subject}`)
      if (options.failSend?.(mail.subject)) throw new Error('E-mail API answered 503')
      sent.push({ subject: mail.subject, text: mail.text, html: mail.html, key })
    },
    purge: async () => {
      log.push('purge')
      if (options.failPurge) throw new Error('purge_expired_rows answered 500')
      return { booking_intents: 2, owner_outbox: 3, discount_codes: 1 }
    },
  }
  return { deps, log, sent, marked }
}

Deno.test(`up to ${DIGEST_THRESHOLD} leads of a kind in one run: one mail each`, async () => {
  const { deps, sent } = fakeDeps([...rows('lead', DIGEST_THRESHOLD, 1), ...rows('chat_lead', DIGEST_THRESHOLD, 100)])
  const result = await dispatch(deps)
  assertEquals(result.sent, 2 * DIGEST_THRESHOLD)
  assertEquals(result.mails, 2 * DIGEST_THRESHOLD)
  assert(sent.every((mail) => mail.key.startsWith('owner-outbox-')))
})

Deno.test('a burst of waiting-list sign-ups folds into one digest like leads', async () => {
  const { deps, sent } = fakeDeps([...rows('waitlist', DIGEST_THRESHOLD + 1, 1), ...rows('booking', 1, 50)])
  const result = await dispatch(deps)
  assertEquals(result.mails, 2)
  assert(
    sent.some((mail) => mail.key === `owner-digest-waitlist-1-${DIGEST_THRESHOLD + 1}-${DIGEST_THRESHOLD + 1}`),
    JSON.stringify(sent.map((m) => m.key)),
  )
})

Deno.test('37 quote requests, 40 sign-ups, a booking and a cancellation: two digests and two single mails', async () => {
  const outbox = [...rows('chat_lead', 37, 1), ...rows('booking', 1, 50), ...rows('lead', 40, 60), ...rows('booking_canceled', 1, 200)]
  const { deps, sent, marked } = fakeDeps(outbox)
  const result = await dispatch(deps)
  console.log(`79 outbox rows -> ${result.mails} owner mails: ${sent.map((mail) => mail.subject).join(' / ')}`)
  assertEquals({ sent: result.sent, failed: result.failed, mails: result.mails }, { sent: 79, failed: 0, mails: 4 })
  const subjects = sent.map((mail) => mail.subject)
  assert(subjects.includes('37 new quote requests in the last 10 minutes'), subjects.join('\n'))
  assert(subjects.includes('40 new sign-ups in the last 10 minutes'), subjects.join('\n'))
  assert(subjects.some((subject) => subject.startsWith('New booking: Person 50')))
  assert(subjects.some((subject) => subject.startsWith('Canceled: Person 200')))
  assertEquals(marked.sent.length, 79)

  const quotes = sent.find((mail) => mail.subject.startsWith('37 '))!
  for (const fact of ['Name: Person 1 ', 'E-mail: p1@example.com', 'Phone: 281-555-0100', 'Vehicle: SUV', 'Service: Signature Detail', '37. Name: Person 37 ']) {
    assert(quotes.text.includes(fact), `${fact} in\n${quotes.text}`)
  }
  assertEquals(quotes.key, 'owner-digest-chat_lead-1-37-37')
})

Deno.test('digest rows are marked sent only after the mail API accepted the digest', async () => {
  const { deps, log } = fakeDeps(rows('lead', 8, 1))
  await dispatch(deps)
  const mailAt = log.findIndex((line) => line.startsWith('mail 8 new sign-ups'))
  assert(mailAt >= 0, log.join('\n'))
  assertEquals(log.findIndex((line) => line.startsWith('sent ')) > mailAt, true)
  assertEquals(log.filter((line) => line.startsWith('sent ')).length, 8)
})

Deno.test('a digest the mail API refuses: every row in it is marked failed (retried with backoff), none sent', async () => {
  const outbox = [...rows('chat_lead', 12, 1), ...rows('booking', 1, 50)]
  const { deps, marked } = fakeDeps(outbox, { failSend: (subject) => subject.includes('quote requests') })
  const result = await dispatch(deps)
  assertEquals({ sent: result.sent, failed: result.failed, mails: result.mails }, { sent: 1, failed: 12, mails: 1 })
  assertEquals(
    marked.failed,
    Array.from({ length: 12 }, (_, i) => i + 1),
  )
  assertEquals(marked.sent, [50])
})

Deno.test('bookings and cancellations are never coalesced', async () => {
  const { deps, sent } = fakeDeps([...rows('booking', 9, 1), ...rows('booking_canceled', 9, 20)])
  const result = await dispatch(deps)
  assertEquals(result.mails, 18)
  assert(sent.every((mail) => mail.key.startsWith('owner-outbox-')))
})

Deno.test('the run purges expired rows after the mail, and reports what it removed', async () => {
  const { deps, log } = fakeDeps(rows('lead', 2, 1))
  const result = await dispatch(deps)
  assertEquals(log[log.length - 1], 'purge')
  assertEquals(log.filter((line) => line === 'purge').length, 1)
  assertEquals(result.purged, { booking_intents: 2, owner_outbox: 3, discount_codes: 1 })
})

Deno.test('a failing purge does not fail the mail run', async () => {
  const { deps } = fakeDeps(rows('lead', 2, 1), { failPurge: true })
  const result = await dispatch(deps)
  assertEquals({ sent: result.sent, failed: result.failed, mails: result.mails, purged: result.purged }, { sent: 2, failed: 0, mails: 2, purged: null })
})

Deno.test('plan joins and leaves name the plan from the catalogue, and its id once the plan is gone', async () => {
  const plan = (id: number, kind: OutboxKind, planId: string): OutboxRow => ({
    id,
    kind,
    attempts: 0,
    payload: { name: 'Maria', email: 'maria@example.com', vehicle: '2021 Toyota Camry (Sedan)', plan_id: planId, created_at: minutesAgo(1) },
  })
  const { deps, sent } = fakeDeps([plan(1, 'plan_joined', 'maintenance-wash'), plan(2, 'plan_left', 'retired-plan')])
  deps.planNames = new Map([['maintenance-wash', 'Maintenance Wash']])
  await dispatch(deps)
  assertEquals(
    sent.map((mail) => mail.subject),
    ['Plan joined: Maria, Maintenance Wash', 'Plan left: Maria, retired-plan'],
  )
  assert(sent[0]!.text.includes('Plan: Maintenance Wash'), sent[0]!.text)
})

Deno.test('a burst of plan joins is one digest whose plan column holds the names', async () => {
  const joins: OutboxRow[] = Array.from({ length: DIGEST_THRESHOLD + 1 }, (_, i) => ({
    id: i + 1,
    kind: 'plan_joined',
    attempts: 0,
    payload: { name: `Person ${i}`, email: `p${i}@example.com`, vehicle: 'SUV', plan_id: 'maintenance-wash', created_at: minutesAgo(1) },
  }))
  const { deps, sent } = fakeDeps(joins)
  deps.planNames = new Map([['maintenance-wash', 'Maintenance Wash']])
  await dispatch(deps)
  assertEquals(sent.length, 1)
  assert(sent[0]!.text.includes('Plan: Maintenance Wash'), sent[0]!.text)
  assert(!sent[0]!.text.includes('maintenance-wash'), 'the id stays out of the digest')
})
