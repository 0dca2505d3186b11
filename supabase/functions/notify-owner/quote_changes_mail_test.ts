// deno test supabase/functions/notify-owner
// The owner's mail for a customer's "Ask for changes" (quote-mail.ts): what the customer wrote,
// and the link that sends the revised quote, or, when no link could be issued, what to do instead.
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { ownerQuoteLink, quoteChangesMail } from './quote-mail.ts'

const row = {
  quote_id: 'q-1',
  lead_id: 'lead-1',
  name: 'Dana <Reyes>',
  email: 'dana@example.com',
  total_cents: 39850,
  valid_until: '2026-12-19T18:00:00Z',
  expired: false,
  message: 'Saturday instead?',
}
const URL = 'https://example.com/quote/compose#token=' + 'a'.repeat(64)

Deno.test('the changes mail says the message and links to a revised quote, escaped in HTML', () => {
  const mail = quoteChangesMail(row, URL)
  assertEquals(mail.subject, 'Dana <Reyes> asks for changes to their quote')
  assert(mail.text.includes('Message: Saturday instead?'), mail.text)
  assert(mail.text.includes(`Send a revised quote: ${URL}`), mail.text)
  assert(mail.html.includes(`<a href="${URL}">Send a revised quote</a>`), mail.html)
  assert(mail.html.includes('Dana &lt;Reyes&gt;'), mail.html)
})

Deno.test('without a link the mail still goes, and says how to answer', () => {
  const mail = quoteChangesMail({ ...row, expired: true })
  assertEquals(mail.subject, 'Dana <Reyes> asks for a new quote')
  assert(!mail.text.includes('Send a revised quote'), mail.text)
  assert(mail.text.includes('Reply to the customer'), mail.text)
  assert(mail.text.includes('E-mail: mailto:dana@example.com'), mail.text)
})

Deno.test("the revised quote's link is issued for the row's lead_id, and a failure costs only the link", async () => {
  const asked: string[] = []
  const issue = (leadId: string) => {
    asked.push(leadId)
    return Promise.resolve('b'.repeat(64))
  }
  assertEquals(await ownerQuoteLink(issue, 'https://example.com/', row, 'lead_id'), 'https://example.com/quote/compose#token=' + 'b'.repeat(64))
  assertEquals(asked, ['lead-1'])
  const failing = () => Promise.reject(new Error('database down'))
  const error = console.error
  console.error = () => undefined
  try {
    assertEquals(await ownerQuoteLink(failing, 'https://example.com/', row, 'lead_id'), null)
  } finally {
    console.error = error
  }
  assertEquals(await ownerQuoteLink(issue, 'https://example.com/', { ...row, lead_id: null }, 'lead_id'), null)
})
