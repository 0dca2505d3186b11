// deno test supabase/functions/customer-unsubscribe
// Only a POST unsubscribes (RFC 8058's one-click POST, or the site page's button): a GET,
// which every mail scanner sends, is sent on to the site's page and changes nothing.
// docs/decisions/143-unsubscribe-without-signing-in.md
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { handleUnsubscribe, type UnsubscribeDeps } from './handler.ts'

const TOKEN = 'f'.repeat(64)
const PAGE = 'https://www.example.com/unsubscribe'

function deps(answer: 'unsubscribed' | 'unknown' | 'down', calls: string[] = []): UnsubscribeDeps {
  return {
    businessName: 'Katy Mobile Detailing',
    pageUrl: PAGE,
    unsubscribe: async (token) => {
      calls.push(token)
      if (answer === 'down') throw new Error('503')
      return { result: answer }
    },
  }
}

const oneClick = (url: string) => new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })

Deno.test('a GET of the link (a mail scanner, a browser) unsubscribes nobody: it is sent on to the page with its token', async () => {
  const calls: string[] = []
  for (const method of ['GET', 'HEAD']) {
    const response = await handleUnsubscribe(new Request(`http://f/customer-unsubscribe?token=${TOKEN}`, { method }), deps('unsubscribed', calls))
    assertEquals(response.status, 303)
    assertEquals(response.headers.get('Location'), `${PAGE}?token=${TOKEN}`)
    assertEquals(response.headers.get('Cache-Control'), 'no-store')
  }
  assertEquals(calls, [])
})

Deno.test('a GET passes on only a well-formed token, never other text from the URL', async () => {
  for (const search of ['', '?token=abc', '?token=%3Cscript%3E', `?token=${TOKEN}&next=https://evil.example`]) {
    const response = await handleUnsubscribe(new Request(`http://f/customer-unsubscribe${search}`), deps('unsubscribed'))
    assertEquals(response.status, 303)
    const location = response.headers.get('Location')!
    assert(location === PAGE || location === `${PAGE}?token=${TOKEN}`, location)
  }
})

Deno.test('the one-click POST unsubscribes with the token', async () => {
  const calls: string[] = []
  const post = await handleUnsubscribe(oneClick(`http://f/customer-unsubscribe?token=${TOKEN}`), deps('unsubscribed', calls))
  assertEquals(post.status, 200)
  assert((await post.text()).startsWith("You're unsubscribed. Katy Mobile Detailing will send no more"))
  assertEquals(post.headers.get('Content-Type'), 'text/plain; charset=utf-8')
  assertEquals(calls, [TOKEN])
})

Deno.test('a POST with a missing or malformed token is answered without a database call', async () => {
  const calls: string[] = []
  for (const url of ['http://f/customer-unsubscribe', 'http://f/customer-unsubscribe?token=abc', `http://f/customer-unsubscribe?token=${TOKEN.toUpperCase()}`]) {
    const response = await handleUnsubscribe(oneClick(url), deps('unsubscribed', calls))
    assertEquals(response.status, 400)
    assert((await response.text()).includes('This unsubscribe link is not complete'))
  }
  assertEquals(calls, [])
})

Deno.test('an unknown token, an outage and other methods each get their own answer', async () => {
  assertEquals((await handleUnsubscribe(oneClick(`http://f/x?token=${TOKEN}`), deps('unknown'))).status, 404)
  const down = await handleUnsubscribe(oneClick(`http://f/x?token=${TOKEN}`), deps('down'))
  assertEquals(down.status, 503)
  assert((await down.text()).includes('try again'))
  const put = await handleUnsubscribe(new Request(`http://f/x?token=${TOKEN}`, { method: 'PUT' }), deps('unsubscribed'))
  assertEquals(put.status, 405)
  assertEquals(put.headers.get('Allow'), 'GET, HEAD, POST')
})
