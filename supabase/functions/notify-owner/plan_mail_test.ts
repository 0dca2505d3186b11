// deno test supabase/functions/notify-owner
// The owner's mails for plan joins and leaves (docs/decisions/156-maintenance-plans.md): who, which
// vehicle, which plan; a burst is one digest like leads.
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { ownerDigest, ownerMail, withPlanName } from './mail.ts'

const row = { name: 'Maria <Lopez>', email: 'maria@example.com', vehicle: '2021 Toyota Camry (Sedan)', plan_id: 'maintenance-wash', created_at: '2026-12-04T12:00:00Z' }

Deno.test('a join names the customer, the vehicle and the plan, escaped in HTML', () => {
  const mail = ownerMail('plan_joined', row)
  assertEquals(mail.subject, 'Plan joined: Maria <Lopez>, maintenance-wash')
  assert(mail.text.includes('Vehicle: 2021 Toyota Camry (Sedan)'), mail.text)
  assert(mail.text.includes('Plan: maintenance-wash'), mail.text)
  assert(mail.html.includes('Maria &lt;Lopez&gt;'), 'the name is escaped')
  assert(mail.html.includes('mailto:maria@example.com'), 'a one-tap reply')
})

Deno.test('a leave says so', () => {
  const mail = ownerMail('plan_left', { ...row, name: null })
  assertEquals(mail.subject, 'Plan left: maria@example.com, maintenance-wash')
  assert(mail.text.startsWith('maria@example.com left the maintenance-wash plan'), mail.text)
})

Deno.test('a burst of joins is one digest with name, address, vehicle and plan columns', () => {
  // The dispatcher names each row's plan first (handler.ts); without a name the id stands.
  const rows = [1, 2, 3].map((i) => withPlanName({ ...row, email: `m${i}@example.com` }, new Map()))
  const mail = ownerDigest('plan_joined', rows, new Date('2026-12-04T12:03:00Z'))
  assertEquals(mail.subject, '3 plan joins in the last 3 minutes')
  assert(mail.text.includes('1. Name: Maria <Lopez> | E-mail: m1@example.com | Vehicle: 2021 Toyota Camry (Sedan) | Plan: maintenance-wash'), mail.text)
  assertEquals(ownerDigest('plan_left', [row], new Date('2026-12-04T12:00:30Z')).subject, '1 plan leave in the last minute')
})
