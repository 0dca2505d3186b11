// deno test supabase/functions/form-ticket
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { handleRequest, type FormTicketDeps } from './handler.ts'

const PASSES = '1x0000000000000000000000000000000AA'
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

function fakeDeps(overrides: Partial<FormTicketDeps> = {}) {
  const asked: URLSearchParams[] = []
  let tickets = 0
  const deps: FormTicketDeps = {
    secret: PASSES,
    siteverify: async (form) => {
      asked.push(form)
      return form.get('response') === DUMMY_TOKEN ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }
    },
    verifiedTicket: async () => {
      tickets++
      return `1795676414902c.${'a'.repeat(64)}`
    },
    ...overrides,
  }
  return { deps, asked, tickets: () => tickets }
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/functions/v1/form-ticket', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

Deno.test('a token siteverify accepts gets a verified ticket; secret, token and client IP reach siteverify', async () => {
  const { deps, asked } = fakeDeps()
  const response = await handleRequest(post({ captchaToken: DUMMY_TOKEN }, { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }), deps)
  assertEquals(response.status, 200)
  assertEquals(((await response.json()) as { ticket: string }).ticket.split('.')[0], '1795676414902c')
  assertEquals([asked[0]!.get('secret'), asked[0]!.get('response'), asked[0]!.get('remoteip')], [PASSES, DUMMY_TOKEN, '203.0.113.7'])
})

Deno.test('a refused or missing token gets 403 captcha_failed and no ticket', async () => {
  const { deps, tickets } = fakeDeps()
  const refused = await handleRequest(post({ captchaToken: 'forged' }), deps)
  assertEquals(refused.status, 403)
  assertEquals(((await refused.json()) as { message: string }).message, 'captcha protection: request disallowed (invalid-input-response)')
  for (const body of [{}, { captchaToken: '' }, { captchaToken: 42 }, { captchaToken: 'x'.repeat(2049) }]) {
    assertEquals((await handleRequest(post(body), deps)).status, 403, JSON.stringify(body).slice(0, 40))
  }
  assertEquals(tickets(), 0)
})

Deno.test('without a secret Turnstile is off: 404, siteverify never asked', async () => {
  const { deps, asked } = fakeDeps({ secret: undefined })
  assertEquals((await handleRequest(post({ captchaToken: DUMMY_TOKEN }), deps)).status, 404)
  assertEquals(asked.length, 0)
})

Deno.test('bad input and a siteverify outage get clear answers, never a ticket', async () => {
  const { deps } = fakeDeps()
  assertEquals((await handleRequest(post('{not json'), deps)).status, 400)
  assertEquals((await handleRequest(post('x'.repeat(5000)), deps)).status, 413)
  assertEquals((await handleRequest(new Request('http://localhost/', { method: 'GET' }), deps)).status, 405)
  assertEquals((await handleRequest(new Request('http://localhost/', { method: 'OPTIONS' }), deps)).status, 204)
  const down = fakeDeps({ siteverify: () => Promise.reject(new Error('offline')) })
  const answer = await handleRequest(post({ captchaToken: DUMMY_TOKEN }), down.deps)
  assertEquals(answer.status, 502)
  assert(down.tickets() === 0)
})
