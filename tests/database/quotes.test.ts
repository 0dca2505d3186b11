// Quotes from the owner's inbox (supabase/migrations/20261204200000_quotes.sql): the owner's link
// from a chat lead's mail composes and sends one quote and withdraws it; the customer's link from
// the quote's mail reads, approves or asks for changes of that quote only. The probes: forged,
// reused, expired, other-purpose and other-quote tokens find nothing, and the tables are closed
// to the API roles.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'
import { dispatch } from '../../supabase/functions/notify-owner/handler'
import { customerDeps, outboxDeps, quoteDeps } from '../fixtures/scheduler/backend-deps'
import business from '../../data/business.json'
import { handleWebhook } from '../../supabase/functions/scheduler-webhook/handler'
import { webhookDeps } from '../fixtures/scheduler/backend-deps'
import { inviteeCreated, reschedulePair, signedRequest } from '../fixtures/scheduler/webhook'

type Answer = { result: string; message?: string; quote?: Record<string, unknown>; lead?: Record<string, unknown>; services?: string[] }

const LINES = [
  { label: 'Signature Detail (SUV)', service: 'Signature Detail (SUV)', price_cents: 34900 },
  { label: 'Pet hair removal', price_cents: 4950 },
]

describe.each(ENGINES)('quotes on %s', (engine) => {
  let backend: RunningBackend
  let anon: SupabaseClient
  let service: SupabaseClient

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    anon = createTestClient(backend)
    service = createTestClient(backend, backend.serviceRoleKey)
  })
  afterAll(() => backend?.close())

  async function chatLead(email = uniqueEmail('quote-lead'), name = 'Dana Reyes'): Promise<string> {
    const [row] = await backend.query<{ id: string }>(
      "insert into public.chatbot_leads (name, email, phone, vehicle_type, service_interest) values ($2, $1, '281-555-0100', 'SUV', 'Signature Detail') returning id",
      [email, name],
    )
    return row!.id
  }
  async function ownerToken(leadId: string): Promise<string> {
    const { data, error } = await service.rpc('issue_quote_owner_token', { p_lead_id: leadId })
    expect(error).toBeNull()
    return data as string
  }
  const rpc = async (fn: string, args: Record<string, unknown>, client = anon): Promise<Answer> => {
    const { data, error } = await client.rpc(fn, args)
    expect(error, fn).toBeNull()
    return data as Answer
  }
  const send = (token: string, lines: unknown = LINES, note: string | null = 'Two hours on site.', days = 14) =>
    rpc('quote_owner_send', { p_token: token, p_lines: lines, p_note: note, p_valid_days: days })
  /** Claims the quote's customer mail as the dispatcher does and returns its link token. */
  async function customerToken(quoteEmail: string): Promise<string> {
    const { data, error } = await service.rpc('claim_customer_outbox', { p_limit: 100 })
    expect(error).toBeNull()
    const row = (data as { id: number; kind: string; payload: { email: string; quote_token: string } }[]).find((r) => r.kind === 'quote' && r.payload.email === quoteEmail)
    expect(row).toBeDefined()
    await service.rpc('mark_customer_outbox_sent', { p_id: row!.id })
    return row!.payload.quote_token
  }
  async function sentQuote(): Promise<{ email: string; owner: string; customer: string }> {
    const email = uniqueEmail('quote')
    const owner = await ownerToken(await chatLead(email))
    expect((await send(owner)).result).toBe('sent')
    return { email, owner, customer: await customerToken(email) }
  }

  it('the owner opens the lead, sends a quote once, and the customer reads exactly it', async () => {
    const email = uniqueEmail('quote')
    const owner = await ownerToken(await chatLead(email))
    const opened = await rpc('quote_owner_open', { p_token: owner })
    expect(opened).toMatchObject({ result: 'ok', lead: { name: 'Dana Reyes', email, vehicle: 'SUV', service: 'Signature Detail' }, quote: null })

    const sent = await send(owner)
    expect(sent).toMatchObject({ result: 'sent', quote: { total_cents: 39850, status: 'sent', expired: false, note: 'Two hours on site.' } })
    // Single use for sending: the same link cannot send a second quote.
    expect((await send(owner)).result).toBe('used')
    expect((await rpc('quote_owner_open', { p_token: owner })).quote).toMatchObject({ total_cents: 39850 })

    const customer = await customerToken(email)
    const read = await rpc('quote_customer_read', { p_token: customer })
    expect(read).toMatchObject({ result: 'ok', quote: { name: 'Dana Reyes', total_cents: 39850, status: 'sent' } })
    expect((read.quote as { lines: unknown[] }).lines).toEqual([
      { label: 'Signature Detail (SUV)', service: 'Signature Detail (SUV)', price_cents: 34900 },
      { label: 'Pet hair removal', service: null, price_cents: 4950 },
    ])
    const [stored] = await backend.query<{ n: number }>("select count(*)::int as n from private.quote_tokens where token_hash = sha256(convert_to($1, 'UTF8'))", [customer])
    expect(stored!.n).toBe(1)
    // Neither token is kept in the clear.
    const [clear] = await backend.query<{ n: number }>(
      "select (select count(*) from private.customer_outbox o where to_jsonb(o)::text like '%' || $1 || '%') + (select count(*) from private.quote_tokens t where to_jsonb(t)::text like '%' || $1 || '%' or to_jsonb(t)::text like '%' || $2 || '%') as n",
      [customer, owner],
    )
    expect(Number(clear!.n)).toBe(0)
  })

  it('refuses bad input with a message: empty, negative, fractional, huge, too long, past validity', async () => {
    const owner = await ownerToken(await chatLead())
    const cases: [unknown, string | null, number, RegExp][] = [
      [[], null, 14, /at least one line/],
      [[{ label: 'Wash', price_cents: -100 }], null, 14, /between \$0.00 and \$10,000.00/],
      [[{ label: 'Wash', price_cents: 12.5 }], null, 14, /between \$0.00 and \$10,000.00/],
      [[{ label: 'Wash', price_cents: 1e12 }], null, 14, /between \$0.00 and \$10,000.00/],
      [[{ label: 'Wash', price_cents: '100' }], null, 14, /between \$0.00 and \$10,000.00/],
      [[{ label: 'Wash' }], null, 14, /between \$0.00 and \$10,000.00/],
      [[{ price_cents: 100 }], null, 14, /needs a name/],
      [[{ label: '  ', price_cents: 100 }], null, 14, /needs a name/],
      [['Wash'], null, 14, /needs a name and a price/],
      [[{ label: 'Free', price_cents: 0 }], null, 14, /more than \$0.00/],
      [Array.from({ length: 21 }, () => ({ label: 'Wash', price_cents: 100 })), null, 14, /at most 20 lines/],
      [Array.from({ length: 3 }, () => ({ label: 'Wash', price_cents: 1000000 })), null, 14, /at most \$20,000.00/],
      [LINES, 'x'.repeat(1001), 14, /at most 1000 characters/],
      [LINES, null, 0, /between 1 and 60 days/],
      [LINES, null, -3, /between 1 and 60 days/],
      [LINES, null, 61, /between 1 and 60 days/],
      [{ label: 'Wash', price_cents: 100 }, null, 14, /at least one line/],
    ]
    for (const [lines, note, days, message] of cases) {
      const answer = await send(owner, lines, note, days)
      expect(answer.result, JSON.stringify(lines).slice(0, 80)).toBe('invalid')
      expect(answer.message).toMatch(message)
    }
    // None of them used the link.
    expect((await send(owner)).result).toBe('sent')
  })

  it('approves a live quote with its catalogue services, once, and the owner can no longer withdraw it', async () => {
    const { owner, customer } = await sentQuote()
    const approved = await rpc('quote_customer_approve', { p_token: customer })
    expect(approved).toMatchObject({ result: 'approved', services: ['Signature Detail (SUV)'], quote: { status: 'approved' } })
    expect((await rpc('quote_customer_approve', { p_token: customer })).result).toBe('approved')
    expect((await rpc('quote_owner_withdraw', { p_token: owner })).result).toBe('unchanged')
    expect((await rpc('quote_customer_ask_changes', { p_token: customer, p_message: 'Cheaper?' })).result).toBe('approved')
  })

  it('asks for changes: the message reaches the owner, once an hour at most, and bad messages are refused', async () => {
    const { customer } = await sentQuote()
    expect(await rpc('quote_customer_ask_changes', { p_token: customer, p_message: '   ' })).toMatchObject({ result: 'invalid', message: expect.stringMatching(/1 to 500/) })
    expect(await rpc('quote_customer_ask_changes', { p_token: customer, p_message: 'y'.repeat(501) })).toMatchObject({ result: 'invalid' })
    expect(await rpc('quote_customer_ask_changes', { p_token: customer, p_message: 'Can you do Saturday and skip the wax?' })).toMatchObject({
      result: 'sent',
      quote: { status: 'changes_requested', change_request: 'Can you do Saturday and skip the wax?' },
    })
    expect(await rpc('quote_customer_ask_changes', { p_token: customer, p_message: 'Again' })).toMatchObject({ result: 'invalid', message: expect.stringMatching(/less than an hour/) })
    const mails = await backend.query<{ payload: { message: string } }>(
      "select payload from private.owner_outbox where kind = 'quote_changes' and payload ->> 'message' = 'Can you do Saturday and skip the wax?'",
    )
    expect(mails).toHaveLength(1)
  })

  it('an expired quote says so, cannot be approved, and its customer may ask for a new one', async () => {
    const { customer } = await sentQuote()
    await backend.query("update public.quotes set valid_until = now() - interval '1 minute' where id = (select quote_id from private.quote_tokens where token_hash = sha256(convert_to($1, 'UTF8')))", [
      customer,
    ])
    expect((await rpc('quote_customer_read', { p_token: customer })).quote).toMatchObject({ expired: true })
    expect((await rpc('quote_customer_approve', { p_token: customer })).result).toBe('expired')
    expect((await rpc('quote_customer_ask_changes', { p_token: customer, p_message: 'Please send a new quote.' })).result).toBe('sent')
    const [mail] = await backend.query<{ expired: boolean }>(
      "select (payload ->> 'expired')::boolean as expired from private.owner_outbox where kind = 'quote_changes' and payload ->> 'message' = 'Please send a new quote.'",
    )
    expect(mail!.expired).toBe(true)
  })

  it('the owner withdraws from the same link; a withdrawn quote cannot be approved and its unsent mail is set aside', async () => {
    const { owner, customer } = await sentQuote()
    expect(await rpc('quote_owner_withdraw', { p_token: owner })).toMatchObject({ result: 'withdrawn', quote: { status: 'withdrawn' } })
    expect((await rpc('quote_customer_approve', { p_token: customer })).result).toBe('withdrawn')
    expect((await rpc('quote_customer_read', { p_token: customer })).quote).toMatchObject({ status: 'withdrawn' })

    const email = uniqueEmail('withdrawn-early')
    const early = await ownerToken(await chatLead(email))
    expect((await send(early)).result).toBe('sent')
    expect((await rpc('quote_owner_withdraw', { p_token: early })).result).toBe('withdrawn')
    const { data } = await service.rpc('claim_customer_outbox', { p_limit: 100 })
    expect((data as { payload: { email?: string } }[]).some((r) => r.payload.email === email)).toBe(false)
    const [row] = await backend.query<{ skip_reason: string }>('select o.skip_reason from private.customer_outbox o join public.quotes q on q.id = o.quote_id where q.email = $1', [email])
    expect(row!.skip_reason).toBe('withdrawn')
  })

  it('probes: forged, malformed, expired, other-purpose and foreign tokens find nothing', async () => {
    const a = await sentQuote()
    const b = await sentQuote()
    const fresh = await ownerToken(await chatLead())
    const forged = ['f'.repeat(64), a.customer.slice(0, 63) + (a.customer.endsWith('0') ? '1' : '0'), a.customer.toUpperCase(), a.customer + ' ', '', "' or 1=1 --", 'x'.repeat(10000)]
    for (const token of forged) {
      for (const fn of ['quote_owner_open', 'quote_customer_read', 'quote_customer_approve', 'quote_owner_withdraw']) {
        expect((await rpc(fn, { p_token: token })).result, `${fn} ${token.slice(0, 20)}`).toBe('unknown')
      }
      expect((await send(token)).result).toBe('unknown')
      expect((await rpc('quote_customer_ask_changes', { p_token: token, p_message: 'hi' })).result).toBe('unknown')
    }
    const nullToken = await anon.rpc('quote_customer_read', { p_token: null })
    expect((nullToken.data as Answer).result).toBe('unknown')

    // Single-purpose: a customer token is no owner token, and the other way round.
    expect((await rpc('quote_owner_open', { p_token: a.customer })).result).toBe('unknown')
    expect((await rpc('quote_owner_withdraw', { p_token: a.customer })).result).toBe('unknown')
    expect((await send(a.customer)).result).toBe('unknown')
    expect((await rpc('quote_customer_read', { p_token: a.owner })).result).toBe('unknown')
    expect((await rpc('quote_customer_approve', { p_token: fresh })).result).toBe('unknown')
    // A link that has sent nothing withdraws nothing.
    expect((await rpc('quote_owner_withdraw', { p_token: fresh })).result).toBe('unknown')

    // Foreign: each link reaches its own quote only.
    const readA = await rpc('quote_customer_read', { p_token: a.customer })
    const readB = await rpc('quote_customer_read', { p_token: b.customer })
    expect(readA.quote).not.toEqual(readB.quote)
    expect((await rpc('quote_owner_withdraw', { p_token: a.owner })).result).toBe('withdrawn')
    expect((await rpc('quote_customer_read', { p_token: b.customer })).quote).toMatchObject({ status: 'sent' })

    // Expired links find nothing, whatever the clock a caller would like.
    await backend.query("update private.quote_tokens set expires_at = now() - interval '1 second' where token_hash = any(array[sha256(convert_to($1, 'UTF8')), sha256(convert_to($2, 'UTF8'))])", [
      b.owner,
      b.customer,
    ])
    expect((await rpc('quote_owner_open', { p_token: b.owner })).result).toBe('unknown')
    expect((await rpc('quote_owner_withdraw', { p_token: b.owner })).result).toBe('unknown')
    expect((await rpc('quote_customer_read', { p_token: b.customer })).result).toBe('unknown')
    expect((await rpc('quote_customer_approve', { p_token: b.customer })).result).toBe('unknown')
    expect((await anon.rpc('quote_customer_read', { p_token: b.customer, p_now: '2020-01-01T00:00:00Z' })).error).not.toBeNull()
  })

  it('the tables, the token issuer and the outbox are closed to the API roles', async () => {
    const user = await createConfirmedUser(backend)
    for (const client of [anon, user.client]) {
      for (const table of ['quotes', 'quote_lines']) {
        expect((await client.from(table).select('*')).error, table).not.toBeNull()
        expect((await client.from(table).insert({ quote_id: '00000000-0000-4000-8000-000000000001' })).error, table).not.toBeNull()
        expect((await client.from(table).update({ status: 'approved' }).neq('status', 'x')).error, table).not.toBeNull()
        expect((await client.from(table).delete().neq('status', 'x')).error, table).not.toBeNull()
      }
      const lead = await chatLead()
      expect((await client.rpc('issue_quote_owner_token', { p_lead_id: lead })).error).not.toBeNull()
    }
    expect((await anon.rpc('my_quotes')).error).not.toBeNull()
  })

  it('My Garage lists the quotes sent to the signed-in address only', async () => {
    const user = await createConfirmedUser(backend)
    const owner = await ownerToken(await chatLead(user.email.toUpperCase()))
    expect((await send(owner)).result).toBe('sent')
    await sentQuote()
    const { data, error } = await user.client.rpc('my_quotes')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect((data as Record<string, unknown>[])[0]).toMatchObject({ total_cents: 39850, status: 'sent' })
    const other = await createConfirmedUser(backend)
    expect((await other.client.rpc('my_quotes')).data).toEqual([])
  })

  it('mails: the chat lead mail carries a "Send a quote" link, and sending mails the customer a link to that quote', async () => {
    const owner = uniqueEmail('owner-inbox')
    const customer = uniqueEmail('quote-mail')
    // The earlier tests' leads go out first (as a digest), so this lead gets a mail of its own.
    await dispatch(outboxDeps(backend, uniqueEmail('backlog')))
    await chatLead(customer, 'Quinn Mailtest')
    const first = await dispatch({ ...outboxDeps(backend, owner), quotes: quoteDeps(backend) })
    expect(first.failed).toBe(0)
    const [leadMail] = (await mailsTo(backend, owner)).filter((m) => m.subject.includes('Quinn Mailtest'))
    expect(leadMail).toBeDefined()
    const link = new RegExp(`${business.siteUrl}/quote/compose#token=([0-9a-f]{64})`).exec(leadMail!.text)
    expect(link).not.toBeNull()
    expect(leadMail!.html).toContain('>Send a quote</a>')
    expect(await rpc('quote_owner_open', { p_token: link![1] })).toMatchObject({ result: 'ok', lead: { name: 'Quinn Mailtest', email: customer } })
    expect((await send(link![1]!)).result).toBe('sent')

    const now = () => new Date()
    const run = await dispatch({ ...outboxDeps(backend, owner), customers: customerDeps(backend, now) })
    expect(run.customers).toMatchObject({ failed: 0 })
    const [quoteMail] = await mailsTo(backend, customer)
    expect(quoteMail!.subject).toBe(`Your quote from ${business.name}: $398.50`)
    expect(quoteMail!.text).toContain('Signature Detail (SUV): $349.00')
    expect(quoteMail!.text).toContain('Total: $398.50')
    const customerLink = new RegExp(`${business.siteUrl}/quote#token=([0-9a-f]{64})`).exec(quoteMail!.text)
    expect(customerLink).not.toBeNull()
    expect(await rpc('quote_customer_read', { p_token: customerLink![1] })).toMatchObject({ result: 'ok', quote: { total_cents: 39850 } })

    // Ask for changes reaches the owner's inbox, with a link that sends the revised quote.
    expect((await rpc('quote_customer_ask_changes', { p_token: customerLink![1], p_message: 'Saturday instead?' })).result).toBe('sent')
    await dispatch({ ...outboxDeps(backend, owner), quotes: quoteDeps(backend) })
    const changes = (await mailsTo(backend, owner)).filter((m) => m.subject === 'Quinn Mailtest asks for changes to their quote')
    expect(changes).toHaveLength(1)
    expect(changes[0]!.text).toContain('Message: Saturday instead?')
    const revise = new RegExp(`Send a revised quote: ${business.siteUrl}/quote/compose#token=([0-9a-f]{64})`).exec(changes[0]!.text)
    expect(revise).not.toBeNull()
    expect(changes[0]!.html).toContain('>Send a revised quote</a>')
    expect(await rpc('quote_owner_open', { p_token: revise![1] })).toMatchObject({ result: 'ok', lead: { name: 'Quinn Mailtest' }, quote: null })
    // The old link still shows the first quote; the revision replaces it, so it cannot be approved too.
    expect((await send(link![1]!)).result).toBe('used')
    expect((await send(revise![1]!, [{ label: 'Signature Detail (SUV), Saturday', service: 'Signature Detail (SUV)', price_cents: 34900 }])).result).toBe('sent')
    expect(await rpc('quote_customer_read', { p_token: customerLink![1] })).toMatchObject({ quote: { status: 'withdrawn' } })
    expect((await rpc('quote_customer_approve', { p_token: customerLink![1] })).result).toBe('withdrawn')
    await dispatch({ ...outboxDeps(backend, owner), customers: customerDeps(backend, now) })
    const revised = (await mailsTo(backend, customer)).filter((m) => m.subject === `Your quote from ${business.name}: $349.00`)
    expect(revised).toHaveLength(1)
    const revisedLink = new RegExp(`${business.siteUrl}/quote#token=([0-9a-f]{64})`).exec(revised[0]!.text)
    expect((await rpc('quote_customer_approve', { p_token: revisedLink![1] })).result).toBe('approved')
    // A later quote for the lead leaves an approved one approved.
    const third = await ownerToken((await backend.query<{ lead_id: string }>('select lead_id from public.quotes where email = $1 limit 1', [customer]))[0]!.lead_id)
    expect((await send(third)).result).toBe('sent')
    expect(await rpc('quote_customer_read', { p_token: revisedLink![1] })).toMatchObject({ quote: { status: 'approved' } })
  })

  it('a digest of quote requests gives each line its own link', async () => {
    const owner = uniqueEmail('owner-digest')
    await dispatch(outboxDeps(backend, uniqueEmail('backlog')))
    for (let i = 0; i < 7; i += 1) await chatLead(uniqueEmail(`digest-${i}`), `Digest Person ${i}`)
    await dispatch({ ...outboxDeps(backend, owner), quotes: quoteDeps(backend) })
    const digest = (await mailsTo(backend, owner)).find((m) => /new quote requests/.test(m.subject))
    expect(digest).toBeDefined()
    const tokens = [...digest!.text.matchAll(/\/quote\/compose#token=([0-9a-f]{64})/g)].map((m) => m[1]!)
    expect(new Set(tokens).size).toBeGreaterThanOrEqual(7)
    const opened = await Promise.all(tokens.map((token) => rpc('quote_owner_open', { p_token: token })))
    expect(opened.filter((o) => String(o.lead?.name ?? '').startsWith('Digest Person')).length).toBe(7)
  })

  it("an approved quote rides on the customer's booking intent: My Garage's booking and the owner's booking mail show its total", async () => {
    const user = await createConfirmedUser(backend)
    const owner = await ownerToken(await chatLead(user.email))
    expect((await send(owner)).result).toBe('sent')
    const customer = await customerToken(user.email)
    const approved = await rpc('quote_customer_approve', { p_token: customer })
    const quoteId = (approved as unknown as { quote_id: string }).quote_id
    const intent = async (client: SupabaseClient, quote: string) => {
      const id = crypto.randomUUID()
      const { error } = await client.from('booking_intents').insert({ id, discount_code: null, services: ['Signature Detail (SUV)'], quote_id: quote })
      expect(error).toBeNull()
      return id
    }
    const intentId = await intent(user.client, quoteId)
    // Another account naming the same quote keeps no quote on its intent.
    const mallory = await createConfirmedUser(backend)
    const foreign = await intent(mallory.client, quoteId)
    const [kept] = await backend.query<{ id: string; quote_id: string | null }>('select id, quote_id from public.booking_intents where id = any($1) order by id = $2 desc', [
      [intentId, foreign],
      intentId,
    ])
    expect(kept!.quote_id).toBe(quoteId)
    expect((await backend.query<{ quote_id: string | null }>('select quote_id from public.booking_intents where id = $1', [foreign]))[0]!.quote_id).toBeNull()

    const ownerInbox = uniqueEmail('owner-bookings')
    await dispatch(outboxDeps(backend, uniqueEmail('backlog')))
    const delivery = inviteeCreated({ email: user.email, intentId, answer: 'Signature Detail (SUV)' })
    expect((await handleWebhook(signedRequest('http://functions.local/functions/v1/scheduler-webhook', JSON.stringify(delivery)), webhookDeps(backend))).status).toBe(200)
    const { data: bookings } = await user.client.from('bookings').select('id').eq('intent_id', intentId)
    expect(bookings).toHaveLength(1)
    const { data: quotes } = await user.client.rpc('my_quotes')
    expect((quotes as { booking_ids: string[] }[])[0]!.booking_ids).toEqual([bookings![0]!.id])

    await dispatch({ ...outboxDeps(backend, ownerInbox), quotes: quoteDeps(backend) })
    const [bookingMail] = (await mailsTo(backend, ownerInbox)).filter((m) => m.subject.startsWith('New booking'))
    expect(bookingMail!.text).toContain('Approved quote: $398.50')
    expect((await anon.rpc('quote_total_for_booking', { p_booking_id: bookings![0]!.id })).error).not.toBeNull()
    expect((await user.client.rpc('quote_total_for_booking', { p_booking_id: bookings![0]!.id })).error).not.toBeNull()
  })

  it("a guest's booking from Approve and book keeps the quote through utm_content: only for the quote's own mailbox, once while active, and through a reschedule", async () => {
    const { email, customer } = await sentQuote()
    const quoteId = ((await rpc('quote_customer_approve', { p_token: customer })) as unknown as { quote_id: string }).quote_id
    const deliver = async (delivery: ReturnType<typeof inviteeCreated>) => {
      expect((await handleWebhook(signedRequest('http://functions.local/functions/v1/scheduler-webhook', JSON.stringify(delivery)), webhookDeps(backend))).status).toBe(200)
      const [row] = await backend.query<{ id: string; quote_id: string | null }>('select id, quote_id from public.bookings where invitee_uri = $1', [delivery.payload.uri])
      return row!
    }
    const ownerInbox = uniqueEmail('owner-guest-bookings')
    await dispatch(outboxDeps(backend, uniqueEmail('backlog')))

    // Another mailbox naming the quote, and a quote still only sent, tie nothing.
    expect((await deliver(inviteeCreated({ email: uniqueEmail('mallory'), quoteId, answer: 'Signature Detail (SUV)' }))).quote_id).toBeNull()
    const unapproved = await sentQuote()
    const [unapprovedId] = await backend.query<{ id: string }>('select id from public.quotes where email = $1', [unapproved.email])
    expect((await deliver(inviteeCreated({ email: unapproved.email, quoteId: unapprovedId!.id }))).quote_id).toBeNull()

    // The quote's own address, as the invitee typed it (case is the mailbox's, not the quote's).
    const first = inviteeCreated({ email: email.toUpperCase(), quoteId, answer: 'Signature Detail (SUV)' })
    const booked = await deliver(first)
    expect(booked.quote_id).toBe(quoteId)
    expect((await service.rpc('quote_total_for_booking', { p_booking_id: booked.id })).data).toBe(39850)
    await dispatch({ ...outboxDeps(backend, ownerInbox), quotes: quoteDeps(backend) })
    const mails = (await mailsTo(backend, ownerInbox)).filter((m) => m.subject.startsWith('New booking'))
    expect(mails.filter((m) => m.text.includes('Approved quote: $398.50'))).toHaveLength(1)

    // While that booking is active, a second one naming the quote does not take it.
    expect((await deliver(inviteeCreated({ email, quoteId }))).quote_id).toBeNull()

    // A reschedule (create before cancel, as Calendly may deliver them) keeps the quote without utm_content.
    const moved = reschedulePair({ email, inviteeUri: first.payload.uri }, new Date(Date.now() + 9 * 86_400_000))
    expect((moved.created.payload.tracking as { utm_content: unknown }).utm_content).toBeNull()
    expect((await deliver(moved.created)).quote_id).toBe(quoteId)
  })
})
