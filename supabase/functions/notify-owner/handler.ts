// The notify-owner edge function's logic (web-standard only): sends every pending
// owner_outbox row as one e-mail to the owner and marks it sent only after the mail API
// accepted it; a failure is recorded and retried later with backoff.
// docs/decisions/105-owner-outbox.md
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { ownerMail, type OutboxKind } from './mail.ts'

export interface OutboxRow {
  id: number
  kind: OutboxKind
  payload: Record<string, unknown>
  attempts: number
}

export interface NotifyOwnerDeps {
  /** Only the service role (the scheduler, pg_cron) may run the dispatcher. */
  serviceRoleKey: string
  ownerEmail: string
  claim(limit: number): Promise<OutboxRow[]>
  markSent(id: number): Promise<void>
  markFailed(id: number, error: string): Promise<void>
  pending(): Promise<number>
  /** idempotencyKey lets the mail API drop a resend of a row whose "sent" mark was lost. */
  sendEmail(mail: { to: string; subject: string; text: string; html: string }, idempotencyKey: string): Promise<void>
}

const BATCH = 20
const MAX_BATCHES = 10

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
}

function bearer(req: Request): string {
  const header = req.headers.get('Authorization') ?? ''
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : ''
}

function sameSecret(a: string, b: string): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0)
  return difference === 0
}

export async function dispatch(deps: Omit<NotifyOwnerDeps, 'serviceRoleKey'>): Promise<{ sent: number; failed: number; remaining: number }> {
  let sent = 0
  let failed = 0
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await deps.claim(BATCH)
    if (rows.length === 0) break
    for (const row of rows) {
      try {
        await deps.sendEmail({ to: deps.ownerEmail, ...ownerMail(row.kind, row.payload) }, `owner-outbox-${row.id}`)
      } catch (error) {
        failed += 1
        await deps.markFailed(row.id, error instanceof Error ? error.message : String(error))
        continue
      }
      await deps.markSent(row.id)
      sent += 1
    }
  }
  return { sent, failed, remaining: await deps.pending() }
}

export async function handleNotifyOwner(req: Request, deps: NotifyOwnerDeps): Promise<Response> {
  if (req.method !== 'POST') return json(405, { error: 'method_not_allowed', message: 'Use POST' })
  if (!sameSecret(bearer(req), deps.serviceRoleKey)) {
    return json(401, { error: 'unauthorized', message: 'Only the service role runs the dispatcher' })
  }
  try {
    return json(200, await dispatch(deps))
  } catch (error) {
    return json(503, { error: 'unavailable', message: error instanceof Error ? error.message : 'The outbox could not be read' })
  }
}
