// deno test: the handler's paths with fake dependencies (no database, no mail).
import { handleRequest, parseClaim, type DiscountEmailDeps, type MailClaim } from './handler.ts'

function assertEquals(actual: unknown, expected: unknown, what = 'value'): void {
  const a = JSON.stringify(actual)
  const e = JSON.stringify(expected)
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`)
}

interface Fake extends DiscountEmailDeps {
  sent: { to: string; subject: string; text: string }[]
  released: string[]
  warnings: string[]
}

function fake({ claim = { outcome: 'code', code: 'FIRST10-ABCDEFGH' } as MailClaim, mailFails = false } = {}): Fake {
  const deps: Fake = {
    sent: [],
    released: [],
    warnings: [],
    claim: () => Promise.resolve(claim),
    release(email, kind) {
      deps.released.push(`${kind}:${email}`)
      return Promise.resolve()
    },
    sendEmail(mail) {
      if (mailFails) return Promise.reject(new Error('mail server down'))
      deps.sent.push(mail)
      return Promise.resolve()
    },
    warn(line) {
      deps.warnings.push(line)
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
  const deps = fake({ claim: { outcome: 'reminder' } })
  const response = await handleRequest(post('{"email":"jane@example.com"}'), deps)
  assertEquals(await response.json(), { sent: true, alreadySent: true })
  assertEquals(deps.sent.length, 1, 'mails')
  assertEquals(/FIRST10-/.test(deps.sent[0]!.text), false, 'code mailed again')
})

Deno.test('a repeat within the cooldown is refused with 429 and Retry-After, and nothing is mailed', async () => {
  const deps = fake({ claim: { outcome: 'cooldown', retry_after: 125 } })
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
  assertEquals(code.released, ['code:jane@example.com'], 'code released')
  const reminder = fake({ claim: { outcome: 'reminder' }, mailFails: true })
  assertEquals((await handleRequest(post('{"email":"jane@example.com"}'), reminder)).status, 502, 'status')
  assertEquals(reminder.released, ['reminder:jane@example.com'], 'reminder released')
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

/** Status, headers that matter and body: what a prober can compare between two answers. */
async function visible(response: Response): Promise<unknown> {
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), type: response.headers.get('Content-Type'), body: await response.text() }
}

Deno.test("an address that is not this visit's sign-up gets no mail and exactly the answer of a real first send", async () => {
  const nobody = fake({ claim: { outcome: 'none' } })
  const real = fake()
  const silent = await visible(await handleRequest(post('{"email":"stranger@example.com"}'), nobody))
  const sent = await visible(await handleRequest(post('{"email":"stranger@example.com"}'), real))
  assertEquals(silent, sent, 'answer')
  assertEquals(nobody.sent.length, 0, 'mails')
  assertEquals(nobody.warnings.length, 0, 'log lines')
})

Deno.test('the per-address reminder limit answers 429 without mailing, with Retry-After only when a day frees a slot', async () => {
  const today = fake({ claim: { outcome: 'address_limit', retry_after: 3600 } })
  const daily = await handleRequest(post('{"email":"jane@example.com"}'), today)
  assertEquals(daily.status, 429, 'status')
  assertEquals(daily.headers.get('Retry-After'), '3600', 'Retry-After')
  assertEquals((await daily.json()).error, 'too_many_requests', 'error')
  const ever = fake({ claim: { outcome: 'address_limit', retry_after: null } })
  const forever = await handleRequest(post('{"email":"jane@example.com"}'), ever)
  assertEquals(forever.status, 429, 'status')
  assertEquals(forever.headers.get('Retry-After'), null, 'Retry-After')
  assertEquals(today.sent.length + ever.sent.length, 0, 'mails')
})

Deno.test('the hourly cap answers 503 "try again later", mails nothing and logs one line per refused request', async () => {
  const deps = fake({ claim: { outcome: 'hourly_limit', retry_after: 1200, hourly_cap: 200 } })
  for (const email of ['a@example.com', 'b@example.com']) {
    const response = await handleRequest(post(JSON.stringify({ email })), deps)
    assertEquals(response.status, 503, 'status')
    assertEquals(response.headers.get('Retry-After'), '1200', 'Retry-After')
    const body = await response.json()
    assertEquals(body.error, 'try_again_later', 'error')
    assertEquals(JSON.stringify(body).includes('@'), false, 'the answer names no address')
  }
  assertEquals(deps.sent.length, 0, 'mails')
  assertEquals(deps.warnings.length, 2, 'one log line per refusal')
  assertEquals(/hourly mail cap reached \(200 e-mails per hour/.test(deps.warnings[0]!), true, 'the line says what happened')
  assertEquals(deps.warnings[0]!.includes('@'), false, 'the log line names no address')
})

Deno.test('a failing claim (database down) answers 502 and mails nothing', async () => {
  const deps = fake()
  deps.claim = () => Promise.reject(new Error('connection refused'))
  assertEquals((await handleRequest(post('{"email":"jane@example.com"}'), deps)).status, 502, 'status')
  assertEquals(deps.sent.length, 0, 'mails')
})

Deno.test('parseClaim accepts what claim_discount_mail answers and throws on anything else', () => {
  assertEquals(parseClaim({ outcome: 'code', code: 'FIRST10-ABCDEFGH' }), { outcome: 'code', code: 'FIRST10-ABCDEFGH' }, 'code')
  assertEquals(parseClaim({ outcome: 'none' }), { outcome: 'none' }, 'none')
  assertEquals(parseClaim({ outcome: 'address_limit', retry_after: null }), { outcome: 'address_limit', retry_after: null }, 'address_limit')
  for (const bad of [null, 'FIRST10-ABCDEFGH', {}, { outcome: 'code' }, { outcome: 'code', code: '<b>x</b>' }, { outcome: 'cooldown', retry_after: -1 }, { outcome: 'hourly_limit', retry_after: 5 }]) {
    let threw = false
    try {
      parseClaim(bad)
    } catch {
      threw = true
    }
    assertEquals(threw, true, `throws on ${JSON.stringify(bad)}`)
  }
})

// Referral credit (docs/decisions/158-referral-credit.md): a referral link's code is recorded only
// after a mailbox's first code went out; a reminder, a failed send or a malformed code records nothing,
// and a failed record still answers the visitor's send.
Deno.test('a first code sent through a referral link records the referral; nothing else does', async () => {
  const recorded: string[] = []
  const record = (deps: Fake, fails = false) => {
    deps.recordReferral = (email, ref) => (fails ? Promise.reject(new Error('down')) : (recorded.push(`${email}:${ref}`), Promise.resolve()))
    return deps
  }
  const body = (ref: unknown) => post(JSON.stringify({ email: 'Friend@Example.com', ref }))
  assertEquals((await handleRequest(body('0123456789ab'), record(fake()))).status, 200, 'first code')
  assertEquals(recorded, ['friend@example.com:0123456789ab'], 'recorded once, for the lower-cased address')
  await handleRequest(body('0123456789ab'), record(fake({ claim: { outcome: 'reminder' } })))
  await handleRequest(body('0123456789ab'), record(fake({ mailFails: true })))
  await handleRequest(body('0123456789ab'), record(fake({ claim: { outcome: 'none' } })))
  for (const bad of ['0123456789AB', 'x', 42, null, "'; drop table x;--"]) await handleRequest(body(bad), record(fake()))
  assertEquals(recorded.length, 1, 'no reminder, failed send, unknown lead or malformed code records a referral')
  const failing = record(fake(), true)
  const response = await handleRequest(body('0123456789ab'), failing)
  assertEquals(response.status, 200, 'a failed record still answers the send')
  assertEquals(failing.sent.length, 1, 'and the code was mailed')
})
