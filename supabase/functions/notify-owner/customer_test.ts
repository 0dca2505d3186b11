// deno test supabase/functions/notify-owner
// Customer messages: the prep reminder names the day and time in Katy's time zone, the
// services and their prep items from data/services.json, the policies and the
// reschedule/cancel links; the review request links the review page; both carry the
// one-click unsubscribe link and RFC 8058 headers; a row is marked sent only after the
// mail API accepted it. docs/decisions/142-customer-messages-from-the-outbox.md
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { bookingPrep } from '../_shared/booking-prep.ts'
import { customerMail, prepReminderMail, reviewRequestMail, type CustomerMailContext } from './customer-mail.ts'
import { dispatchCustomers, type CustomerDeps, type CustomerRow } from './customer.ts'
import { dispatch } from './handler.ts'
import business from '../../../data/business.json' with { type: 'json' }
import services from '../../../data/services.json' with { type: 'json' }

const TOKEN = 'a'.repeat(64)
const context: CustomerMailContext = {
  business: {
    name: business.name,
    phoneDisplay: business.phone.display,
    email: business.email,
    siteUrl: business.siteUrl,
    policies: business.policies,
    reviewUrl: business.reviewUrl,
    requirements: business.requirements,
  },
  catalogue: services,
  unsubscribeUrl: (token) => `https://ref.supabase.co/functions/v1/customer-unsubscribe?token=${token}`,
  unsubscribePageUrl: (token) => `https://www.example.com/unsubscribe?token=${token}`,
}

const booking = {
  booking_id: 'b1',
  email: 'pat@example.com',
  name: 'Pat <b>Lee</b>',
  start_time: '2026-12-05T15:00:00Z',
  end_time: '2026-12-05T18:00:00Z',
  services: ['Signature Detail (SUV)', 'Engine Bay Detailing'],
  vehicle: 'SUV',
  reschedule_url: 'https://calendly.com/reschedulings/I1',
  cancel_url: 'https://calendly.com/cancellations/I1',
  unsubscribe_token: TOKEN,
}

Deno.test('every shipped package and add-on names its prep items', () => {
  for (const base of services.baseServices) assert((base.prep ?? []).length > 0, `${base.baseId} has no prep items`)
  for (const addOn of services.addOns) assert((addOn.prep ?? []).length > 0, `${addOn.id} has no prep items`)
  for (const variant of services.variants) assertEquals(bookingPrep([variant.name], services).services[0]?.id, variant.id)
})

Deno.test("a booking's prep: variant via its package, add-on on its own, each item once, unknown labels kept", () => {
  const prep = bookingPrep(['signature detail (suv)', 'Engine Bay Detailing', 'Interior Detail (Sedan)', 'Something else', ''], services)
  assertEquals(
    prep.services.map((s) => [s.label, s.id, s.name]),
    [
      ['signature detail (suv)', 'signature-detail-suv', 'Signature Detail (SUV)'],
      ['Engine Bay Detailing', 'engine-bay-detailing', 'Engine Bay Detailing'],
      ['Interior Detail (Sedan)', 'interior-detail-sedan', 'Interior Detail (Sedan)'],
      ['Something else', null, null],
    ],
  )
  const signature = services.baseServices.find((b) => b.baseId === 'signature-detail')!.prep!
  for (const item of signature) assert(prep.items.includes(item), item)
  assertEquals(prep.items.length, new Set(prep.items).size)
  // The outlet is in both packages: listed once.
  assertEquals(prep.items.filter((item) => item.startsWith('A standard outlet')).length, 1)
})

Deno.test('the prep reminder: Chicago time, services, prep items, policies, links, unsubscribe', () => {
  const mail = prepReminderMail(booking, context)
  assertEquals(mail.to, 'pat@example.com')
  assertEquals(mail.subject, 'Getting ready for your detail on Saturday, December 5, 2026, 9:00 AM CST')
  assert(mail.text.includes('Services: Signature Detail (SUV); Engine Bay Detailing'), mail.text)
  for (const item of bookingPrep(booking.services, services).items) assert(mail.text.includes(`- ${item}`), item)
  assert(mail.text.includes(`Cancellation: ${business.policies.cancellation}`))
  assert(mail.text.includes(`Weather: ${business.policies.weather}`))
  assert(mail.text.includes(`Deposit: ${business.policies.deposit}`))
  assert(mail.text.includes('Reschedule: https://calendly.com/reschedulings/I1'))
  assert(mail.text.includes('Cancel: https://calendly.com/cancellations/I1'))
  assert(mail.html.includes('href="https://calendly.com/reschedulings/I1"'))
  // The mail shows the site's page (its button unsubscribes; a GET never does); the header
  // names the function, which mail clients POST to (RFC 8058).
  const page = `https://www.example.com/unsubscribe?token=${TOKEN}`
  const oneClick = `https://ref.supabase.co/functions/v1/customer-unsubscribe?token=${TOKEN}`
  assert(mail.text.includes(`Unsubscribe from these e-mails: ${page}`))
  assert(mail.html.includes(`href="${page}"`))
  assert(!mail.text.includes(oneClick) && !mail.html.includes(oneClick), 'the one-click URL is for POSTs only, not a link to open')
  assertEquals(mail.headers, { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  assert(mail.html.includes('Hi Pat,'))
  assert(!mail.html.includes('<b>'))
})

Deno.test('the prep reminder daylight time, and a booking whose services name no prep gets the general requirement', () => {
  const mail = prepReminderMail({ ...booking, start_time: '2027-06-05T14:00:00Z', services: ['Custom job'] }, context)
  assert(mail.subject.endsWith('Saturday, June 5, 2027, 9:00 AM CDT'), mail.subject)
  assert(mail.text.includes(`- ${business.requirements}`))
})

Deno.test("a customer mail carries none of the invitee's free text: catalogue names and fixed words only", () => {
  const typed = {
    ...booking,
    name: 'https://evil.example/win Pat',
    services: ['signature detail (suv)', 'FREE iPhone: claim at https://evil.example/win or call 555-0100', 'Engine Bay Detailing'],
    vehicle: 'Your account is locked, verify at https://evil.example/login',
  }
  const prep = prepReminderMail(typed, context)
  const review = reviewRequestMail(typed, context)
  for (const mail of [prep, review]) {
    for (const part of [mail.subject, mail.text, mail.html]) {
      assert(!/evil|iphone|555-0100|your account/i.test(part), part)
    }
  }
  assert(prep.text.includes('Services: Signature Detail (SUV); Engine Bay Detailing\nAnything else you asked for when booking is noted with us too.'), prep.text)
  assert(!prep.text.includes('Vehicle:'), prep.text)
  assert(prep.text.startsWith("We're looking forward to your visit on"), prep.text)
  assert(review.text.startsWith(`Thank you for choosing ${business.name}.`), review.text)
  const onlyUnknown = prepReminderMail({ ...typed, services: ['Paint the car gold'] }, context)
  assert(onlyUnknown.text.includes('Your services are as you booked them.'), onlyUnknown.text)
  assert(!onlyUnknown.text.includes('Services:') && !onlyUnknown.text.includes('gold'), onlyUnknown.text)
})

Deno.test('the greeting takes a first name only when it is one short word of letters', () => {
  const greet = (name: string) => prepReminderMail({ ...booking, name }, context).text.split('\n')[0]!
  assert(greet('Zoë Smith').startsWith('Hi Zoë, we'), greet('Zoë Smith'))
  assert(greet("Mary-Jane O'Neil").startsWith('Hi Mary-Jane, we'))
  for (const name of ['www.evil.example', 'pat@example.com', '555-0100', 'Congratulations!', 'A'.repeat(21), '<b>Pat</b>']) {
    assert(greet(name).startsWith("We're looking forward"), `${name}: ${greet(name)}`)
  }
})

Deno.test('a stored link that is not http(s) is left out, never rendered', () => {
  const mail = prepReminderMail({ ...booking, cancel_url: 'javascript:alert(1)' }, context)
  assert(!mail.html.includes('javascript:'))
  assert(!mail.text.includes('Cancel:'))
})

Deno.test('the review request: the review link, the same words for everyone, unsubscribe', () => {
  const mail = reviewRequestMail(booking, context)
  assertEquals(mail.subject, `How did we do? Review your detail with ${business.name}`)
  assert(mail.text.includes(`Leave a review: ${business.reviewUrl}`))
  assert(mail.html.includes(`href="${business.reviewUrl}"`))
  assert(!/discount|reward|coupon|free/i.test(mail.text), 'no incentive for a review')
  assert(mail.headers['List-Unsubscribe']!.includes(TOKEN))
  assertEquals(customerMail('review_request', booking, context).subject, mail.subject)
})

Deno.test('no review link configured: the row fails with a clear error instead of mailing a dead link', () => {
  let error = ''
  try {
    reviewRequestMail(booking, { ...context, business: { ...context.business, reviewUrl: undefined } })
  } catch (e) {
    error = (e as Error).message
  }
  assertEquals(error, 'No reviewUrl in data/business.json')
})

function fakeCustomerDeps(rows: CustomerRow[], failFor: (subject: string) => boolean = () => false) {
  const queue = [...rows]
  const log: string[] = []
  const deps: CustomerDeps = {
    context,
    reviewDelayHours: 5,
    now: () => new Date('2026-12-03T15:00:00Z'),
    enqueue: async (hours, now) => {
      log.push(`enqueue ${hours} ${now.toISOString()}`)
      return { prep_reminder: 1, review_request: 1 }
    },
    claim: async (limit, now) => {
      log.push(`claim ${now.toISOString()}`)
      return queue.splice(0, limit)
    },
    markSent: async (id) => void log.push(`sent ${id}`),
    markFailed: async (id, error) => void log.push(`failed ${id} ${error}`),
    pending: async () => 0,
    sendEmail: async (mail, key) => {
      log.push(`mail ${key} ${mail.to} ${mail.headers['List-Unsubscribe-Post']}`)
      if (failFor(mail.subject)) throw new Error('E-mail API answered 503')
    },
  }
  return { deps, log }
}

Deno.test('dispatch: enqueue with the delay and the clock, send, then mark; a refused mail is marked failed, not sent', async () => {
  const { deps, log } = fakeCustomerDeps(
    [
      { id: 1, kind: 'prep_reminder', payload: booking, attempts: 0 },
      { id: 2, kind: 'review_request', payload: booking, attempts: 0 },
    ],
    (subject) => subject.startsWith('How did we do'),
  )
  const result = await dispatchCustomers(deps)
  assertEquals(result, { enqueued: { prep_reminder: 1, review_request: 1 }, sent: 1, failed: 1, remaining: 0 })
  assertEquals(log, [
    'enqueue 5 2026-12-03T15:00:00.000Z',
    'claim 2026-12-03T15:00:00.000Z',
    'mail customer-outbox-1 pat@example.com List-Unsubscribe=One-Click',
    'sent 1',
    'mail customer-outbox-2 pat@example.com List-Unsubscribe=One-Click',
    'failed 2 E-mail API answered 503',
    'claim 2026-12-03T15:00:00.000Z',
  ])
})

Deno.test("the scheduled run sends the customers' messages after the owner's, and their failure fails nothing else", async () => {
  const { deps } = fakeCustomerDeps([{ id: 1, kind: 'prep_reminder', payload: booking, attempts: 0 }])
  const owner = {
    ownerEmail: 'owner@example.com',
    claim: async () => [],
    markSent: async () => {},
    markFailed: async () => {},
    pending: async () => 0,
    sendEmail: async () => {},
  }
  const ok = await dispatch({ ...owner, customers: deps })
  assertEquals(ok.customers, { enqueued: { prep_reminder: 1, review_request: 1 }, sent: 1, failed: 0, remaining: 0 })
  const broken = await dispatch({
    ...owner,
    customers: {
      ...deps,
      enqueue: () => Promise.reject(new Error('enqueue_customer_messages answered 503')),
    },
  })
  assertEquals(broken.customers, { error: 'enqueue_customer_messages answered 503' })
  assertEquals(broken.sent, 0)
})
