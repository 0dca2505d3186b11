// deno test supabase/functions/customer-unsubscribe
// The unsubscribe link works without signing in: a GET (the link) or an RFC 8058
// one-click POST with a known token unsubscribes; anything else says plainly what to do.
// docs/decisions/143-unsubscribe-without-signing-in.md
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { handleUnsubscribe, type UnsubscribeDeps } from './handler.ts'

const TOKEN = 'f'.repeat(64)

function deps(answer: 'unsubscribed' | 'unknown' | 'down', calls: string[] = []): UnsubscribeDeps {
  return {
    businessName: 'Katy Mobile Detailing',
    unsubscribe: async (token) => {
      calls.push(token)
      if (answer === 'down') throw new Error('503')
      return { result: answer }
    },
  }
}

Deno.test('the link (GET) and the one-click POST unsubscribe with the token', async () => {
  const calls: string[] = []
  const get = await handleUnsubscribe(new Request(`http://f/customer-unsubscribe?token=${TOKEN}`), deps('unsubscribed', calls))
  assertEquals(get.status, 200)
  assert((await get.text()).startsWith("You're unsubscribed. Katy Mobile Detailing will send no more"))
  assertEquals(get.headers.get('Content-Type'), 'text/plain; charset=utf-8')
  const post = await handleUnsubscribe(
    new Request(`http://f/customer-unsubscribe?token=${TOKEN}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    deps('unsubscribed', calls),
  )
  assertEquals(post.status, 200)
  assertEquals(calls, [TOKEN, TOKEN])
})

Deno.test('a missing or malformed token is answered without a database call', async () => {
  const calls: string[] = []
  for (const url of ['http://f/customer-unsubscribe', 'http://f/customer-unsubscribe?token=abc', `http://f/customer-unsubscribe?token=${TOKEN.toUpperCase()}`]) {
    const response = await handleUnsubscribe(new Request(url), deps('unsubscribed', calls))
    assertEquals(response.status, 400)
    assert((await response.text()).includes('This unsubscribe link is not complete'))
  }
  assertEquals(calls, [])
})

Deno.test('an unknown token, an outage and other methods each get their own answer', async () => {
  assertEquals((await handleUnsubscribe(new Request(`http://f/x?token=${TOKEN}`), deps('unknown'))).status, 404)
  const down = await handleUnsubscribe(new Request(`http://f/x?token=${TOKEN}`), deps('down'))
  assertEquals(down.status, 503)
  assert((await down.text()).includes('try the link again'))
  const put = await handleUnsubscribe(new Request(`http://f/x?token=${TOKEN}`, { method: 'PUT' }), deps('unsubscribed'))
  assertEquals(put.status, 405)
  assertEquals(put.headers.get('Allow'), 'GET, POST')
})
