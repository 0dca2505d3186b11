// Deposits the scheduler took, from Calendly-shaped signed deliveries to the customer's garage
// read and the owner's mail. Calendly charges the event type's fixed amount through the owner's
// Stripe or PayPal at booking and reports it on the invitee of invitee.created as `payment`
// {external_id, provider, amount, currency, terms, successful}, null when none was taken:
// https://developer.calendly.com/api-docs/calendly-api/scheduled-events/get-event-invitee
// (Invitee), https://developer.calendly.com/release-notes/2021/2/21 (the field's release).
// supabase/migrations/20261203160000_booking_deposits.sql records it on the booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { handleWebhook } from '../../supabase/functions/scheduler-webhook/handler'
import { dispatch } from '../../supabase/functions/notify-owner/handler'
import { outboxDeps, webhookDeps } from '../fixtures/scheduler/backend-deps'
import { inviteeCreated, signedRequest, stripeDeposit } from '../fixtures/scheduler/webhook'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'
import services from '../../data/services.json'

const URL_ = 'http://functions.local/functions/v1/scheduler-webhook'
// The columns My Garage reads (components/garage/garage-api.ts).
const GARAGE_COLUMNS = 'id, services, status, payment_provider, payment_external_id, payment_amount, payment_currency, payment_successful'

describe.each(ENGINES)('deposits from the scheduler webhook on %s', (engine) => {
  let backend: RunningBackend
  const send = (body: unknown) => handleWebhook(signedRequest(URL_, JSON.stringify(body)), webhookDeps(backend))

  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  it('records a paid deposit once, however often the delivery is replayed, and the customer reads it', async () => {
    const user = await createConfirmedUser(backend)
    const payment = stripeDeposit()
    const delivery = inviteeCreated({ email: user.email, answer: 'Signature Detail (SUV). Vehicle size: SUV', payment })
    const answers = await Promise.all([send(delivery), send(delivery), send(delivery)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect((await Promise.all(answers.map((a) => a.json()))).map((a: { result: string }) => a.result).sort()).toEqual(['created', 'unchanged', 'unchanged'])

    const { data, error } = await user.client.from('bookings').select(GARAGE_COLUMNS)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect({ ...data![0], payment_amount: Number(data![0]!.payment_amount) }).toMatchObject({
      payment_provider: 'stripe',
      payment_external_id: payment.external_id,
      payment_amount: 50,
      payment_currency: 'USD',
      payment_successful: true,
    })
    const outbox = await backend.query<{ n: number }>("select count(*)::int as n from private.owner_outbox where kind = 'booking' and payload ->> 'payment_external_id' = $1", [payment.external_id])
    expect(outbox[0]!.n).toBe(1)
  })

  it('keeps a booking without a payment (null), one whose payment failed, and one in another currency', async () => {
    const none = uniqueEmail('no-deposit')
    const failed = uniqueEmail('failed-deposit')
    const euro = uniqueEmail('euro-deposit')
    expect((await send(inviteeCreated({ email: none, answer: 'Wash & Wax (Sedan)', payment: null }))).status).toBe(200)
    expect((await send(inviteeCreated({ email: failed, answer: 'Wash & Wax (Sedan)', payment: stripeDeposit({ provider: 'paypal', successful: false }) }))).status).toBe(200)
    expect((await send(inviteeCreated({ email: euro, answer: 'Wash & Wax (Sedan)', payment: stripeDeposit({ currency: 'eur', amount: 45.5 }) }))).status).toBe(200)
    const rows = await backend.query<{ email: string; payment_provider: string | null; payment_amount: string | null; payment_currency: string | null; payment_successful: boolean | null }>(
      'select email, payment_provider, payment_amount::text, payment_currency, payment_successful from public.bookings where email = any($1) order by email',
      [[none, failed, euro].sort()],
    )
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]))
    expect(byEmail[none]).toMatchObject({ payment_provider: null, payment_amount: null, payment_currency: null, payment_successful: null })
    expect(byEmail[failed]).toMatchObject({ payment_provider: 'paypal', payment_amount: '50.00', payment_successful: false })
    expect(byEmail[euro]).toMatchObject({ payment_amount: '45.50', payment_currency: 'EUR', payment_successful: true })
  })

  it('never loses a booking over a malformed payment: what does not fit is left out', async () => {
    const email = uniqueEmail('odd-deposit')
    const answer = await send(
      inviteeCreated({
        email,
        answer: 'Wash & Wax (Sedan)',
        payment: { external_id: 'x'.repeat(5000), provider: 'STRIPE' as 'stripe', amount: -3, currency: 'dollars', terms: null, successful: 'yes' as unknown as boolean },
      }),
    )
    expect(answer.status).toBe(200)
    const [row] = await backend.query<{
      status: string
      payment_provider: string | null
      payment_external_id: string | null
      payment_amount: string | null
      payment_currency: string | null
      payment_successful: boolean | null
    }>('select status, payment_provider, payment_external_id, payment_amount::text, payment_currency, payment_successful from public.bookings where email = $1', [email])
    expect(row).toMatchObject({ status: 'active', payment_provider: 'stripe', payment_amount: null, payment_currency: null, payment_successful: null })
    expect(row!.payment_external_id).toHaveLength(200)
  })

  it("the owner's booking mail says the deposit paid and the balance due, through the outbox", async () => {
    const owner = uniqueEmail('owner')
    await backend.query('update private.owner_outbox set sent_at = now() where sent_at is null')
    const email = uniqueEmail('mail-deposit')
    const payment = stripeDeposit()
    expect((await send(inviteeCreated({ email, answer: 'Signature Detail (SUV); Engine Bay Detailing. Vehicle size: SUV', payment }))).status).toBe(200)
    const deps = { ...outboxDeps(backend, owner), deposits: { setting: { kind: 'fixed' as const, amount: 50, refundableHours: 24 }, catalogue: services } }
    expect(await dispatch(deps)).toMatchObject({ sent: 1, failed: 0 })
    const [mail] = await mailsTo(backend, owner)
    expect(mail!.text).toContain(`Deposit: paid $50.00 (Stripe, payment ${payment.external_id})`)
    // Signature Detail (SUV) $399 + Engine Bay Detailing $69 - $50.
    expect(mail!.text).toContain('Balance due: $418.00')
  })
})
