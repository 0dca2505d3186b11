// Maintenance plan enrolments (supabase/migrations/20261204210000_plan_enrolments.sql,
// docs/decisions/156-maintenance-plans.md): a customer puts their own vehicle on a plan, one
// plan at a time, and leaves with one update the server dates; nobody else reads or changes the
// row, and an anonymous visitor with the anon key gets nothing. Bookings learn their vehicle and
// plan from the booking intent.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient } from 'local-supabase/testing/clients'

describe.each(ENGINES)('plan enrolments on %s', (engine) => {
  let backend: RunningBackend
  let owner: Awaited<ReturnType<typeof createConfirmedUser>>
  let other: Awaited<ReturnType<typeof createConfirmedUser>>
  let anon: SupabaseClient
  let vehicleId: string

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    anon = createTestClient(backend)
    owner = await createConfirmedUser(backend)
    other = await createConfirmedUser(backend)
  })
  afterAll(() => backend?.close())

  beforeEach(async () => {
    await backend.query('delete from public.plan_enrolments')
    await backend.query('delete from public.vehicles')
    const [vehicle] = await backend.query<{ id: string }>("insert into public.vehicles (user_id, make, model, size) values ($1, 'Toyota', 'Camry', 'Sedan') returning id", [owner.id])
    vehicleId = vehicle!.id
  })

  const rows = () => backend.query<{ user_id: string; plan_id: string; ended: boolean }>('select user_id, plan_id, ended_at is not null as ended from public.plan_enrolments order by joined_at')

  it('the owner puts their vehicle on a plan and reads it; another customer and anon see nothing', async () => {
    const joined = await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash' }).select('user_id, plan_id, joined_at, ended_at').single()
    expect(joined.error).toBeNull()
    expect(joined.data).toMatchObject({ user_id: owner.id, plan_id: 'maintenance-wash', ended_at: null })
    expect((await owner.client.from('plan_enrolments').select('plan_id')).data).toEqual([{ plan_id: 'maintenance-wash' }])
    expect((await other.client.from('plan_enrolments').select('id')).data).toEqual([])
    const anonRead = await anon.from('plan_enrolments').select('id')
    expect(anonRead.error?.code).toBe('42501')
    expect(anonRead.status).toBe(401)
  })

  it("nobody puts someone else's vehicle on a plan, nor enrols in someone else's name", async () => {
    const attempts = [
      await other.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash' }),
      await other.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash', user_id: owner.id }),
      await anon.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash' }),
    ]
    expect(attempts.map((a) => a.error?.code)).toEqual(['42501', '42501', '42501'])
    expect(await rows()).toEqual([])
  })

  it('the server dates the enrolment: a client cannot back-date it, end it at insert, or name a malformed plan', async () => {
    const backDated = await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash', joined_at: '2000-01-01T00:00:00Z' })
    expect(backDated.error?.code).toBe('42501')
    const ended = await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash', ended_at: '2000-01-01T00:00:00Z' })
    expect(ended.error?.code).toBe('42501')
    const malformed = await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'Maintenance Wash!' })
    expect(malformed.error?.code).toBe('23514')
    expect(malformed.status).toBe(400)
    expect(await rows()).toEqual([])
  })

  it('one plan at a time per vehicle; after leaving, the vehicle may join again', async () => {
    expect((await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash' })).error).toBeNull()
    const second = await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'signature-care' })
    expect(second.error?.code).toBe('23505')
    expect(second.status).toBe(409)

    // Leaving: whatever end the client sends, the row ends now, once.
    const left = await owner.client.from('plan_enrolments').update({ ended_at: '1999-01-01T00:00:00Z' }).eq('vehicle_id', vehicleId).is('ended_at', null).select('joined_at, ended_at').single()
    expect(left.error).toBeNull()
    expect(new Date(left.data!.ended_at!).getTime()).toBeGreaterThanOrEqual(new Date(left.data!.joined_at).getTime())
    const [endedRow] = await backend.query<{ ended_at: string }>('select ended_at::text from public.plan_enrolments')
    const endedAt = endedRow!.ended_at
    const again = await owner.client.from('plan_enrolments').update({ ended_at: null }).eq('vehicle_id', vehicleId).select('id')
    expect(again.data).toEqual([])
    expect(await backend.query('select ended_at::text from public.plan_enrolments')).toEqual([{ ended_at: endedAt }])

    expect((await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'signature-care' })).error).toBeNull()
    expect(await rows()).toEqual([
      { user_id: owner.id, plan_id: 'maintenance-wash', ended: true },
      { user_id: owner.id, plan_id: 'signature-care', ended: false },
    ])
  })

  it('only the owner ends an enrolment; nobody changes its plan, vehicle or owner, or deletes it', async () => {
    await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash' })
    expect((await other.client.from('plan_enrolments').update({ ended_at: new Date().toISOString() }).eq('vehicle_id', vehicleId).select('id')).data).toEqual([])
    expect((await anon.from('plan_enrolments').update({ ended_at: new Date().toISOString() }).eq('vehicle_id', vehicleId)).error?.code).toBe('42501')
    for (const change of [{ plan_id: 'signature-care' }, { user_id: other.id }, { joined_at: '2000-01-01T00:00:00Z' }]) {
      expect((await owner.client.from('plan_enrolments').update(change).eq('vehicle_id', vehicleId)).error?.code).toBe('42501')
    }
    for (const client of [owner.client, other.client, anon]) {
      expect((await client.from('plan_enrolments').delete().eq('vehicle_id', vehicleId)).error?.code).toBe('42501')
    }
    expect(await rows()).toEqual([{ user_id: owner.id, plan_id: 'maintenance-wash', ended: false }])
  })

  it('the owner hears of every join and leave through the outbox, with who, which vehicle and which plan', async () => {
    await backend.query("delete from private.owner_outbox where kind like 'plan_%'")
    await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash' })
    // A refused second join and an update of an ended row queue nothing.
    await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'signature-care' })
    await owner.client.from('plan_enrolments').update({ ended_at: new Date().toISOString() }).eq('vehicle_id', vehicleId)
    await owner.client.from('plan_enrolments').update({ ended_at: new Date().toISOString() }).eq('vehicle_id', vehicleId)
    const queued = await backend.query<{ kind: string; email: string; vehicle: string; plan_id: string }>(
      "select kind, payload ->> 'email' as email, payload ->> 'vehicle' as vehicle, payload ->> 'plan_id' as plan_id from private.owner_outbox where kind like 'plan_%' order by id",
    )
    expect(queued).toEqual([
      { kind: 'plan_joined', email: owner.email, vehicle: 'Toyota Camry (Sedan)', plan_id: 'maintenance-wash' },
      { kind: 'plan_left', email: owner.email, vehicle: 'Toyota Camry (Sedan)', plan_id: 'maintenance-wash' },
    ])
  })

  it('removing the vehicle removes its enrolments', async () => {
    await owner.client.from('plan_enrolments').insert({ vehicle_id: vehicleId, plan_id: 'maintenance-wash' })
    expect((await owner.client.from('vehicles').delete().eq('id', vehicleId)).error).toBeNull()
    expect(await rows()).toEqual([])
  })

  it('a booking takes its vehicle and plan from its intent, and a reschedule from the booking it replaces once the intent is gone', async () => {
    const intentId = crypto.randomUUID()
    expect((await owner.client.from('booking_intents').insert({ id: intentId, vehicle_id: vehicleId, services: ['Wash & Wax (Sedan)'], plan_id: 'maintenance-wash' })).error).toBeNull()
    const malformed = await owner.client.from('booking_intents').insert({ id: crypto.randomUUID(), services: ['Wash & Wax (Sedan)'], plan_id: 'not a plan' })
    expect(malformed.error?.code).toBe('23514')

    const insertBooking = (uri: string, user: string | null) =>
      backend.query<{ vehicle_id: string | null; plan_id: string | null }>(
        "insert into public.bookings (invitee_uri, email, user_id, intent_id, services) values ($1, $2, $3, $4, '{Wash & Wax (Sedan)}') returning vehicle_id, plan_id",
        [uri, owner.email, user, intentId],
      )
    expect(await insertBooking(`https://api.calendly.com/invitees/plan-${engine}-1`, owner.id)).toEqual([{ vehicle_id: vehicleId, plan_id: 'maintenance-wash' }])
    await backend.query('delete from public.booking_intents where id = $1', [intentId])
    expect(await insertBooking(`https://api.calendly.com/invitees/plan-${engine}-2`, owner.id)).toEqual([{ vehicle_id: vehicleId, plan_id: 'maintenance-wash' }])
    // A booking of another account never borrows this account's vehicle.
    expect(await insertBooking(`https://api.calendly.com/invitees/plan-${engine}-3`, other.id)).toEqual([{ vehicle_id: null, plan_id: null }])
    expect((await owner.client.from('bookings').select('vehicle_id, plan_id').eq('invitee_uri', `https://api.calendly.com/invitees/plan-${engine}-1`)).data).toEqual([
      { vehicle_id: vehicleId, plan_id: 'maintenance-wash' },
    ])
  })
})
