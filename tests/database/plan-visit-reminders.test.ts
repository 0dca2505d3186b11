// Due-visit reminders for vehicles on a maintenance plan
// (supabase/migrations/20261204210200_plan_visit_reminders.sql, docs/decisions/156-maintenance-plans.md):
// one per enrolment and due date, none while a booking for the vehicle is ahead, none for an
// unsubscribed mailbox or an ended enrolment; claimed through claim_customer_outbox with the
// unsubscribe token, and set aside when a booking was made since.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient } from 'local-supabase/testing/clients'

const NOW = '2026-03-10T18:00:00Z'
const PLANS = [
  { id: 'maintenance-wash', interval_days: 30, service_names: ['Wash & Wax'] },
  { id: 'signature-care', interval_days: 14, service_names: ['Wash & Wax', 'Interior Detail'] },
]

describe.each(ENGINES)('plan visit reminders on %s', (engine) => {
  let backend: RunningBackend
  let owner: Awaited<ReturnType<typeof createConfirmedUser>>
  let anon: SupabaseClient
  let bookingSeq = 0

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    anon = createTestClient(backend)
    owner = await createConfirmedUser(backend)
  })
  afterAll(() => backend?.close())

  beforeEach(async () => {
    await backend.query('delete from private.customer_outbox')
    await backend.query('delete from private.customer_unsubscribes')
    await backend.query('delete from public.bookings')
    await backend.query('delete from public.plan_enrolments')
    await backend.query('delete from public.vehicles')
  })

  const vehicle = async () => (await backend.query<{ id: string }>("insert into public.vehicles (user_id, make, model, size) values ($1, 'Toyota', 'Camry', 'Sedan') returning id", [owner.id]))[0]!.id
  const enrol = async (vehicleId: string, planId = 'maintenance-wash', joinedAt = '2026-02-01T15:00:00Z') =>
    (
      await backend.query<{ id: string }>('insert into public.plan_enrolments (user_id, vehicle_id, plan_id, joined_at) values ($1, $2, $3, $4) returning id', [owner.id, vehicleId, planId, joinedAt])
    )[0]!.id
  const booking = (vehicleId: string, start: string, services = ['Wash & Wax (Sedan)'], status = 'active') =>
    backend.query(
      "insert into public.bookings (invitee_uri, email, user_id, vehicle_id, status, start_time, end_time, services) values ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz + interval '2 hours', $7)",
      [`https://api.calendly.com/invitees/plan-${engine}-${bookingSeq++}`, owner.email, owner.id, vehicleId, status, start, services],
    )
  const enqueue = async (now = NOW, plans: unknown = PLANS) =>
    (await backend.query<{ n: number }>('select public.enqueue_plan_visit_reminders($1::jsonb, $2::timestamptz) as n', [JSON.stringify(plans), now]))[0]!.n
  const queued = () => backend.query<{ due: string; skip: string | null }>("select due_date::text as due, skip_reason as skip from private.customer_outbox where kind = 'plan_visit_due' order by id")
  const claim = (now = NOW) => backend.query<{ kind: string; payload: Record<string, unknown> }>('select kind, payload from public.claim_customer_outbox(20, 300, $1::timestamptz)', [now])

  it('queues one reminder per due date: the interval after the last finished plan visit, once', async () => {
    const v = await vehicle()
    await enrol(v)
    await booking(v, '2026-01-05T16:00:00Z')
    await booking(v, '2026-02-05T16:00:00Z')
    await booking(v, '2026-02-20T16:00:00Z', ['Interior Detail (Sedan)']) // not a Maintenance Wash service
    await booking(v, '2026-02-25T16:00:00Z', ['Wash & Wax (Sedan)'], 'canceled')
    expect(await enqueue('2026-03-06T18:00:00Z')).toBe(0) // due March 7: not yet
    expect(await enqueue()).toBe(1)
    expect(await enqueue()).toBe(0)
    expect(await queued()).toEqual([{ due: '2026-03-07', skip: null }])

    const [row] = await claim()
    expect(row!.kind).toBe('plan_visit_due')
    expect(row!.payload).toMatchObject({ plan_id: 'maintenance-wash', vehicle_id: v, due_date: '2026-03-07', email: owner.email, vehicle: 'Toyota Camry (Sedan)', vehicle_size: 'Sedan' })
    expect(row!.payload.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/)
  })

  it('with no plan visit yet, the first is due the day the vehicle joined; a week late is too late', async () => {
    const v = await vehicle()
    await enrol(v, 'signature-care', '2026-03-08T15:00:00Z')
    const old = await vehicle()
    await enrol(old, 'maintenance-wash', '2026-01-01T15:00:00Z')
    expect(await enqueue()).toBe(1)
    expect(await queued()).toEqual([{ due: '2026-03-08', skip: null }])
  })

  it('queues nothing while a booking for the vehicle is ahead, and sets a queued one aside once one is made', async () => {
    const booked = await vehicle()
    await enrol(booked)
    await booking(booked, '2026-03-12T16:00:00Z', ['Full Detail Package (Sedan)'])
    expect(await enqueue()).toBe(0)

    const later = await vehicle()
    await enrol(later, 'maintenance-wash', '2026-03-09T15:00:00Z')
    expect(await enqueue()).toBe(1)
    await booking(later, '2026-03-11T16:00:00Z')
    expect(await claim()).toEqual([])
    expect(await queued()).toEqual([{ due: '2026-03-09', skip: 'booked' }])
  })

  it('queues nothing for an ended enrolment, an unknown plan or an unsubscribed mailbox', async () => {
    const JOINED = '2026-03-09T15:00:00Z'
    const v = await vehicle()
    const id = await enrol(v, 'maintenance-wash', JOINED)
    await backend.query('update public.plan_enrolments set ended_at = now() where id = $1', [id])
    const other = await vehicle()
    await enrol(other, 'winter-special', JOINED)
    expect(await enqueue()).toBe(0)
    const third = await vehicle()
    await enrol(third, 'maintenance-wash', JOINED)
    await backend.query('insert into private.customer_unsubscribes (mailbox) values (public.email_mailbox($1))', [owner.email])
    expect(await enqueue()).toBe(0)
    await backend.query('delete from private.customer_unsubscribes')
    expect(await enqueue()).toBe(1)
  })

  it('refuses plans that are not a list, and nobody but the service role may run it', async () => {
    await expect(enqueue(NOW, { id: 'maintenance-wash' })).rejects.toThrow(/p_plans must be an array/)
    for (const client of [anon, owner.client]) {
      const { error } = await client.rpc('enqueue_plan_visit_reminders', { p_plans: PLANS, p_now: NOW })
      expect(error?.code).toBe('42501')
    }
  })
})
