// deno test supabase/functions/notify-owner
// The due-visit reminder of a maintenance plan (docs/decisions/156-maintenance-plans.md): the plan,
// the vehicle, the day it was due, the way to book, and the unsubscribe link every customer mail has.
import { assert, assertEquals } from '../_shared/test-assert.ts'
import type { CustomerMailContext } from './customer-mail.ts'
import { planVisitDueMail } from './plan-visit-mail.ts'
import { dispatchCustomers, type CustomerRow } from './customer.ts'

const context: CustomerMailContext = {
  business: { name: 'Katy Mobile Detailing', phoneDisplay: '(281) 555-0100', email: 'hello@example.com', siteUrl: 'https://example.com/' },
  catalogue: { baseServices: [], variants: [], addOns: [] },
  unsubscribeUrl: (token) => `https://fn.example.com/customer-unsubscribe?token=${token}`,
  unsubscribePageUrl: (token) => `https://example.com/unsubscribe?token=${token}`,
  plans: [{ id: 'maintenance-wash', name: 'Maintenance Wash' }],
}

const row = { plan_id: 'maintenance-wash', due_date: '2026-03-07', email: 'maria@example.com', name: 'Maria Lopez', vehicle: '2021 Toyota Camry (Sedan)', unsubscribe_token: 'a'.repeat(64) }

Deno.test('the reminder names the plan, the vehicle and the due day, links to My Garage and carries the unsubscribe link', () => {
  const mail = planVisitDueMail(row, context)
  assertEquals(mail.to, 'maria@example.com')
  assertEquals(mail.subject, 'Your Maintenance Wash visit is due: 2021 Toyota Camry (Sedan)')
  assert(mail.text.startsWith("Hi Maria, your 2021 Toyota Camry (Sedan)'s next Maintenance Wash visit is due Saturday, March 7."), mail.text)
  assert(mail.text.includes('Book your visit: https://example.com/garage'), mail.text)
  assert(mail.text.includes(`https://example.com/unsubscribe?token=${'a'.repeat(64)}`), 'the unsubscribe link')
  assertEquals(mail.headers['List-Unsubscribe'], `<https://fn.example.com/customer-unsubscribe?token=${'a'.repeat(64)}>`)
})

Deno.test('a plan the owner removed is "maintenance plan"; a row without address, token or date is refused', () => {
  assert(planVisitDueMail({ ...row, plan_id: 'gone' }, context).subject.startsWith('Your maintenance plan visit is due'))
  for (const broken of [{ email: null }, { unsubscribe_token: null }, { due_date: 'soon' }]) {
    let error = ''
    try {
      planVisitDueMail({ ...row, ...broken }, context)
    } catch (e) {
      error = (e as Error).message
    }
    assert(error !== '', JSON.stringify(broken))
  }
})

Deno.test('the dispatcher adds plan reminders after the booking messages, and goes on when that fails', async () => {
  const calls: string[] = []
  const sent: string[] = []
  const rows: CustomerRow[] = [{ id: 7, kind: 'plan_visit_due', payload: row, attempts: 0 }]
  const result = await dispatchCustomers({
    context,
    reviewDelayHours: 3,
    enqueue: async () => void calls.push('bookings'),
    enqueuePlanReminders: async () => {
      calls.push('plans')
      throw new Error('enqueue_plan_visit_reminders answered 503')
    },
    claim: async () => rows.splice(0),
    markSent: async (id) => void sent.push(String(id)),
    markFailed: async () => undefined,
    pending: async () => 0,
    sendEmail: async () => undefined,
  })
  assertEquals(calls, ['bookings', 'plans'])
  assertEquals(sent, ['7'])
  assertEquals(result.sent, 1)
})
