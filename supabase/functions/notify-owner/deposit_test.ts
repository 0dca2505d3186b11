// deno test supabase/functions/notify-owner
// The deposit in the owner's booking and cancellation mails and in the prep reminder: what
// the scheduler reported on the booking (payment_* columns, from Calendly's invitee `payment`:
// https://developer.calendly.com/api-docs/calendly-api/scheduled-events/get-event-invitee),
// the balance due at catalogue prices, and a failed or missing payment said outright.
import { assert, assertEquals } from '../_shared/test-assert.ts'
import type { DepositTerms } from '../_shared/deposit.ts'
import { prepReminderMail, type CustomerMailContext } from './customer-mail.ts'
import { ownerMail } from './mail.ts'
import business from '../../../data/business.json' with { type: 'json' }
import services from '../../../data/services.json' with { type: 'json' }

const deposits: DepositTerms = { setting: { kind: 'fixed', amount: 50, refundableHours: 24 }, catalogue: services }

const booking = {
  name: 'Pat',
  email: 'pat@example.com',
  start_time: '2026-12-05T15:00:00Z',
  services: ['Signature Detail (SUV)', 'Engine Bay Detailing'],
  user_id: null,
}
const paid = { payment_provider: 'stripe', payment_external_id: 'ch_3PaidDeposit', payment_amount: 50, payment_currency: 'USD', payment_successful: true }

Deno.test("the owner's booking mail says the deposit paid, where, and the balance due", () => {
  const mail = ownerMail('booking', { ...booking, ...paid }, deposits)
  assert(mail.text.includes('Deposit: paid $50.00 (Stripe, payment ch_3PaidDeposit)'), mail.text)
  // Signature Detail (SUV) $399 + Engine Bay Detailing $69, less the deposit.
  assert(mail.text.includes('Balance due: $418.00'), mail.text)
  assert(mail.html.includes('<th align="left">Deposit</th><td>paid $50.00 (Stripe, payment ch_3PaidDeposit)</td>'), mail.html)
})

Deno.test('a failed payment and a missing one are said, not hidden', () => {
  const failed = ownerMail('booking', { ...booking, ...paid, payment_provider: 'paypal', payment_successful: false }, deposits)
  assert(failed.text.includes('Deposit: NOT PAID: the $50.00 payment through PayPal did not go through'), failed.text)
  assert(failed.text.includes('Balance due: $468.00'), 'nothing is taken off for a failed payment')
  const missing = ownerMail('booking', booking, deposits)
  assert(missing.text.includes('Deposit: NONE RECEIVED: a $50.00 deposit was expected'), missing.text)
})

Deno.test('a deposit in another currency is shown in it and not subtracted from dollar prices', () => {
  const mail = ownerMail('booking', { ...booking, ...paid, payment_currency: 'EUR' }, deposits)
  assert(mail.text.includes('Deposit: paid €50.00'), mail.text)
  assert(mail.text.includes('Balance due: $468.00, less the €50.00 deposit'), mail.text)
})

Deno.test('without a deposit setting or a payment, the booking mail says nothing of deposits', () => {
  const mail = ownerMail('booking', booking, { ...deposits, setting: null })
  assert(!mail.text.includes('Deposit'), mail.text)
  assertEquals(ownerMail('booking', booking).text, mail.text)
})

Deno.test("the owner's cancellation mail says whether to refund", () => {
  const early = ownerMail('booking_canceled', { ...booking, ...paid, canceled_at: '2026-12-03T15:00:00Z', rescheduled: false }, deposits)
  assert(early.text.includes('Deposit: Refund $50.00 in Stripe (payment ch_3PaidDeposit): canceled more than 24 hours before the visit'), early.text)
  const late = ownerMail('booking_canceled', { ...booking, ...paid, canceled_at: '2026-12-05T05:00:00Z', rescheduled: false }, deposits)
  assert(late.text.includes('Deposit: Keep the $50.00: canceled less than 24 hours before the visit, no refund due'), late.text)
  const moved = ownerMail('booking_canceled', { ...booking, ...paid, canceled_at: '2026-12-05T05:00:00Z', rescheduled: true }, deposits)
  assert(moved.text.includes('Deposit: $50.00 paid; no refund: it holds the new time'), moved.text)
  const failed = ownerMail('booking_canceled', { ...booking, ...paid, payment_successful: false, canceled_at: '2026-12-03T15:00:00Z' }, deposits)
  assert(failed.text.includes('Deposit: None to refund: the deposit payment did not go through'), failed.text)
})

const context: CustomerMailContext = {
  business: { name: business.name, phoneDisplay: business.phone.display, email: business.email, siteUrl: business.siteUrl, policies: business.policies },
  catalogue: services,
  deposit: deposits,
  unsubscribeUrl: (token) => `https://ref.supabase.co/functions/v1/customer-unsubscribe?token=${token}`,
  unsubscribePageUrl: (token) => `https://www.example.com/unsubscribe?token=${token}`,
}
const row = { ...booking, booking_id: 'b1', unsubscribe_token: 'a'.repeat(64) }
/** The dispatcher's clock 47 hours before the visit, when the reminder goes out. */
const remindedAt = new Date('2026-12-03T16:00:00Z')

Deno.test('the prep reminder says the deposit paid, the balance due and how to keep the refund', () => {
  const mail = prepReminderMail({ ...row, ...paid }, context, remindedAt)
  assert(mail.text.includes('Your deposit\nDeposit paid $50.00.\nBalance due $418.00, after the work is done.'), mail.text)
  assert(mail.text.includes('Cancel at least 24 hours before your visit and your $50.00 deposit is refunded.'), mail.text)
  // Sent late (booked inside the window): the reminder says canceling keeps it.
  const late = prepReminderMail({ ...row, ...paid }, context, new Date('2026-12-05T03:00:00Z'))
  assert(late.text.includes('Canceling now keeps your $50.00 deposit: it is refundable only up to 24 hours before your visit.'), late.text)
})

Deno.test('the prep reminder says a missing deposit and whom to call', () => {
  const mail = prepReminderMail(row, context, remindedAt)
  assert(mail.text.includes(`No deposit received ($50.00 expected). Please call or text us at ${business.phone.display} to settle it before your visit.`), mail.text)
  const none = prepReminderMail(row, { ...context, deposit: { ...deposits, setting: null } }, remindedAt)
  assert(!none.text.includes('Your deposit'), none.text)
})
