// Messages to customers through the backend, each exactly once, with the clock driven by
// the test (p_now of enqueue/claim_customer_outbox): a prep reminder 48 hours before an
// active booking (its services' prep items from data/services.json), a review request
// N hours after a finished one (data/business.json), none for a no-show or an
// unsubscribed address, and a reschedule reminded for its new time only.
// docs/decisions/142-customer-messages-from-the-outbox.md,
// docs/decisions/143-unsubscribe-without-signing-in.md
// No-show webhooks: https://developer.calendly.com/api-docs/overview/webhooks/webhook-payload
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'
import { handleWebhook } from '../../supabase/functions/scheduler-webhook/handler'
import { dispatchCustomers } from '../../supabase/functions/notify-owner/customer'
import { dispatch } from '../../supabase/functions/notify-owner/handler'
import { bookingPrep } from '../../supabase/functions/_shared/booking-prep'
import { customerDeps, outboxDeps, webhookDeps } from '../fixtures/scheduler/backend-deps'
import { inviteeCanceled, inviteeCreated, inviteeNoShow, newInviteeUri, reschedulePair, signedRequest, type BookingOptions, type CalendlyDelivery } from '../fixtures/scheduler/webhook'
import business from '../../data/business.json'
import services from '../../data/services.json'

const HOUR = 3600_000
const ANSWER = 'Signature Detail (SUV); Engine Bay Detailing. Vehicle size: SUV'

describe.each(ENGINES)('customer messages on %s', (engine) => {
  let backend: RunningBackend
  /** The test's clock; each test starts from the real time. */
  let clock = new Date()
  const run = () => dispatchCustomers(customerDeps(backend, () => clock))
  const deliver = async (delivery: CalendlyDelivery) => {
    const response = await handleWebhook(signedRequest('http://f/scheduler-webhook', delivery), webhookDeps(backend))
    expect(response.status, await response.clone().text()).toBe(200)
    return response.json()
  }
  const book = async (options: Omit<BookingOptions, 'inviteeUri'>) => {
    const inviteeUri = newInviteeUri()
    await deliver(inviteeCreated({ answer: ANSWER, ...options, inviteeUri }))
    return { ...options, inviteeUri }
  }
  /** A booking whose visit (3 hours) ended `hoursAgo` before the test's clock (not Date.now(): a busy machine's later ms would make it "not yet"). */
  const finished = (email: string, hoursAgo: number) => book({ email, start: new Date(clock.getTime() - (hoursAgo + 3) * HOUR), durationMinutes: 180 })

  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  it('a booking that starts in 47 h: one prep reminder with its services, prep items, policy and links; the next runs send nothing', async () => {
    clock = new Date()
    const email = uniqueEmail('prep47')
    const booking = await book({ email, name: 'Pat Lee', start: new Date(Date.now() + 47 * HOUR) })
    await run()
    await run()
    clock = new Date(clock.getTime() + 10 * HOUR)
    await run()
    const mails = await mailsTo(backend, email)
    expect(mails.map((m) => m.subject)).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toMatch(/^Getting ready for your detail on \w+day, \w+ \d+, \d{4}, \d+:\d\d [AP]M C[SD]T$/)
    expect(mail!.text).toContain('Hi Pat,')
    expect(mail!.text).toContain('Services: Signature Detail (SUV); Engine Bay Detailing')
    const items = bookingPrep(['Signature Detail (SUV)', 'Engine Bay Detailing'], services).items
    expect(items.length).toBeGreaterThan(4)
    for (const item of items) expect(mail!.text).toContain(`- ${item}`)
    expect(mail!.text).toContain(`Cancellation: ${business.policies.cancellation}`)
    expect(mail!.text).toContain(`Reschedule: https://calendly.com/reschedulings/${booking.inviteeUri.split('/').pop()}`)
    expect(mail!.text).toContain(`Cancel: https://calendly.com/cancellations/${booking.inviteeUri.split('/').pop()}`)
    expect(mail!.text).toMatch(new RegExp(`Unsubscribe from these e-mails: ${business.siteUrl}/unsubscribe\\?token=[0-9a-f]{64}`))
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${backend.url}/functions/v1/customer-unsubscribe\\?token=[0-9a-f]{64}>$`)),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    const [row] = await backend.query<{ kind: string; sent: boolean; attempts: number }>(
      'select o.kind, o.sent_at is not null as sent, o.attempts from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.email = $1',
      [email],
    )
    expect(row).toEqual({ kind: 'prep_reminder', sent: true, attempts: 0 })
  })

  it("a stranger's typing in the public scheduler reaches the owner's mail only: the customer's names catalogue entries and fixed words", async () => {
    clock = new Date()
    const email = uniqueEmail('typed')
    const owner = uniqueEmail('typed-owner')
    const answer = 'Signature Detail (SUV); Claim your prize at https://evil.example/win. Vehicle size: Call 555-0100 to verify your account'
    await book({ email, name: 'www.evil.example', answer, start: new Date(Date.now() + 47 * HOUR) })
    await run()
    const [mail, more] = await mailsTo(backend, email)
    expect(more).toBeUndefined()
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toMatch(/evil|prize|555-0100|your account/i)
    expect(mail!.text).toContain("We're looking forward to your visit on")
    expect(mail!.text).toContain('Services: Signature Detail (SUV)\nAnything else you asked for when booking is noted with us too.')
    // The owner still reads every line the invitee typed.
    await dispatch(outboxDeps(backend, owner))
    const ownerMail = (await mailsTo(backend, owner)).find((m) => m.text.includes(email))
    expect(ownerMail!.text).toContain('Claim your prize at https://evil.example/win')
    expect(ownerMail!.text).toContain('Vehicle: Call 555-0100 to verify your account')
  })

  it('a booking 49 h out gets nothing now, and its reminder once the clock passes 48 h before it', async () => {
    clock = new Date()
    const email = uniqueEmail('prep49')
    await book({ email, start: new Date(Date.now() + 49 * HOUR) })
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(0)
    clock = new Date(clock.getTime() + 1.5 * HOUR)
    await run()
    expect((await mailsTo(backend, email)).map((m) => m.subject.slice(0, 32))).toEqual(['Getting ready for your detail on'])
  })

  it('a booking that ended 3 h ago: one review request with the review link, nothing else', async () => {
    clock = new Date()
    const email = uniqueEmail('review')
    await finished(email, 3)
    await run()
    await run()
    const mails = await mailsTo(backend, email)
    expect(mails.map((m) => m.subject)).toEqual([`How did we do? Review your detail with ${business.name}`])
    expect(mails[0]!.text).toContain(`Leave a review: ${business.reviewUrl}`)
  })

  it(`the review waits ${business.reviewRequestDelayHours} h after the end (data/business.json): ended 1 h ago, nothing until the clock moves on`, async () => {
    clock = new Date()
    const email = uniqueEmail('review-later')
    await finished(email, 1)
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(0)
    clock = new Date(clock.getTime() + (business.reviewRequestDelayHours - 1) * HOUR + 60_000)
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(1)
  })

  it('a no-show gets no review request; the undone mark makes it a finished booking again', async () => {
    clock = new Date()
    const email = uniqueEmail('no-show')
    const booking = await finished(email, 3)
    expect(await deliver(inviteeNoShow(booking))).toMatchObject({ result: 'no_show' })
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(0)
    const [stored] = await backend.query<{ no_show: boolean }>('select no_show_at is not null as no_show from public.bookings where invitee_uri = $1', [booking.inviteeUri])
    expect(stored).toEqual({ no_show: true })

    expect(await deliver(inviteeNoShow(booking, true))).toMatchObject({ result: 'no_show_undone' })
    await run()
    expect((await mailsTo(backend, email)).map((m) => m.subject.slice(0, 10))).toEqual(['How did we'])
  })

  it('a no-show marked after the request was queued but before it went out: the row is set aside, not sent', async () => {
    clock = new Date()
    const email = uniqueEmail('no-show-late')
    const booking = await finished(email, 3)
    await backend.query('select public.enqueue_customer_messages(3, now())')
    await deliver(inviteeNoShow(booking))
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(0)
    const [row] = await backend.query<{ skip_reason: string; sent: boolean }>(
      'select o.skip_reason, o.sent_at is not null as sent from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.email = $1',
      [email],
    )
    expect(row).toEqual({ skip_reason: 'no-show', sent: false })
  })

  it('a reschedule: no reminder for the old time, one for the new time only', async () => {
    clock = new Date()
    const email = uniqueEmail('moved')
    const old = await book({ email, start: new Date(Date.now() + 72 * HOUR) })
    await run()
    const newStart = new Date(Date.now() + 47 * HOUR)
    const pair = reschedulePair(old, newStart)
    await deliver(pair.canceled)
    await deliver(pair.created)
    await run()
    await run()
    const mails = await mailsTo(backend, email)
    expect(mails).toHaveLength(1)
    const newTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(newStart)
    expect(mails[0]!.subject).toContain(newTime)
    const rows = await backend.query<{ invitee_uri: string }>('select b.invitee_uri from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.email = $1', [email])
    expect(rows.map((r) => r.invitee_uri)).toEqual([pair.created.payload.uri])
  })

  it('a reminder already sent, then a move: the new time gets its own reminder', async () => {
    clock = new Date()
    const email = uniqueEmail('moved-again')
    const old = await book({ email, start: new Date(Date.now() + 40 * HOUR) })
    await run()
    const pair = reschedulePair(old, new Date(Date.now() + 30 * HOUR))
    await deliver(pair.canceled)
    await deliver(pair.created)
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(2)
  })

  it('a booking canceled before its reminder is due gets none; one canceled after it was queued is set aside', async () => {
    clock = new Date()
    const email = uniqueEmail('canceled')
    const early = await book({ email, start: new Date(Date.now() + 47 * HOUR) })
    await deliver(inviteeCanceled(early))
    const late = await book({ email, start: new Date(Date.now() + 46 * HOUR) })
    await backend.query('select public.enqueue_customer_messages(3, now())')
    await deliver(inviteeCanceled(late))
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(0)
  })

  it('an unsubscribed address gets nothing more: the link works without signing in, for every spelling of the mailbox', async () => {
    clock = new Date()
    const email = uniqueEmail('unsub').replace('@example.com', '@gmail.com')
    await book({ email, start: new Date(Date.now() + 47 * HOUR) })
    await run()
    const [first] = await mailsTo(backend, email)
    const token = /\/unsubscribe\?token=([0-9a-f]{64})/.exec(first!.text)![1]!
    // The link's target is public.unsubscribe_customer, callable with the anon key alone.
    const anon = createTestClient(backend)
    expect((await anon.rpc('unsubscribe_customer', { p_token: token })).data).toEqual({ result: 'unsubscribed' })
    expect((await anon.rpc('unsubscribe_customer', { p_token: token })).data).toEqual({ result: 'unsubscribed' })
    expect((await anon.rpc('unsubscribe_customer', { p_token: 'f'.repeat(64) })).data).toEqual({ result: 'unknown' })

    const sameMailbox = email.replace('@', '+cars@').toUpperCase()
    await book({ email: sameMailbox, start: new Date(Date.now() + 30 * HOUR) })
    await finished(email, 3)
    await run()
    clock = new Date(clock.getTime() + 24 * HOUR)
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(1)
    expect(await mailsTo(backend, sameMailbox)).toHaveLength(0)
    expect(await backend.query('select 1 from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.email = $1 and o.sent_at is null', [sameMailbox])).toEqual([])
  })

  it('a mailer that fails: the row stays with its error and backoff, is retried once due, and is sent exactly once', async () => {
    clock = new Date()
    const email = uniqueEmail('retry')
    await book({ email, start: new Date(Date.now() + 47 * HOUR) })
    const failing = customerDeps(
      backend,
      () => clock,
      async () => {
        throw new Error('E-mail API answered 503')
      },
    )
    expect(await dispatchCustomers(failing)).toMatchObject({ sent: 0, failed: 1 })
    const query =
      'select o.attempts, o.last_error, o.sent_at is not null as sent, o.failed_at is not null as gave_up from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.email = $1'
    expect(await backend.query(query, [email])).toEqual([{ attempts: 1, last_error: 'E-mail API answered 503', sent: false, gave_up: false }])
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(0)
    clock = new Date(clock.getTime() + 61_000)
    await run()
    await run()
    expect(await mailsTo(backend, email)).toHaveLength(1)
  })

  it('gives up after 8 tries and keeps the row', async () => {
    clock = new Date()
    const email = uniqueEmail('give-up')
    await book({ email, start: new Date(Date.now() + 47 * HOUR) })
    const failing = customerDeps(
      backend,
      () => clock,
      async () => {
        throw new Error('domain not verified')
      },
    )
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await dispatchCustomers(failing)
      clock = new Date(clock.getTime() + 3 * HOUR)
    }
    const query = 'select o.attempts, o.last_error, o.sent_at, o.failed_at is not null as gave_up from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.email = $1'
    expect(await backend.query(query, [email])).toEqual([{ attempts: 8, last_error: 'domain not verified', sent_at: null, gave_up: true }])
  })

  it("a customer reads their booking's services and no-show mark under RLS (My Garage maps services to prep items); the API roles reach no outbox", async () => {
    const user = await createConfirmedUser(backend)
    await book({ email: user.email, start: new Date(Date.now() + 47 * HOUR) })
    const { data, error } = await user.client.from('bookings').select('services, start_time, no_show_at, status')
    expect(error).toBeNull()
    expect(data).toEqual([{ services: ['Signature Detail (SUV)', 'Engine Bay Detailing'], start_time: expect.any(String), no_show_at: null, status: 'active' }])
    expect(bookingPrep(data![0]!.services, services).items.length).toBeGreaterThan(0)
    for (const fn of ['enqueue_customer_messages', 'claim_customer_outbox', 'customer_outbox_pending']) {
      expect((await user.client.rpc(fn)).error, fn).not.toBeNull()
      expect((await createTestClient(backend).rpc(fn)).error, fn).not.toBeNull()
    }
  })
})

// The deployed shape, under Deno through /functions/v1: a signed delivery for a booking two
// days out, the scheduled notify-owner run, the customer's mail with its prep items, and
// the unsubscribe link opened with no session (GET) and posted as RFC 8058 one-click.
// Scheduled functions: https://supabase.com/docs/guides/functions/schedule-functions
describe.each(ENGINES)('customer messages under Deno on %s', (engine) => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  const runScheduled = async () => {
    const response = await fetch(`${backend.url}/functions/v1/notify-owner`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { customers: { sent: number; remaining: number } | { error: string } }
  }

  it('a signed delivery for a booking 47 h out: one prep e-mail from the scheduled run; its unsubscribe link works without signing in', async () => {
    const email = uniqueEmail('deno-prep')
    const url = `${backend.url}/functions/v1/scheduler-webhook`
    const body = JSON.stringify(inviteeCreated({ email, answer: 'Interior Detail (Sedan); Pet Hair Removal. Vehicle size: Sedan', start: new Date(Date.now() + 47 * HOUR) }))
    const request = signedRequest(url, body)
    expect((await fetch(url, { method: 'POST', headers: request.headers, body })).status).toBe(200)

    expect(await mailsTo(backend, email)).toHaveLength(0)
    const first = await runScheduled()
    expect(first.customers, JSON.stringify(first)).not.toHaveProperty('error')
    await runScheduled()
    const mails = await mailsTo(backend, email)
    expect(mails.map((m) => m.subject.slice(0, 32))).toEqual(['Getting ready for your detail on'])
    for (const item of bookingPrep(['Interior Detail (Sedan)', 'Pet Hair Removal'], services).items) expect(mails[0]!.text).toContain(`- ${item}`)

    // The mail shows the site's page; List-Unsubscribe (read from the mailbox, as the
    // mail API received it) names the function. RFC 8058: https://www.rfc-editor.org/rfc/rfc8058
    const page = /(http\S+\/unsubscribe\?token=([0-9a-f]{64}))/.exec(mails[0]!.text)!
    expect(page[1]).toBe(`${business.siteUrl}/unsubscribe?token=${page[2]}`)
    expect(mails[0]!.headers).toEqual({
      'List-Unsubscribe': `<${backend.url}/functions/v1/customer-unsubscribe?token=${page[2]}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    const link = mails[0]!.headers!['List-Unsubscribe']!.slice(1, -1)
    const stillSubscribed = async () => (await backend.query('select 1 from private.customer_unsubscribes u where u.mailbox = public.email_mailbox($1)', [email])).length === 0
    // A mail scanner opens the link: it lands on the page, and nothing changes.
    const opened = await fetch(link, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(page[1])
    expect(await stillSubscribed()).toBe(true)
    expect((await fetch(link.replace(/token=.*/, 'token=nope'), { method: 'POST' })).status).toBe(400)
    const oneClick = await fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain("You're unsubscribed.")
    expect(await stillSubscribed()).toBe(false)

    // Unsubscribed: a later booking of the same address gets nothing.
    const again = JSON.stringify(inviteeCreated({ email, answer: 'Wash & Wax (SUV)', start: new Date(Date.now() + 30 * HOUR) }))
    const signed = signedRequest(url, again)
    expect((await fetch(url, { method: 'POST', headers: signed.headers, body: again })).status).toBe(200)
    await runScheduled()
    expect(await mailsTo(backend, email)).toHaveLength(1)
  })
})
