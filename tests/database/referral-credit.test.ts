// Referral credit end to end on the local twin (supabase/migrations/20261204230000_referral_credit.sql,
// docs/decisions/158-referral-credit.md): a customer's link, a friend claiming the first-visit code
// through the real send-discount-email function with it, the friend's visit arriving as a signed
// scheduler delivery through the real scheduler-webhook function, and the credit's mail through the
// customer outbox (dispatchCustomers with the backend's SQL functions, as notify-owner runs them once
// `referral` is on in data/business.json). Then the probes a stranger with the anon key, or another
// customer, would try: none of them reads a credit or mints one.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'
import { dispatchCustomers } from '../../supabase/functions/notify-owner/customer'
import { customerDeps } from '../fixtures/scheduler/backend-deps'
import { inviteeCreated, signedRequest } from '../fixtures/scheduler/webhook'
import { ticketLeadsByDefault } from './support/form-tickets'

const CREDIT = { amount: 20, cap: 3 }

describe.each(ENGINES)('referral credit on %s', (engine) => {
  let backend: RunningBackend
  let anon: SupabaseClient
  let referrer: Awaited<ReturnType<typeof createConfirmedUser>>
  let other: Awaited<ReturnType<typeof createConfirmedUser>>
  let link: string
  let clock = new Date()

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
    anon = createTestClient(backend)
    // A Gmail address: its "+tag" and dots reach the same inbox (public.email_mailbox).
    referrer = await createConfirmedUser(backend, { fullName: 'Pat Referrer', email: uniqueEmail('pat.referrer').replace(/@.*$/, '@gmail.com') })
    other = await createConfirmedUser(backend)
  })
  afterAll(() => backend?.close())

  const deliver = async (body: unknown, options: { signature?: string | null } = {}) => {
    const url = `${backend.url}/functions/v1/scheduler-webhook`
    const request = signedRequest(url, JSON.stringify(body), options)
    return fetch(url, { method: 'POST', headers: request.headers, body: await request.text() })
  }
  const run = () =>
    dispatchCustomers({
      ...customerDeps(backend, () => clock),
      enqueueReferralCredits: async (at) => (await backend.query('select public.enqueue_referral_credits($1, $2, $3::timestamptz)', [CREDIT.amount, CREDIT.cap, at.toISOString()]))[0],
    })
  const creditMails = async () => (await mailsTo(backend, referrer.email)).filter((mail) => mail.subject.includes('thanks for the referral'))

  it('gives the referrer one credit, by mail, once the friend who came through the link finished a first visit', async () => {
    const { data: code, error } = await referrer.client.rpc('my_referral_link')
    expect(error).toBeNull()
    expect(code).toMatch(/^[0-9a-f]{12}$/)
    link = code as string

    const friend = uniqueEmail('referred-friend')
    expect((await anon.from('leads').insert({ email: friend })).error).toBeNull()
    expect((await anon.functions.invoke('send-discount-email', { body: { email: friend, ref: link } })).error).toBeNull()
    const [firstVisit] = await mailsTo(backend, friend)
    const discount = /FIRST10-[0-9A-F]{8}/.exec(firstVisit!.text)![0]

    const ended = new Date(Date.now() - 30 * 3600_000)
    expect((await deliver(inviteeCreated({ email: friend, answer: 'Full Detail Package (Sedan)', discountCode: discount, start: ended, durationMinutes: 120 }))).status).toBe(200)
    expect(await backend.query('select discount_status from public.bookings where email = $1', [friend])).toEqual([{ discount_status: 'valid' }])

    clock = new Date()
    await run()
    const [mail, ...more] = await creditMails()
    expect(more).toEqual([])
    const credit = /THANKS-[0-9A-F]{8}/.exec(mail!.text)![0]
    expect(mail!.text).toContain('your next visit is $20 off')
    expect(mail!.text).not.toContain(friend)
    await run()
    expect(await creditMails()).toHaveLength(1)

    // The referrer reads their code in My Garage (RLS: their own rows, not whose visit earned it).
    const { data: mine } = await referrer.client.rpc('my_referral_credits')
    expect(mine).toEqual([{ code: credit, amount: 20, created_at: expect.any(String) }])
    expect((await other.client.rpc('my_referral_credits')).data).toEqual([])
  })

  it('a second first-code request for the same friend, or one naming the referrer, credits no one', async () => {
    const own = referrer.email.replace('.', '').replace('@', '+again@')
    expect((await anon.from('leads').insert({ email: own })).error).toBeNull()
    expect((await anon.functions.invoke('send-discount-email', { body: { email: own, ref: link } })).error).toBeNull()
    expect(await backend.query('select 1 from private.referrals where referred_mailbox = public.email_mailbox($1)', [own])).toEqual([])
  })

  it('nothing the anon key or another customer can send reads a credit or mints one', async () => {
    const before = await backend.query<{ n: number }>('select count(*)::int as n from public.referral_credits')
    expect((await anon.from('referral_credits').select('code')).data ?? []).toEqual([])
    expect((await anon.from('referral_links').select('code')).data ?? []).toEqual([])
    const bulk = Array.from({ length: 20 }, (_, i) => ({ referrer_id: referrer.id, referred_mailbox: `bulk${i}@example.com`, amount: 1000 }))
    expect((await anon.from('referral_credits').insert(bulk)).error).not.toBeNull()
    expect((await other.client.from('referral_credits').insert(bulk)).error).not.toBeNull()
    for (const client of [anon, other.client]) {
      expect((await client.rpc('enqueue_referral_credits', { p_amount: 1000, p_monthly_cap: 100 })).error).not.toBeNull()
      expect((await client.rpc('record_referral', { p_email: 'bulk0@example.com', p_ref: link })).error).not.toBeNull()
      expect((await client.from('referral_credits').update({ used_at: null }).eq('referrer_id', referrer.id).select('id')).data ?? []).toEqual([])
    }
    expect((await anon.rpc('my_referral_link')).error).not.toBeNull()
    expect((await other.client.from('referral_credits').select('code')).data ?? []).toEqual([])
    expect((await other.client.from('referral_links').select('code')).data ?? []).toEqual([])

    // A forged delivery (no signature) for a friend's "visit" writes no booking, so no credit.
    const forged = uniqueEmail('forged-friend')
    expect((await deliver(inviteeCreated({ email: forged, start: new Date(Date.now() - 40 * 3600_000) }), { signature: null })).status).toBe(401)
    await run()
    expect(await backend.query<{ n: number }>('select count(*)::int as n from public.referral_credits')).toEqual(before)
  })
})
