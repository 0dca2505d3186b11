// deno test supabase/functions/notify-owner
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { dialable, escapeHtml, formatTime, oneLine, ownerDigest, ownerMail } from './mail.ts'

Deno.test('escapes everything the customer typed in the HTML part', () => {
  const mail = ownerMail('chat_lead', { name: '<img src=x onerror=alert(1)>', email: 'a"b@example.com', phone: '281-555-0199', vehicle_type: 'SUV & <b>', service_interest: null })
  assert(!mail.html.includes('<img'), mail.html)
  assert(mail.html.includes('&lt;img src=x onerror=alert(1)&gt;'))
  assert(mail.html.includes('SUV &amp; &lt;b&gt;'))
  assert(mail.html.includes('href="tel:+12815550199"'))
  assert(mail.html.includes('href="sms:+12815550199"'))
  assert(!mail.html.includes('a"b@'), 'quotes in an address cannot close the href')
})

Deno.test("a booking names customer, vehicle, services and time in Katy's time zone", () => {
  const mail = ownerMail('booking', {
    name: 'Pat',
    email: 'pat@example.com',
    start_time: '2026-12-05T15:00:00Z',
    vehicle: 'SUV',
    services: ['Signature Detail (SUV)', 'Engine Bay Detailing'],
    user_id: null,
  })
  assertEquals(mail.subject, 'New booking: Pat, Saturday, December 5, 2026, 9:00 AM CST')
  assert(mail.text.includes('Services: Signature Detail (SUV); Engine Bay Detailing'))
  assert(mail.text.includes('Vehicle: SUV'))
  assert(mail.text.includes('E-mail: mailto:pat@example.com'))
})

Deno.test('a cancellation says whether the booking moved or was dropped', () => {
  assert(ownerMail('booking_canceled', { name: 'Pat', rescheduled: true }).subject.startsWith('Rescheduled: Pat'))
  assert(ownerMail('booking_canceled', { name: 'Pat', rescheduled: false }).subject.startsWith('Canceled: Pat'))
})

Deno.test('a waiting-list row names the address and the ZIP the owner does not serve yet', () => {
  const mail = ownerMail('waitlist', { email: 'wait<er>@example.com', zip: '77084' })
  assertEquals(mail.subject, 'Waiting list: wait<er>@example.com in 77084')
  assert(mail.text.includes('ZIP: 77084'), mail.text)
  assert(mail.html.includes('wait&lt;er&gt;@example.com'), 'the address is escaped in HTML')
})

Deno.test('a burst of waiting-list rows is one digest with address and ZIP columns', () => {
  const rows = [1, 2, 3].map((i) => ({ email: `w${i}@example.com`, zip: '77084', created_at: new Date(Date.UTC(2026, 10, 27, 12, 0)).toISOString() }))
  const mail = ownerDigest('waitlist', rows, new Date(Date.UTC(2026, 10, 27, 12, 4)))
  assertEquals(mail.subject, '3 new waiting-list sign-ups in the last 4 minutes')
  assert(mail.text.includes('1. E-mail: w1@example.com | ZIP: 77084'), mail.text)
  assert(!mail.text.includes('Vehicle'), 'no lead columns')
})

Deno.test('subjects stay on one line', () => {
  assert(!ownerMail('chat_lead', { name: 'Evil\r\nBcc: x@example.com', email: 'e@example.com' }).subject.includes('\n'))
})

Deno.test('helpers', () => {
  assertEquals(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  assertEquals(formatTime('not a date'), null)
  assertEquals(formatTime('2026-07-04T17:30:00Z'), 'Saturday, July 4, 2026, 12:30 PM CDT')
})

Deno.test('phone links are global numbers: North American ones get +1, others stay as typed', () => {
  assertEquals(dialable('(281) 555-0199'), '+12815550199')
  assertEquals(dialable('1 281 555 0199'), '+12815550199')
  assertEquals(dialable('+1 (281) 555-0199'), '+12815550199')
  assertEquals(dialable('+44 20 7946 0958'), '+442079460958')
  assertEquals(dialable('555-0199'), '5550199')
})

Deno.test("a booking's discount code comes with the database's verdict on it", () => {
  const verdictOf = (discount_status: string | null) =>
    ownerMail('booking', { name: 'Pat', email: 'pat@example.com', discount_code: 'FIRST10-ABCD1234', discount_status })
      .text.split('\n')
      .find((line) => line.startsWith('Discount code:'))
  assertEquals(verdictOf('valid'), 'Discount code: code FIRST10-ABCD1234 is valid (10% off this first visit)')
  assertEquals(verdictOf('other_address'), 'Discount code: code FIRST10-ABCD1234 belongs to another address (no discount)')
  assertEquals(verdictOf('already_used'), 'Discount code: code FIRST10-ABCD1234 already used (no discount)')
  assertEquals(verdictOf('unknown'), 'Discount code: code FIRST10-ABCD1234 is not a code we issued (no discount)')
  // Rows queued before the verdict existed show the code alone.
  assertEquals(verdictOf(null), 'Discount code: FIRST10-ABCD1234')
})

// Every character that could break a subject onto a second header line, or make it
// display as something other than what it says.
const BREAKERS: [string, string][] = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['tab', '\t'],
  ['NUL', '\u0000'],
  ['vertical tab', '\u000B'],
  ['form feed', '\u000C'],
  ['escape', '\u001B'],
  ['DEL', '\u007F'],
  ['NEL (U+0085)', '\u0085'],
  ['line separator (U+2028)', '\u2028'],
  ['paragraph separator (U+2029)', '\u2029'],
  ['right-to-left override (U+202E)', '\u202E'],
  ['left-to-right isolate (U+2066)', '\u2066'],
  ['zero-width space (U+200B)', '\u200B'],
  ['byte order mark (U+FEFF)', '\uFEFF'],
  ['soft hyphen (U+00AD)', '\u00AD'],
  ['lone surrogate', '\uD800'],
]

for (const [name, breaker] of BREAKERS) {
  Deno.test(`a subject keeps no ${name}`, () => {
    const subject = ownerMail('chat_lead', { name: `Evil${breaker}Bcc: x@example.com`, email: 'e@example.com' }).subject
    assert(!subject.includes(breaker), JSON.stringify(subject))
    assert(!/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u.test(subject), JSON.stringify(subject))
    assert(subject.startsWith('Quote request from Evil') && subject.endsWith('Bcc: x@example.com'), JSON.stringify(subject))
  })
}

Deno.test('oneLine keeps ordinary text, emoji and accents, and cuts at 120 code points', () => {
  assertEquals(oneLine('Zoë 🚗 Núñez'), 'Zoë 🚗 Núñez')
  assertEquals(oneLine('a\r\n\r\nb'), 'a b')
  const long = oneLine('🚗'.repeat(200))
  assertEquals(Array.from(long).length, 120)
  assert(!/\p{Cs}/u.test(long), 'no emoji cut in half')
})

Deno.test('a digest lists every row and escapes what the customers typed', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  const mail = ownerDigest(
    'chat_lead',
    [
      { name: '<script>x</script>', email: 'a@example.com', phone: null, vehicle_type: 'SUV', service_interest: 'Signature Detail', created_at: '2026-11-26T11:50:30Z' },
      { name: 'Bo', email: 'b@example.com', phone: '281-555-0100', vehicle_type: null, service_interest: null, created_at: '2026-11-26T11:59:00Z' },
    ],
    now,
  )
  assertEquals(mail.subject, '2 new quote requests in the last 10 minutes')
  assert(!mail.html.includes('<script>'), mail.html)
  assert(mail.html.includes('&lt;script&gt;x&lt;/script&gt;'))
  assert(mail.text.includes('2. Name: Bo | E-mail: b@example.com | Phone: 281-555-0100 | Vehicle: - | Service: -'), mail.text)
  assertEquals(ownerDigest('lead', [{ email: 'c@example.com', created_at: '2026-11-26T11:59:30Z' }], now).subject, '1 new sign-up in the last minute')
})
