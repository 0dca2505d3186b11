// deno test supabase/functions/notify-owner
// The referrer's credit mail (docs/decisions/158-referral-credit.md): the code, the amount, the way to
// My Garage, the unsubscribe link every customer mail has, and the dispatcher that adds credits only
// when told to and sends their rows through this module.
import { assert, assertEquals } from '../_shared/test-assert.ts'
import type { CustomerMailContext } from './customer-mail.ts'
import { referralCreditMail } from './referral-credit-mail.ts'
import { dispatchCustomers, type CustomerRow } from './customer.ts'

const context: CustomerMailContext = {
  business: { name: 'Katy Mobile Detailing', phoneDisplay: '(281) 555-0100', email: 'hello@example.com', siteUrl: 'https://example.com/' },
  catalogue: { baseServices: [], variants: [], addOns: [] },
  unsubscribeUrl: (token) => `https://fn.example.com/customer-unsubscribe?token=${token}`,
  unsubscribePageUrl: (token) => `https://example.com/unsubscribe?token=${token}`,
}

const row = { code: 'THANKS-0A1B2C3D', amount: 20, email: 'pat@example.com', name: 'Pat Lee', unsubscribe_token: 'b'.repeat(64) }

Deno.test('the credit mail gives the code and amount, links to My Garage and carries the unsubscribe link', () => {
  const mail = referralCreditMail(row, context)
  assertEquals(mail.to, 'pat@example.com')
  assertEquals(mail.subject, '$20 off your next detail: thanks for the referral')
  assert(mail.text.startsWith('Thank you, Pat! Someone you sent us just had their first detail, so your next visit is $20 off.'), mail.text)
  assert(mail.text.includes('Your code: THANKS-0A1B2C3D.'), mail.text)
  assert(mail.text.includes('See it in My Garage: https://example.com/garage'), mail.text)
  assert(mail.html.includes('THANKS-0A1B2C3D'), 'the code in the HTML part')
  assertEquals(mail.headers['List-Unsubscribe'], `<https://fn.example.com/customer-unsubscribe?token=${'b'.repeat(64)}>`)
})

Deno.test('a row without address, token, a well-formed code or an amount is refused', () => {
  for (const broken of [{ email: null }, { unsubscribe_token: null }, { code: '<b>x</b>' }, { code: 'FIRST10-0A1B2C3D' }, { amount: 0 }, { amount: '20' }]) {
    let error = ''
    try {
      referralCreditMail({ ...row, ...broken }, context)
    } catch (e) {
      error = (e as Error).message
    }
    assert(error !== '', JSON.stringify(broken))
  }
})

Deno.test('the dispatcher adds credits after the other messages, sends their rows, and goes on when adding fails', async () => {
  const calls: string[] = []
  const mails: string[] = []
  const rows: CustomerRow[] = [{ id: 9, kind: 'referral_credit', payload: row, attempts: 0 }]
  const result = await dispatchCustomers({
    context,
    reviewDelayHours: 3,
    enqueue: async () => void calls.push('bookings'),
    enqueueReferralCredits: async () => {
      calls.push('credits')
      throw new Error('enqueue_referral_credits answered 503')
    },
    claim: async () => rows.splice(0),
    markSent: async () => undefined,
    markFailed: async () => undefined,
    pending: async () => 0,
    sendEmail: async (mail, key) => void mails.push(`${key}:${mail.subject}`),
  })
  assertEquals(calls, ['bookings', 'credits'])
  assertEquals(mails, ['customer-outbox-9:$20 off your next detail: thanks for the referral'])
  assertEquals(result.sent, 1)
})
