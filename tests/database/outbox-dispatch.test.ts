// Every new lead, chat lead and booking reaches the owner as exactly one e-mail: the
// outbox row commits with the row it announces, notify-owner marks it sent only after
// the mail went out, retries with backoff, and two dispatchers never send one row twice
// (docs/decisions/105-owner-outbox.md). Mails land in the backend's mailbox.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import type { StoredMail } from 'local-supabase/mailbox'
import { dispatch, handleNotifyOwner } from '../../supabase/functions/notify-owner/handler'
import { handleWebhook } from '../../supabase/functions/scheduler-webhook/handler'
import { outboxDeps, webhookDeps } from '../fixtures/scheduler/backend-deps'
import { inviteeCreated, signedRequest } from '../fixtures/scheduler/webhook'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createTestClient, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'
import { ticketLeadsByDefault } from './support/form-tickets'

const chatLead = (email: string, name = 'Dana <b>Bold</b>') => ({ name, email, phone: '(281) 555-0199', vehicle_type: 'SUV', service_interest: 'Signature Detail' })

describe.each(ENGINES)('owner outbox on %s', (engine) => {
  let backend: RunningBackend
  let anon: SupabaseClient
  let owner: string
  const ownerMails = (): Promise<StoredMail[]> => mailsTo(backend, owner)

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
    anon = createTestClient(backend)
  })
  afterAll(() => backend?.close())
  beforeEach(async () => {
    // Each test has its own owner inbox and starts with nothing pending.
    owner = uniqueEmail('owner')
    await backend.query('update private.owner_outbox set sent_at = now() where sent_at is null')
  })

  it('sends one mail per new lead, chat lead and booking, and a second run sends nothing', async () => {
    const leadEmail = uniqueEmail('lead')
    const chatEmail = uniqueEmail('chat')
    const bookingEmail = uniqueEmail('booking')
    expect((await anon.from('leads').insert({ email: leadEmail })).error).toBeNull()
    expect((await anon.from('chatbot_leads').insert(chatLead(chatEmail))).error).toBeNull()
    const booked = await handleWebhook(
      signedRequest(
        'http://f/scheduler-webhook',
        inviteeCreated({ email: bookingEmail, name: 'Sam <script>x</script>', answer: 'Signature Detail (SUV). Vehicle size: SUV', start: '2026-12-05T15:00:00Z', phone: '+1 281 555 0123' }),
      ),
      webhookDeps(backend),
    )
    expect(booked.status).toBe(200)

    const first = await dispatch(outboxDeps(backend, owner))
    expect(first, JSON.stringify(await backend.query('select kind, last_error from private.owner_outbox where last_error is not null'))).toMatchObject({ sent: 3, failed: 0, remaining: 0 })
    expect(await dispatch(outboxDeps(backend, owner))).toMatchObject({ sent: 0, failed: 0, remaining: 0 })

    const mails = await ownerMails()
    expect(mails).toHaveLength(3)
    const lead = mails.find((m) => m.text.includes(leadEmail))!
    expect(lead.subject).toBe(`New subscriber: ${leadEmail}`)
    const chat = mails.find((m) => m.text.includes(chatEmail))!
    expect(chat.html).toContain('Dana &lt;b&gt;Bold&lt;/b&gt;')
    expect(chat.html).toContain('href="tel:+12815550199"')
    expect(chat.html).toContain('href="sms:+12815550199"')
    const booking = mails.find((m) => m.text.includes(bookingEmail))!
    expect(booking.subject).toContain('New booking: Sam')
    expect(booking.text).toContain('When: Saturday, December 5, 2026, 9:00 AM CST')
    expect(booking.text).toContain('Services: Signature Detail (SUV)')
    expect(booking.html).not.toContain('<script>')
    expect(booking.html).toContain('&lt;script&gt;')
    expect(booking.html).toContain(`href="mailto:${bookingEmail}"`)
    expect(booking.html).toContain('href="tel:+12815550123"')
  })

  it('a failing mailer: the row is kept with its error, retried after the backoff, then sent exactly once', async () => {
    const email = uniqueEmail('retry')
    expect((await anon.from('leads').insert({ email })).error).toBeNull()
    const failing = outboxDeps(backend, owner, async () => {
      throw new Error('E-mail API answered 503')
    })
    expect(await dispatch(failing)).toMatchObject({ sent: 0, failed: 1, remaining: 1 })
    const [row] = await backend.query<{ attempts: number; last_error: string; due_later: boolean }>(
      "select attempts, last_error, next_attempt_at > now() + interval '50 seconds' as due_later from private.owner_outbox where payload ->> 'email' = $1",
      [email],
    )
    expect(row).toEqual({ attempts: 1, last_error: 'E-mail API answered 503', due_later: true })
    // Not due yet: a run now sends nothing.
    expect(await dispatch(outboxDeps(backend, owner))).toMatchObject({ sent: 0, failed: 0, remaining: 1 })
    expect(await ownerMails()).toHaveLength(0)

    await backend.query("update private.owner_outbox set next_attempt_at = now() where payload ->> 'email' = $1", [email])
    expect(await dispatch(outboxDeps(backend, owner))).toMatchObject({ sent: 1, failed: 0, remaining: 0 })
    expect(await dispatch(outboxDeps(backend, owner))).toMatchObject({ sent: 0, failed: 0, remaining: 0 })
    expect((await ownerMails()).filter((m) => m.text.includes(email))).toHaveLength(1)
  })

  it('gives up after 8 attempts and leaves the row visible as failed', async () => {
    const email = uniqueEmail('give-up')
    await anon.from('leads').insert({ email })
    await backend.query("update private.owner_outbox set attempts = 7 where payload ->> 'email' = $1", [email])
    const failing = outboxDeps(backend, owner, async () => {
      throw new Error('domain not verified')
    })
    expect(await dispatch(failing)).toMatchObject({ sent: 0, failed: 1, remaining: 0 })
    const [row] = await backend.query("select attempts, last_error, failed_at is not null as gave_up, sent_at from private.owner_outbox where payload ->> 'email' = $1", [email])
    expect(row).toEqual({ attempts: 8, last_error: 'domain not verified', gave_up: true, sent_at: null })
    await backend.query("update private.owner_outbox set next_attempt_at = now() where payload ->> 'email' = $1", [email])
    expect(await dispatch(outboxDeps(backend, owner))).toMatchObject({ sent: 0, failed: 0, remaining: 0 })
  })

  it('a row claimed by a dispatcher that died comes back when its lease ends, not before', async () => {
    const email = uniqueEmail('crash')
    await anon.from('leads').insert({ email })
    const claimed = await outboxDeps(backend, owner).claim(20)
    expect(claimed.map((r) => r.payload.email)).toEqual([email])
    // The dispatcher "crashes" here: nothing marked.
    expect(await dispatch(outboxDeps(backend, owner))).toMatchObject({ sent: 0, failed: 0, remaining: 1 })
    await backend.query("update private.owner_outbox set locked_until = now() - interval '1 second' where payload ->> 'email' = $1", [email])
    expect(await dispatch(outboxDeps(backend, owner))).toMatchObject({ sent: 1, failed: 0, remaining: 0 })
  })

  // A burst becomes one digest per kind (docs/decisions/135-one-lead-per-request-and-owner-digest.md):
  // before it, 50 leads were 50 owner mails.
  it('50 sign-ups and 50 quote requests in one minute: 2 owner mails, each listing all 50', async () => {
    const signUps = Array.from({ length: 50 }, (_, i) => uniqueEmail(`burst${i}`))
    const quotes = Array.from({ length: 50 }, (_, i) => uniqueEmail(`quote${i}`))
    const inserts = await Promise.all([...signUps.map((email) => anon.from('leads').insert({ email })), ...quotes.map((email) => anon.from('chatbot_leads').insert(chatLead(email)))])
    expect(inserts.filter((r) => r.error !== null)).toEqual([])

    const result = await dispatch(outboxDeps(backend, owner))
    const mails = await ownerMails()
    console.info(`[${engine}] 50 sign-ups + 50 quote requests -> ${mails.length} owner mails${mails.length <= 5 ? `: ${mails.map((m) => m.subject).join(' / ')}` : ''}`)
    expect(result).toMatchObject({ sent: 100, failed: 0, remaining: 0, mails: 2 })
    expect(mails).toHaveLength(2)
    expect(new Set(mails.map((m) => m.subject))).toEqual(new Set(['50 new sign-ups in the last minute', '50 new quote requests in the last minute']))
    const digest = mails.find((m) => m.subject.includes('quote requests'))!
    for (const email of quotes) expect(digest.text).toContain(`E-mail: ${email}`)
    expect(digest.text).toContain('Phone: (281) 555-0199 | Vehicle: SUV | Service: Signature Detail')
    expect(digest.html).not.toContain('<b>')
    const [row] = await backend.query<{ unsent: number }>("select count(*)::int as unsent from private.owner_outbox where payload ->> 'email' = any($1) and sent_at is null", [[...signUps, ...quotes]])
    expect(row?.unsent).toBe(0)
  })

  it('50 concurrent leads, two dispatchers at once: every lead in exactly one mail, far fewer than 50 mails', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => uniqueEmail(`race${i}`))
    const inserts = await Promise.all(emails.map((email) => anon.from('leads').insert({ email })))
    expect(inserts.filter((r) => r.error !== null)).toEqual([])

    const [first, second] = await Promise.all([dispatch(outboxDeps(backend, owner)), dispatch(outboxDeps(backend, owner))])
    expect(first.sent + second.sent).toBe(50)
    const mails = await ownerMails()
    console.info(`[${engine}] 50 leads, two dispatchers -> ${mails.length} owner mails`)
    // The two claims split the burst at most into two digests, or one digest and up to 5 singles.
    expect(mails.length).toBeLessThanOrEqual(6)
    for (const email of emails)
      expect(
        mails.filter((m) => m.text.includes(`${email}\n`) || m.text.includes(`${email} |`)),
        email,
      ).toHaveLength(1)
  })

  it('a digest the mail API refuses leaves every row in it failed with its backoff, then goes out once', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => uniqueEmail(`digest-retry${i}`))
    for (const email of emails) expect((await anon.from('leads').insert({ email })).error).toBeNull()
    const failing = outboxDeps(backend, owner, async () => {
      throw new Error('E-mail API answered 503')
    })
    expect(await dispatch(failing)).toMatchObject({ sent: 0, failed: 8, remaining: 8 })
    const rows = await backend.query<{ attempts: number; sent: boolean }>("select attempts, sent_at is not null as sent from private.owner_outbox where payload ->> 'email' = any($1)", [emails])
    expect(rows).toEqual(emails.map(() => ({ attempts: 1, sent: false })))
    await backend.query("update private.owner_outbox set next_attempt_at = now() where payload ->> 'email' = any($1)", [emails])
    expect(await dispatch(outboxDeps(backend, owner))).toMatchObject({ sent: 8, failed: 0, remaining: 0, mails: 1 })
    expect(await ownerMails()).toHaveLength(1)
  })

  it('the purge runs over /rest/v1/rpc as the service role, as notify-owner calls it, and never for the API roles', async () => {
    const call = (key: string) =>
      fetch(`${backend.url}/rest/v1/rpc/purge_expired_rows`, {
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: '{}',
      })
    const email = uniqueEmail('purged')
    await backend.query("insert into private.owner_outbox (kind, payload, sent_at) values ('lead', jsonb_build_object('email', $1::text), now() - interval '91 days')", [email])
    const ok = await call(backend.serviceRoleKey)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ owner_outbox: expect.any(Number), booking_intents: expect.any(Number), discount_codes: expect.any(Number) })
    expect(await backend.query("select 1 from private.owner_outbox where payload ->> 'email' = $1", [email])).toEqual([])
    expect((await call(backend.anonKey)).status).toBe(401)
  })

  it('only the service role may run the dispatcher', async () => {
    const deps = { ...outboxDeps(backend, owner), serviceRoleKey: backend.serviceRoleKey }
    const request = (key: string | null) => new Request('http://f/notify-owner', { method: 'POST', headers: key ? { Authorization: `Bearer ${key}` } : {}, body: '{}' })
    expect((await handleNotifyOwner(request(null), deps)).status).toBe(401)
    expect((await handleNotifyOwner(request(backend.anonKey), deps)).status).toBe(401)
    const ok = await handleNotifyOwner(request(backend.serviceRoleKey), deps)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ sent: 0, failed: 0, remaining: 0 })
  })

  it('the API roles cannot reach the outbox or its functions', async () => {
    const { createConfirmedUser } = await import('local-supabase/testing/clients')
    const user = await createConfirmedUser(backend)
    for (const sql of ['count(*) from private.owner_outbox', '* from public.claim_owner_outbox(1, 60)', 'public.mark_owner_outbox_sent(1)']) {
      for (const role of ['anon', 'authenticated']) {
        await expect(backend.query(`do $$ begin set local role ${role}; perform ${sql}; end $$`), `${role}: ${sql}`).rejects.toMatchObject({ code: '42501' })
      }
    }
    expect(user.id).toBeTruthy()
  })
})
