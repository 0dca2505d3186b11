// The customer outbox holds three subjects side by side (supabase/migrations/20261204220000_outbox_plans_and_quotes.sql):
// a booking's prep reminder or review request, a quote's mail (docs/decisions/157-quotes-from-the-inbox.md) and a
// plan's due visit (docs/decisions/156-maintenance-plans.md). Plans and quotes were built apart, each with a
// claim_customer_outbox of its own; these tests queue all three at once and claim them through the one function
// the dispatcher calls, so a branch that claims a row without returning it (a lease taken, no mail sent) or a
// check that refuses the other feature's rows fails here.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient } from 'local-supabase/testing/clients'

const NOW = '2026-03-10T18:00:00Z'
const PLANS = [{ id: 'maintenance-wash', interval_days: 30, service_names: ['Wash & Wax'] }]

describe.each(ENGINES)('the customer outbox with bookings, quotes and plans on %s', (engine) => {
  let backend: RunningBackend
  let service: SupabaseClient
  let customer: Awaited<ReturnType<typeof createConfirmedUser>>

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    service = createTestClient(backend, backend.serviceRoleKey)
    customer = await createConfirmedUser(backend)
  })
  afterAll(() => backend?.close())

  type Claimed = { id: number; kind: string; payload: Record<string, unknown> }
  const claim = async (limit = 20): Promise<Claimed[]> => {
    const { data, error } = await service.rpc('claim_customer_outbox', { p_limit: limit, p_lease_seconds: 300, p_now: NOW })
    expect(error).toBeNull()
    return data as Claimed[]
  }

  it('queues a prep reminder, a quote mail and a plan reminder together and claims each once, with its own payload', async () => {
    const [vehicle] = await backend.query<{ id: string }>("insert into public.vehicles (user_id, make, model, size) values ($1, 'Toyota', 'Camry', 'Sedan') returning id", [customer.id])
    await backend.query("insert into public.plan_enrolments (user_id, vehicle_id, plan_id, joined_at) values ($1, $2, 'maintenance-wash', '2026-01-01T15:00:00Z')", [customer.id, vehicle!.id])
    // The vehicle's last plan visit ended on February 5: its next is due March 7.
    await backend.query(
      "insert into public.bookings (invitee_uri, email, user_id, vehicle_id, status, start_time, end_time, services) values ($1, $2, $3, $4, 'active', '2026-02-05T16:00:00Z', '2026-02-05T18:00:00Z', '{\"Wash & Wax (Sedan)\"}')",
      [`https://api.calendly.com/invitees/kinds-${engine}-past`, customer.email, customer.id, vehicle!.id],
    )
    // Another customer's booking tomorrow: its prep reminder.
    await backend.query(
      "insert into public.bookings (invitee_uri, email, status, start_time, end_time, services) values ($1, 'guest@example.com', 'active', '2026-03-11T15:00:00Z', '2026-03-11T17:00:00Z', '{\"Full Detail (SUV)\"}')",
      [`https://api.calendly.com/invitees/kinds-${engine}-tomorrow`],
    )
    const { error: enqueueError } = await service.rpc('enqueue_customer_messages', { p_now: NOW })
    expect(enqueueError).toBeNull()
    const [plans] = await backend.query<{ n: number }>('select public.enqueue_plan_visit_reminders($1::jsonb, $2::timestamptz) as n', [JSON.stringify(PLANS), NOW])
    expect(plans!.n).toBe(1)
    // A quote sent from the owner's link queues the customer's mail.
    const [lead] = await backend.query<{ id: string }>(
      "insert into public.chatbot_leads (name, email, phone, vehicle_type, service_interest) values ('Dana Reyes', 'dana@example.com', '281-555-0100', 'SUV', 'Signature Detail') returning id",
    )
    const { data: ownerToken } = await service.rpc('issue_quote_owner_token', { p_lead_id: lead!.id })
    const { data: sent, error: sendError } = await service.rpc('quote_owner_send', {
      p_token: ownerToken,
      p_lines: [{ label: 'Signature Detail (SUV)', service: 'Signature Detail (SUV)', price_cents: 34900 }],
      p_note: null,
      p_valid_days: 14,
    })
    expect(sendError).toBeNull()
    expect((sent as { result: string }).result).toBe('sent')
    await backend.query("update private.customer_outbox set next_attempt_at = $1 where kind = 'quote'", [NOW])

    // The limit holds across the three subjects: two of the three rows now, the third on the next claim.
    const first = await claim(2)
    expect(first).toHaveLength(2)
    const claimed = [...first, ...(await claim())]
    expect(claimed.map((row) => row.kind).sort()).toEqual(['plan_visit_due', 'prep_reminder', 'quote'])
    expect(claimed.find((row) => row.kind === 'prep_reminder')!.payload).toMatchObject({ email: 'guest@example.com', services: ['Full Detail (SUV)'] })
    expect(claimed.find((row) => row.kind === 'quote')!.payload).toMatchObject({ email: 'dana@example.com', quote_token: expect.any(String) })
    expect(claimed.find((row) => row.kind === 'plan_visit_due')!.payload).toMatchObject({ email: customer.email, due_date: '2026-03-07', vehicle_id: vehicle!.id })
    // Every row the claim leased came back to the dispatcher: nothing is left leased and unsent.
    const [leased] = await backend.query<{ n: number }>('select count(*)::int as n from private.customer_outbox where locked_until is not null and sent_at is null')
    expect(leased!.n).toBe(3)
    expect(await claim()).toEqual([])
  })

  it('refuses a row whose subject is not its kind: a quote mail about a booking, a plan reminder without its due date', async () => {
    const [booking] = await backend.query<{ id: string }>(
      "insert into public.bookings (invitee_uri, email, status, start_time, end_time) values ($1, 'guest@example.com', 'active', '2026-04-01T15:00:00Z', '2026-04-01T17:00:00Z') returning id",
      [`https://api.calendly.com/invitees/kinds-${engine}-subject`],
    )
    const [enrolment] = await backend.query<{ id: string }>('select id from public.plan_enrolments limit 1')
    await expect(backend.query("insert into private.customer_outbox (kind, booking_id) values ('quote', $1)", [booking!.id])).rejects.toThrow(/customer_outbox_subject/)
    await expect(backend.query("insert into private.customer_outbox (kind, enrolment_id) values ('plan_visit_due', $1)", [enrolment!.id])).rejects.toThrow(/customer_outbox_subject/)
    await expect(backend.query("insert into private.customer_outbox (kind) values ('prep_reminder')")).rejects.toThrow(/customer_outbox_subject/)
  })
})
