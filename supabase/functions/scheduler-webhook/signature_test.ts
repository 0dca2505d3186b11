// deno test supabase/functions/scheduler-webhook
// Vector computed independently with `printf '%s' '1700000000.{"a":1}' | openssl dgst -sha256 -hmac local-dev-signing-key`.
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { constantTimeEqual, hmacSha256Hex, parseSignatureHeader, verifySignature } from './signature.ts'

const KEY = 'local-dev-signing-key'
const BODY = '{"a":1}'
const T = 1700000000
const VECTOR = 'd07ea7abe73cb1e92779353f404ba7d8b255f3069436196b72efe833180d76ec'

Deno.test('hmacSha256Hex matches an openssl-computed vector', async () => {
  assertEquals(await hmacSha256Hex(KEY, `${T}.${BODY}`), VECTOR)
})

Deno.test('a fresh, correct signature holds', async () => {
  assertEquals(await verifySignature({ header: `t=${T},v1=${VECTOR}`, rawBody: BODY, signingKey: KEY, nowSeconds: T + 179 }), { ok: true })
})

Deno.test('parts in any order and upper-case hex are accepted', async () => {
  const check = await verifySignature({ header: `v1=${VECTOR.toUpperCase()}, t=${T}`, rawBody: BODY, signingKey: KEY, nowSeconds: T })
  assertEquals(check, { ok: true })
})

Deno.test('refuses missing, malformed, stale, future, wrong key and changed body', async () => {
  const base = { rawBody: BODY, signingKey: KEY, nowSeconds: T }
  assertEquals(await verifySignature({ ...base, header: null }), { ok: false, reason: 'missing' })
  assertEquals(await verifySignature({ ...base, header: `t=${T}` }), { ok: false, reason: 'malformed' })
  assertEquals(await verifySignature({ ...base, header: `t=soon,v1=${VECTOR}` }), { ok: false, reason: 'malformed' })
  assertEquals(await verifySignature({ ...base, header: `t=${T},v1=${VECTOR}`, nowSeconds: T + 181 }), { ok: false, reason: 'stale' })
  assertEquals(await verifySignature({ ...base, header: `t=${T},v1=${VECTOR}`, nowSeconds: T - 181 }), { ok: false, reason: 'stale' })
  assertEquals(await verifySignature({ ...base, header: `t=${T},v1=${VECTOR}`, signingKey: 'other' }), { ok: false, reason: 'mismatch' })
  assertEquals(await verifySignature({ ...base, header: `t=${T},v1=${VECTOR}`, rawBody: '{"a":2}' }), { ok: false, reason: 'mismatch' })
})

Deno.test('parseSignatureHeader and constantTimeEqual', () => {
  assertEquals(parseSignatureHeader(`t=${T},v1=${VECTOR}`), { timestamp: T, signature: VECTOR })
  assertEquals(parseSignatureHeader(''), null)
  assert(constantTimeEqual('abc', 'abc'))
  assert(!constantTimeEqual('abc', 'abd'))
  assert(!constantTimeEqual('abc', 'abcd'))
})
