// deno test: the handler's paths with fake dependencies (no database, no mail).
import { handleRequest, type DiscountEmailDeps } from './handler.ts'

function assertEquals(actual: unknown, expected: unknown, what = 'value'): void {
  const a = JSON.stringify(actual)
  const e = JSON.stringify(expected)
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`)
}

interface Fake extends DiscountEmailDeps {
  sent: { to: string; subject: string; text: string }[]
  released: string[]
  remindersReleased: string[]
}

function fake({ code = 'FIRST10-ABCDEFGH' as string | null, wait = 0, mailFails = false } = {}): Fake {
  const deps: Fake = {
    sent: [],
    released: [],
    remindersReleased: [],
    claimCode: () => Promise.resolve(code),
    releaseCode(email) {
      deps.released.push(email)
      return Promise.resolve()
    },
    claimReminder: () => Promise.resolve(wait),
    releaseReminder(email) {
      deps.remindersReleased.push(email)
      return Promise.resolve()
    },
    sendEmail(mail) {
      if (mailFails) return Promise.reject(new Error('mail server down'))
      deps.sent.push(mail)
      return Promise.resolve()
    },
  }
  return deps
}

const post = (body: string) => new Request('http://localhost/send-discount-email', { method: 'POST', body })

Deno.test('a new address gets its code, trimmed and lower-cased', async () => {
  const deps = fake()
  const response = await handleRequest(post('{"email":"  Jane@Example.COM "}'), deps)
  assertEquals(response.status, 200, 'status')
  assertEquals(await response.json(), { sent: true, alreadySent: false })
  assertEquals(
    deps.sent.map((mail) => mail.to),
    ['jane@example.com'],
    'recipients',
  )
  assertEquals(deps.sent[0]!.text.includes('FIRST10-ABCDEFGH'), true, 'code in text')
})

Deno.test('a repeat gets a reminder without the code', async () => {
  const deps = fake({ code: null })
  const response = await handleRequest(post('{"email":"jane@example.com"}'), deps)
  assertEquals(await response.json(), { sent: true, alreadySent: true })
  assertEquals(deps.sent.length, 1, 'mails')
  assertEquals(/FIRST10-/.test(deps.sent[0]!.text), false, 'code mailed again')
})

Deno.test('a repeat within the cooldown is refused with 429 and Retry-After, and nothing is mailed', async () => {
  const deps = fake({ code: null, wait: 125 })
  const response = await handleRequest(post('{"email":"jane@example.com"}'), deps)
  assertEquals(response.status, 429, 'status')
  assertEquals(response.headers.get('Retry-After'), '125', 'Retry-After')
  const body = await response.json()
  assertEquals(body.error, 'too_many_requests', 'error')
  assertEquals(String(body.message).includes('3 minutes'), true, 'message says how long')
  assertEquals(deps.sent.length, 0, 'mails')
})

Deno.test('a failed send answers 502 and gives the claim back (code or reminder)', async () => {
  const code = fake({ mailFails: true })
  const first = await handleRequest(post('{"email":"jane@example.com"}'), code)
  assertEquals(first.status, 502, 'status')
  assertEquals(code.released, ['jane@example.com'], 'code released')
  const reminder = fake({ code: null, mailFails: true })
  assertEquals((await handleRequest(post('{"email":"jane@example.com"}'), reminder)).status, 502, 'status')
  assertEquals(reminder.remindersReleased, ['jane@example.com'], 'reminder released')
})

Deno.test('bad input gets 400, 405 and 413 without touching the database', async () => {
  const deps = fake()
  assertEquals((await handleRequest(post('{"email":"nope"}'), deps)).status, 400, 'invalid e-mail')
  assertEquals((await handleRequest(post('{"email"'), deps)).status, 400, 'invalid JSON')
  assertEquals((await handleRequest(post('x'.repeat(5000)), deps)).status, 413, 'too large')
  assertEquals((await handleRequest(new Request('http://localhost/', { method: 'GET' }), deps)).status, 405, 'GET')
  assertEquals((await handleRequest(new Request('http://localhost/', { method: 'OPTIONS' }), deps)).status, 204, 'preflight')
  assertEquals(deps.sent.length, 0, 'mails')
})
