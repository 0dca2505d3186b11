// deno test supabase/functions/scheduler-webhook
// An over-long delivery is refused before it is read whole: a declared Content-Length
// over the limit is refused unread, and a body without one (chunked) is cut off at the
// limit, its stream cancelled. docs/decisions/135-one-lead-per-request-and-owner-digest.md
import { assert, assertEquals } from '../_shared/test-assert.ts'
import { MAX_BODY_BYTES, handleWebhook, readBodyCapped } from './handler.ts'

const CHUNK = 64 * 1024
const EIGHT_MIB = 8 * 1024 * 1024

/** A body of `total` bytes served CHUNK at a time, counting what the reader pulled. */
function countingStream(total: number) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= total) return controller.close()
        const size = Math.min(CHUNK, total - seen.pulled)
        seen.pulled += size
        controller.enqueue(new Uint8Array(size).fill(0x20))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, seen }
}

const deps = {
  signingKey: 'a-test-signing-key-of-forty-characters-x',
  recordEvent: () => {
    throw new Error('an over-long delivery must never be recorded')
  },
}

function post(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request('http://f/scheduler-webhook', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

Deno.test('a declared Content-Length over the limit answers 413 without reading the body', async () => {
  const { stream, seen } = countingStream(EIGHT_MIB)
  const response = await handleWebhook(post(stream, { 'Content-Length': String(EIGHT_MIB) }), deps)
  assertEquals(response.status, 413)
  assertEquals((await response.json()).error, 'payload_too_large')
  assertEquals(seen.pulled, 0, 'bytes read before refusing')
})

Deno.test('a chunked body past the limit answers 413 after reading at most the limit and one chunk, and cancels the rest', async () => {
  const { stream, seen } = countingStream(EIGHT_MIB)
  const response = await handleWebhook(post(stream), deps)
  assertEquals(response.status, 413)
  assert(seen.pulled <= MAX_BODY_BYTES + 2 * CHUNK, `read ${seen.pulled} bytes of an 8 MiB body`)
  assert(seen.cancelled, 'the rest of the stream was cancelled')
})

Deno.test('a body up to the limit is read whole', async () => {
  const { stream } = countingStream(MAX_BODY_BYTES)
  assertEquals((await readBodyCapped(post(stream)))?.length, MAX_BODY_BYTES)
  const { stream: over } = countingStream(MAX_BODY_BYTES + 1)
  assertEquals(await readBodyCapped(post(over)), null)
  assertEquals(await readBodyCapped(new Request('http://f/', { method: 'POST', body: 'été' })), 'été')
})

Deno.test('a small unsigned delivery is still read and refused for its signature', async () => {
  const response = await handleWebhook(new Request('http://f/scheduler-webhook', { method: 'POST', body: '{"event":"invitee.created"}' }), deps)
  assertEquals(response.status, 401)
})
