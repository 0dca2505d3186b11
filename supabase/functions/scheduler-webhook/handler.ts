// The scheduler-webhook edge function's logic, web-standard only: index.ts serves it
// under Deno; tests call it with their own dependencies. Nothing is written unless the
// signature holds (docs/decisions/103-bookings-from-signed-webhooks.md).
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { checkDelivery } from './delivery.ts'
// @ts-ignore TS5097
import { SIGNATURE_HEADER, verifySignature } from './signature.ts'
// @ts-ignore TS5097
import { MIN_SIGNING_KEY_LENGTH, signingKeyProblem } from './signing-key.ts'

export interface SchedulerWebhookDeps {
  signingKey: string
  /** The platform's SUPABASE_URL: only a loopback one lets the local stack's key through (signing-key.ts). */
  supabaseUrl?: string
  /** public.record_scheduler_event(payload): the atomic upsert/cancel/claim. */
  recordEvent(delivery: Record<string, unknown>): Promise<unknown>
  nowSeconds?: () => number
}

/** A database refusal of the delivery itself (PostgREST 4xx), as opposed to an outage. */
export class DeliveryRejected extends Error {}

/** A delivery is a few kilobytes; anything past this is refused unread. */
export const MAX_BODY_BYTES = 256 * 1024

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
}

const tooLarge = () => json(413, { error: 'payload_too_large', message: `The delivery is larger than ${MAX_BODY_BYTES} bytes` })

/**
 * The body as text, or null when it is longer than `limit` bytes. A declared
 * Content-Length over the limit is refused before a byte is read; a body without one
 * (chunked) is read only up to the limit and the rest of the stream is cancelled, so an
 * endless body never sits in memory whole.
 */
export async function readBodyCapped(req: Request, limit = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(req.headers.get('Content-Length') ?? '')
  if (Number.isFinite(declared) && declared > limit) return null
  if (!req.body) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

export async function handleWebhook(req: Request, deps: SchedulerWebhookDeps): Promise<Response> {
  const keyProblem = signingKeyProblem(deps.signingKey, deps.supabaseUrl)
  if (keyProblem) {
    // The caller learns only that the function is not set up; the log says what to fix.
    console.error(
      `scheduler-webhook: SCHEDULER_WEBHOOK_SIGNING_KEY ${keyProblem}; every delivery is refused until it is a random key of at least ${MIN_SIGNING_KEY_LENGTH} characters (supabase secrets set SCHEDULER_WEBHOOK_SIGNING_KEY=$(openssl rand -hex 32), and the same key on the scheduler's webhook subscription)`,
    )
    return json(500, { error: 'not_configured', message: 'The webhook is not configured' })
  }
  if (req.method !== 'POST') return json(405, { error: 'method_not_allowed', message: 'Use POST' })
  const rawBody = await readBodyCapped(req)
  if (rawBody === null) return tooLarge()

  const check = await verifySignature({
    header: req.headers.get(SIGNATURE_HEADER),
    rawBody,
    signingKey: deps.signingKey,
    nowSeconds: (deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000)))(),
  })
  if (!check.ok) return json(401, { error: 'invalid_signature', message: `Signature ${check.reason}` })

  const delivery = checkDelivery(rawBody)
  if (!delivery.ok) return json(400, { error: 'invalid_delivery', message: delivery.message })
  // Other subscribed events are acknowledged, so the scheduler does not retry them.
  if (delivery.event === 'ignored') return json(200, { result: 'ignored', event: delivery.name })

  try {
    return json(200, await deps.recordEvent(delivery.body))
  } catch (error) {
    if (error instanceof DeliveryRejected) return json(400, { error: 'invalid_delivery', message: error.message })
    // An outage: the scheduler retries a delivery that did not get a 2xx.
    return json(503, { error: 'unavailable', message: 'The booking could not be recorded; retry later' })
  }
}
