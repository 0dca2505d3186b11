// deno test supabase/functions/scheduler-webhook
// A key anyone can read (the documented example, the local stack's default off a
// loopback SUPABASE_URL) or one too short to be random turns every delivery away with a
// 500 and one log line that says what to set; nothing is read or recorded.
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { handleWebhook } from './handler.ts'
import { DOCUMENTED_DEV_KEY, LOCAL_STACK_KEY, signingKeyProblem } from './signing-key.ts'
import { hmacSha256Hex } from './signature.ts'

const HOSTED = 'https://abcdefghijklmnop.supabase.co'
const LOCAL = 'http://127.0.0.1:54321'
const RANDOM = 'f3a9c2e87b1d4605a9e3c7b2d8f1e4a6'

Deno.test('which keys can sign deliveries, hosted and locally', () => {
  assertEquals(signingKeyProblem(RANDOM, HOSTED), null)
  assertEquals(signingKeyProblem(LOCAL_STACK_KEY, LOCAL), null)
  assertEquals(signingKeyProblem(LOCAL_STACK_KEY, 'http://localhost:54321'), null)
  assertEquals(signingKeyProblem(LOCAL_STACK_KEY, HOSTED), "is the local stack's public key")
  assertEquals(signingKeyProblem(LOCAL_STACK_KEY, 'http://192.168.1.20:54321'), "is the local stack's public key")
  assertEquals(signingKeyProblem(LOCAL_STACK_KEY, 'http://127.0.0.1.example.com'), "is the local stack's public key")
  assertEquals(signingKeyProblem(LOCAL_STACK_KEY, undefined), "is the local stack's public key")
  for (const url of [HOSTED, LOCAL]) {
    assertEquals(signingKeyProblem(DOCUMENTED_DEV_KEY, url), 'is the documented example key')
    assertEquals(signingKeyProblem(RANDOM.slice(1), url), 'is shorter than 32 characters')
    assertEquals(signingKeyProblem('', url), 'is not set')
    assertEquals(signingKeyProblem(undefined, url), 'is not set')
  }
})

Deno.test('a deployed webhook on a public or short key records nothing, even a delivery signed with that key', async () => {
  const logged: string[] = []
  const error = console.error
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '))
  try {
    for (const key of [DOCUMENTED_DEV_KEY, LOCAL_STACK_KEY, 'short-but-secret']) {
      let writes = 0
      const body = JSON.stringify({ event: 'invitee.created', payload: { uri: 'https://api.calendly.com/scheduled_events/E/invitees/I', email: 'pat@example.com' } })
      const request = new Request('http://f/scheduler-webhook', {
        method: 'POST',
        body,
        headers: { 'Calendly-Webhook-Signature': `t=1700000000,v1=${await hmacSha256Hex(key, `1700000000.${body}`)}` },
      })
      const response = await handleWebhook(request, {
        signingKey: key,
        supabaseUrl: HOSTED,
        nowSeconds: () => 1700000000,
        recordEvent: async () => {
          writes += 1
          return { result: 'created' }
        },
      })
      assertEquals(response.status, 500, key)
      assertEquals(await response.json(), { error: 'not_configured', message: 'The webhook is not configured' })
      assertEquals(writes, 0, key)
    }
  } finally {
    console.error = error
  }
  assertEquals(logged.length, 3)
  assert(logged[0]!.startsWith('scheduler-webhook: SCHEDULER_WEBHOOK_SIGNING_KEY is the documented example key; every delivery is refused'), logged[0])
  assert(logged[1]!.includes("is the local stack's public key"), logged[1])
  assert(logged[2]!.includes('is shorter than 32 characters') && logged[2]!.includes('openssl rand -hex 32'), logged[2])
})
