// The scheduler's signed webhook becomes bookings: only a valid, fresh Calendly
// signature writes anything; replays and reschedules leave exactly one booking per
// invitee and one active booking per appointment; bookings are tied to an account by
// the site's intent (only for its owner's own confirmed address, once), else by a confirmed
// address, else claimed at confirmation.
// Signature: https://developer.calendly.com/api-docs/overview/webhooks/webhook-signatures
// Reschedule pairs: https://developer.calendly.com/docs/api-guides/see-how-webhook-payloads-change-when-invitees-reschedule-events
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { handleWebhook } from '../../supabase/functions/scheduler-webhook/handler'
import { webhookDeps } from '../fixtures/scheduler/backend-deps'
import { inviteeCanceled, inviteeCreated, newInviteeUri, reschedulePair, signedRequest } from '../fixtures/scheduler/webhook'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient, followMailLink, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'

const URL_ = 'http://functions.local/functions/v1/scheduler-webhook'
const SITE_COLUMNS = 'id, start_time, end_time, services, vehicle, status, reschedule_url, cancel_url, intent_id, discount_code'

describe.each(ENGINES)('scheduler webhook on %s', (engine) => {
  let backend: RunningBackend
  const send = (request: Request) => handleWebhook(request, webhookDeps(backend))
  const bookingsFor = (email: string) =>
    backend.query<{ invitee_uri: string; status: string; user_id: string | null; rescheduled: boolean }>(
      'select invitee_uri, status, user_id, rescheduled from public.bookings where lower(email) = lower($1) order by created_at, invitee_uri',
      [email],
    )

  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  it('records a delivery with a valid signature, and refuses invalid, stale and missing ones with 401 and no row', async () => {
    const email = uniqueEmail('sig')
    const body = JSON.stringify(inviteeCreated({ email, answer: 'Signature Detail (SUV). Vehicle size: SUV' }))
    const now = Math.floor(Date.now() / 1000)

    const refused = [
      await send(signedRequest(URL_, body, { key: 'not-the-signing-key' })),
      await send(signedRequest(URL_, body, { timestampSeconds: now - 181 })),
      await send(signedRequest(URL_, body, { signature: null })),
      await send(signedRequest(URL_, body, { signature: 't=abc,v1=zz' })),
      // A valid signature of another body.
      await send(signedRequest(URL_, body, { signature: signedRequest(URL_, body.replace(email, 'x@example.com')).headers.get('Calendly-Webhook-Signature') })),
    ]
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
    expect(await bookingsFor(email)).toEqual([])

    const accepted = await send(signedRequest(URL_, body, { timestampSeconds: now - 170 }))
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ result: 'created' })
    expect(await bookingsFor(email)).toHaveLength(1)
  })

  it('answers bad JSON and a wrong shape with 400, never 500, writing nothing', async () => {
    const email = uniqueEmail('shape')
    const bodies = [
      '{not json',
      JSON.stringify({ event: 'invitee.created' }),
      JSON.stringify({ event: 'invitee.created', payload: { uri: 'u', email: 'not-an-address' } }),
      JSON.stringify({ event: 'invitee.created', payload: { uri: '', email } }),
      JSON.stringify([1, 2]),
    ]
    for (const body of bodies) {
      const response = await send(signedRequest(URL_, body))
      expect(response.status, body).toBe(400)
    }
    expect(await bookingsFor(email)).toEqual([])
    // An event the site does not handle is acknowledged, so the scheduler does not retry it.
    const other = await send(signedRequest(URL_, JSON.stringify({ event: 'routing_form_submission.created', payload: {} })))
    expect(other.status).toBe(200)
  })

  it('stores the same delivery twice as one booking and queues one owner e-mail', async () => {
    const email = uniqueEmail('replay')
    const delivery = inviteeCreated({ email, name: 'Ann Replay', answer: 'Signature Detail (SUV); Engine Bay Detailing. Vehicle size: SUV' })
    expect((await send(signedRequest(URL_, delivery))).status).toBe(200)
    const again = await send(signedRequest(URL_, delivery))
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ result: 'unchanged' })
    const rows = await backend.query('select services, vehicle, name, status from public.bookings where email = $1', [email])
    expect(rows).toEqual([{ services: ['Signature Detail (SUV)', 'Engine Bay Detailing'], vehicle: 'SUV', name: 'Ann Replay', status: 'active' }])
    const queued = await backend.query("select kind from private.owner_outbox where payload ->> 'email' = $1", [email])
    expect(queued).toEqual([{ kind: 'booking' }])
  })

  it('a cancellation marks the booking canceled once, and a replayed cancellation changes nothing', async () => {
    const email = uniqueEmail('cancel')
    const inviteeUri = newInviteeUri()
    await send(signedRequest(URL_, inviteeCreated({ email, inviteeUri })))
    for (let i = 0; i < 2; i += 1) expect((await send(signedRequest(URL_, inviteeCanceled({ email, inviteeUri })))).status).toBe(200)
    expect(await bookingsFor(email)).toEqual([{ invitee_uri: inviteeUri, status: 'canceled', user_id: null, rescheduled: false }])
    const kinds = await backend.query<{ kind: string }>("select kind from private.owner_outbox where payload ->> 'email' = $1 order by id", [email])
    expect(kinds.map((k) => k.kind)).toEqual(['booking', 'booking_canceled'])
  })

  it.each(['cancel first', 'create first'])('a reschedule pair (%s) leaves exactly one active booking', async (order) => {
    const email = uniqueEmail('move')
    const inviteeUri = newInviteeUri()
    await send(signedRequest(URL_, inviteeCreated({ email, inviteeUri, answer: 'Maintenance Wash (Sedan)' })))
    const pair = reschedulePair({ email, inviteeUri, answer: 'Maintenance Wash (Sedan)' }, new Date(Date.now() + 9 * 24 * 3600_000))
    const sequence = order === 'cancel first' ? [pair.canceled, pair.created] : [pair.created, pair.canceled]
    for (const delivery of sequence) expect((await send(signedRequest(URL_, delivery))).status).toBe(200)
    // Replays of both change nothing.
    for (const delivery of sequence) await send(signedRequest(URL_, delivery))
    const rows = await bookingsFor(email)
    expect(rows).toHaveLength(2)
    expect(rows.filter((r) => r.status === 'active').map((r) => r.invitee_uri)).toEqual([pair.created.payload.uri])
    expect(rows.find((r) => r.invitee_uri === inviteeUri)).toMatchObject({ status: 'canceled', rescheduled: true })
  })

  const recordIntent = async (user: Awaited<ReturnType<typeof createConfirmedUser>>, fields: { vehicle_id?: string; vehicle_size?: string; services: string[] }) => {
    const id = crypto.randomUUID()
    // As the site does it: supabase-js, a client-chosen id, no .select().
    const { error } = await user.client.from('booking_intents').insert({ id, discount_code: null, ...fields })
    expect(error).toBeNull()
    return id
  }

  it("ties a booking to the account, vehicle and services of the site's booking intent when the invitee is its owner", async () => {
    const user = await createConfirmedUser(backend)
    const { data: vehicle, error: vehicleError } = await user.client.from('vehicles').insert({ make: 'Honda', model: 'Pilot', year: 2022, size: 'SUV' }).select('id').single()
    expect(vehicleError).toBeNull()
    const intentId = await recordIntent(user, { vehicle_id: vehicle!.id, vehicle_size: 'SUV', services: ['Signature Detail (SUV)', 'Pet Hair Removal'] })

    const response = await send(signedRequest(URL_, inviteeCreated({ email: user.email.toUpperCase(), intentId, answer: 'Signature Detail (SUV)' })))
    expect(await response.json()).toMatchObject({ result: 'created', claimed: true })

    const { data, error: readError } = await user.client.from('bookings').select(SITE_COLUMNS).eq('intent_id', intentId)
    expect(readError).toBeNull()
    expect(data).toHaveLength(1)
    expect(data![0]).toMatchObject({
      services: ['Signature Detail (SUV)', 'Pet Hair Removal'],
      vehicle: '2022 Honda Pilot (SUV)',
      status: 'active',
      intent_id: intentId,
    })
    expect(data![0]!.reschedule_url).toMatch(/^https:\/\/calendly\.com\/reschedulings\//)
  })

  // The intent id is public: the site puts it in the scheduler link's query string
  // (utm_content), so anyone can pass a link carrying their own intent to someone else.
  it("a foreign intent is ignored: the booking goes to the invitee's own account, not to the link's author", async () => {
    const mallory = await createConfirmedUser(backend)
    const carol = await createConfirmedUser(backend)
    const intentId = await recordIntent(mallory, { vehicle_size: 'SUV', services: ['Pet Hair Removal'] })

    const inviteeUri = newInviteeUri()
    const response = await send(signedRequest(URL_, inviteeCreated({ email: carol.email, name: 'Carol', phone: '+1 281 555 0100', inviteeUri, intentId, answer: 'Signature Detail (Sedan)' })))
    expect(await response.json()).toMatchObject({ result: 'created', claimed: true })

    expect((await mallory.client.from('bookings').select('id, email, cancel_url')).data).toEqual([])
    const { data: carols } = await carol.client.from('bookings').select(SITE_COLUMNS)
    expect(carols).toHaveLength(1)
    // Nothing of Mallory's intent rides along either.
    expect(carols![0]).toMatchObject({ services: ['Signature Detail (Sedan)'], intent_id: null })
    const { data: intents } = await mallory.client.from('booking_intents').select('id, used_by_booking').eq('id', intentId)
    expect(intents).toEqual([{ id: intentId, used_by_booking: null }])

    // Carol's reschedule, carrying Mallory's intent once more, stays Carol's.
    const pair = reschedulePair({ email: carol.email, inviteeUri, intentId, answer: 'Signature Detail (Sedan)' }, new Date(Date.now() + 9 * 24 * 3600_000))
    for (const delivery of [pair.created, pair.canceled]) expect((await send(signedRequest(URL_, delivery))).status).toBe(200)
    expect((await mallory.client.from('bookings').select('id')).data).toEqual([])
    const moved = await carol.client.from('bookings').select('status').order('created_at')
    expect(moved.data?.map((b) => b.status).sort()).toEqual(['active', 'canceled'])
  })

  it('a foreign intent and an unconfirmed invitee: the booking stays unclaimed until that address is confirmed', async () => {
    const mallory = await createConfirmedUser(backend)
    const intentId = await recordIntent(mallory, { services: ['Pet Hair Removal'] })
    const email = uniqueEmail('carol')
    const response = await send(signedRequest(URL_, inviteeCreated({ email, intentId })))
    expect(await response.json()).toMatchObject({ result: 'created', claimed: false })
    expect((await mallory.client.from('bookings').select('id')).data).toEqual([])
    expect((await bookingsFor(email)).map((b) => b.user_id)).toEqual([null])
  })

  it('an intent binds one booking only', async () => {
    const user = await createConfirmedUser(backend)
    const intentId = await recordIntent(user, { services: ['Pet Hair Removal'] })
    for (let i = 0; i < 2; i += 1) await send(signedRequest(URL_, inviteeCreated({ email: user.email, intentId, answer: 'Maintenance Wash (Sedan)' })))
    const { data } = await user.client.from('bookings').select('intent_id, services').order('created_at')
    // Both are the account's (its own address), but only the first took the intent's choices.
    expect(data).toEqual([
      { intent_id: intentId, services: ['Pet Hair Removal'] },
      { intent_id: null, services: ['Maintenance Wash (Sedan)'] },
    ])
  })

  it("ignores an expired intent and falls back to the invitee's address", async () => {
    const user = await createConfirmedUser(backend)
    const intentId = crypto.randomUUID()
    expect((await user.client.from('booking_intents').insert({ id: intentId, services: ['Maintenance Wash (XL)'] })).error).toBeNull()
    await backend.query("update public.booking_intents set expires_at = now() - interval '1 second' where id = $1", [intentId])
    await send(signedRequest(URL_, inviteeCreated({ email: uniqueEmail('stranger'), intentId })))
    expect(await backend.query('select 1 from public.bookings where intent_id = $1', [intentId])).toEqual([])
  })

  it("ties a booking to the confirmed account with the invitee's address (any letter case)", async () => {
    const user = await createConfirmedUser(backend)
    await send(signedRequest(URL_, inviteeCreated({ email: user.email.toUpperCase(), answer: 'Interior Detail (Sedan)' })))
    const { data } = await user.client.from('bookings').select(SITE_COLUMNS).eq('status', 'active')
    expect(data?.map((b) => b.services)).toEqual([['Interior Detail (Sedan)']])
    // Another signed-in customer sees none of it.
    const other = await createConfirmedUser(backend)
    expect((await other.client.from('bookings').select('id')).data).toEqual([])
  })

  it('keeps a booking unclaimed through an unconfirmed sign-up, and claims it when the address is confirmed', async () => {
    const email = uniqueEmail('later')
    await send(signedRequest(URL_, inviteeCreated({ email, answer: 'Signature Detail (Sedan)' })))
    expect((await bookingsFor(email))[0]!.user_id).toBeNull()

    const client = createTestClient(backend)
    const { data } = await client.auth.signUp({ email, password: 'correct horse battery' })
    // Signing up with someone's address must not reveal their bookings.
    expect((await bookingsFor(email))[0]!.user_id).toBeNull()

    const [mail] = await mailsTo(backend, email)
    await followMailLink(mail!.links[0]!)
    expect((await bookingsFor(email))[0]!.user_id).toBe(data.user!.id)
    await client.auth.signInWithPassword({ email, password: 'correct horse battery' })
    expect((await client.from('bookings').select('services')).data).toEqual([{ services: ['Signature Detail (Sedan)'] }])
  })

  it("records the address's own discount code as used by a booking, gives it back on a plain cancellation, ignores other codes", async () => {
    const email = uniqueEmail('code')
    await backend.query('insert into public.leads (email) values ($1)', [email])
    const [issued] = await backend.query<{ code: string }>(`select public.claim_discount_mail($1) ->> 'code' as code`, [email])
    const code = issued!.code
    const used = () => backend.query<{ used: boolean }>('select used_at is not null as used from public.discount_codes where email = lower($1)', [email])

    // Someone else's code, typed in the second answer, marks nothing.
    const stranger = uniqueEmail('stranger')
    await send(signedRequest(URL_, inviteeCreated({ email: stranger, discountCode: code })))
    expect(await used()).toEqual([{ used: false }])

    const inviteeUri = newInviteeUri()
    await send(signedRequest(URL_, inviteeCreated({ email, inviteeUri, discountCode: code.toLowerCase() })))
    expect(await used()).toEqual([{ used: true }])
    await send(signedRequest(URL_, inviteeCanceled({ email, inviteeUri })))
    expect(await used()).toEqual([{ used: false }])
  })
})
