// Customers read their bookings but never write them, nor their service history any
// more: the scheduler's webhook (service role) is the only writer
// (docs/decisions/103-bookings-from-signed-webhooks.md, 013-schema-grants-and-rls.md).
// Booking intents: a customer records their own, for their own vehicles, and nothing else.
// Grants are checked by Postgres as in PostgREST: no grant -> 42501 (401 anon, 403 signed in).
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient } from 'local-supabase/testing/clients'

describe.each(ENGINES)('bookings and service history are read-only for customers on %s', (engine) => {
  let backend: RunningBackend
  let owner: Awaited<ReturnType<typeof createConfirmedUser>>
  let other: Awaited<ReturnType<typeof createConfirmedUser>>
  let anon: SupabaseClient
  let bookingId: string
  let historyId: string

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    anon = createTestClient(backend)
    owner = await createConfirmedUser(backend)
    other = await createConfirmedUser(backend)
    const [booking] = await backend.query<{ id: string }>(
      "insert into public.bookings (invitee_uri, email, user_id, services) values ('https://api.calendly.com/scheduled_events/e/invitees/rls', $1, $2, '{Signature Detail (SUV)}') returning id",
      [owner.email, owner.id],
    )
    bookingId = booking!.id
    const [history] = await backend.query<{ id: string }>(
      "insert into public.service_history (user_id, service_date, services, amount) values ($1, '2025-01-10', '{Signature Detail}', 349) returning id",
      [owner.id],
    )
    historyId = history!.id
  })
  afterAll(() => backend?.close())

  const bookingRow = () => backend.query('select status, services, user_id from public.bookings where id = $1', [bookingId])
  const historyRow = () => backend.query('select services, amount from public.service_history where id = $1', [historyId])

  it('the owner reads their booking and history; another customer and anon do not', async () => {
    expect((await owner.client.from('bookings').select('id, status').eq('id', bookingId)).data).toEqual([{ id: bookingId, status: 'active' }])
    expect((await owner.client.from('service_history').select('id').eq('id', historyId)).data).toEqual([{ id: historyId }])
    expect((await other.client.from('bookings').select('id')).data).toEqual([])
    const anonRead = await anon.from('bookings').select('id')
    expect(anonRead.error?.code).toBe('42501')
    expect(anonRead.status).toBe(401)
  })

  it('nobody but the service role inserts, changes or deletes bookings', async () => {
    for (const client of [owner.client, other.client, anon]) {
      const insert = await client.from('bookings').insert({ invitee_uri: `mine-${Math.random()}`, email: owner.email, status: 'active', services: ['Free detail'] })
      expect(insert.error?.code).toBe('42501')
      const update = await client.from('bookings').update({ status: 'canceled' }).eq('id', bookingId)
      expect(update.error?.code).toBe('42501')
      const remove = await client.from('bookings').delete().eq('id', bookingId)
      expect(remove.error?.code).toBe('42501')
    }
    expect(await bookingRow()).toEqual([{ status: 'active', services: ['Signature Detail (SUV)'], user_id: owner.id }])
    expect((await backend.query('select count(*)::int as n from public.bookings'))[0]).toEqual({ n: 1 })
  })

  it('a customer can no longer insert, change or delete service history, even their own', async () => {
    const insert = await owner.client.from('service_history').insert({ service_date: '2025-02-01', services: ['Ceramic Coating'], amount: 0 })
    expect(insert.error?.code).toBe('42501')
    expect(insert.status).toBe(403)
    expect((await owner.client.from('service_history').update({ amount: 0 }).eq('id', historyId)).error?.code).toBe('42501')
    expect((await owner.client.from('service_history').delete().eq('id', historyId)).error?.code).toBe('42501')
    expect(await historyRow()).toEqual([{ services: ['Signature Detail'], amount: '349.00' }])
  })

  it('a customer records a booking intent for themselves and their own vehicle only, and cannot change it', async () => {
    const { data: vehicle } = await owner.client.from('vehicles').insert({ make: 'Ford', model: 'Expedition', size: 'XL' }).select('id').single()
    const mine = crypto.randomUUID()
    expect(
      (await owner.client.from('booking_intents').insert({ id: mine, vehicle_id: vehicle!.id, vehicle_size: 'XL', services: ['Signature Detail (XL)'], discount_code: 'FIRST10-ABCDEF12' })).error,
    ).toBeNull()
    expect((await owner.client.from('booking_intents').select('id, user_id').eq('id', mine)).data).toEqual([{ id: mine, user_id: owner.id }])

    // Someone else's vehicle, someone else's user id, a longer life, no services: refused.
    const refused = [
      await other.client.from('booking_intents').insert({ id: crypto.randomUUID(), vehicle_id: vehicle!.id, services: ['Maintenance Wash (XL)'] }),
      await other.client.from('booking_intents').insert({ id: crypto.randomUUID(), user_id: owner.id, services: ['Maintenance Wash (XL)'] }),
      await owner.client.from('booking_intents').insert({ id: crypto.randomUUID(), services: ['Maintenance Wash (XL)'], expires_at: '2099-01-01T00:00:00Z' }),
      await anon.from('booking_intents').insert({ id: crypto.randomUUID(), services: ['Maintenance Wash (XL)'] }),
    ]
    expect(refused.map((r) => r.error?.code)).toEqual(['42501', '42501', '42501', '42501'])
    const empty = await owner.client.from('booking_intents').insert({ id: crypto.randomUUID(), services: [] })
    expect(empty.error?.code).toBe('23514')
    expect(empty.status).toBe(400)

    expect(
      (
        await owner.client
          .from('booking_intents')
          .update({ services: ['Everything'] })
          .eq('id', mine)
      ).error?.code,
    ).toBe('42501')
    expect((await owner.client.from('booking_intents').delete().eq('id', mine)).error?.code).toBe('42501')
    expect((await other.client.from('booking_intents').select('id')).data).toEqual([])
  })
})
