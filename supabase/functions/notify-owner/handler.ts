// The notify-owner edge function's logic (web-standard only): sends every pending
// owner_outbox row as one e-mail to the owner and marks it sent only after the mail API
// accepted it; a failure is recorded and retried later with backoff.
// docs/decisions/105-owner-outbox.md
// A burst of leads or quote requests (more than DIGEST_THRESHOLD of one kind due in one
// run) goes out as one digest instead of one mail each; after the mail, the same run
// purges what has expired. docs/decisions/135-one-lead-per-request-and-owner-digest.md
// The same run then sends the customers' messages that are due (prep reminders, review
// requests): docs/decisions/142-customer-messages-from-the-outbox.md
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { ownerDigest, ownerMail, withPlanName, type DigestKind, type OutboxKind, type OwnerDepositContext } from './mail.ts'
// @ts-ignore TS5097
import { dispatchCustomers, type CustomerDeps, type CustomerDispatchResult } from './customer.ts'
// @ts-ignore TS5097
import { bookingQuoteTotal, ownerQuoteLink, quoteChangesMail, type IssueQuoteToken, type QuoteTotalForBooking } from './quote-mail.ts'

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
  /** public.purge_expired_rows(): called once a run, after the mail; its failure fails nothing. */
  purge?(): Promise<unknown>
  /** The deposit setting and prices (data/business.json, data/services.json): the booking mails' deposit lines. */
  deposits?: OwnerDepositContext
  /** The customers' outbox; without it the run sends only the owner's mail. */
  customers?: CustomerDeps
  /** The "Send a quote" link of each chat lead (public.issue_quote_owner_token) and the site it opens; without it the mails carry none. */
  quotes?: { issue: IssueQuoteToken; siteUrl: string; totalForBooking?: QuoteTotalForBooking }
  /** Plan id to name (data/membership.json): plan join and leave mails name the plan. */
  planNames?: ReadonlyMap<string, string>
  now?(): Date
}

export interface DispatchResult {
  /** Outbox rows delivered to the owner, alone or in a digest. */
  sent: number
  failed: number
  remaining: number
  /** Mails the mail API accepted (a digest is one). */
  mails: number
  /** What the purge removed, or null when it did not run or failed. */
  purged: unknown
  /** The customers' messages of this run, or why they could not be sent (null: not configured). */
  customers: CustomerDispatchResult | { error: string } | null
}

const PLAN_KINDS: ReadonlySet<string> = new Set(['plan_joined', 'plan_left'])

// claim_owner_outbox hands out at most 100 rows a call.
const BATCH = 100
const MAX_BATCHES = 5
/**
 * More than this many rows of one coalescing kind due in one run become one digest. The
 * scheduler runs every minute, so "due in one run" is "arrived since the last run": up
 * to 5 new leads a minute each get their own mail (a busy minute, each worth a call
 * back), more is a burst, and the owner gets one mail per kind per run for it.
 */
export const DIGEST_THRESHOLD = 5
const DIGEST_KINDS: DigestKind[] = ['lead', 'chat_lead', 'waitlist', 'plan_joined', 'plan_left']

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

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export async function dispatch(deps: Omit<NotifyOwnerDeps, 'serviceRoleKey'>): Promise<DispatchResult> {
  let sent = 0
  let failed = 0
  let mails = 0
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = await deps.claim(BATCH)
    if (claimed.length === 0) break
    const rows = claimed.map((row) => (PLAN_KINDS.has(row.kind) ? { ...row, payload: withPlanName(row.payload, deps.planNames) } : row))
    const digests = DIGEST_KINDS.map((kind) => rows.filter((row) => row.kind === kind)).filter((group) => group.length > DIGEST_THRESHOLD)
    const coalesced = new Set(digests.flat())
    for (const row of rows) {
      if (coalesced.has(row)) continue
      try {
        const mail =
          row.kind === 'quote_changes'
            ? quoteChangesMail(row.payload, await ownerQuoteLink(deps.quotes?.issue, deps.quotes?.siteUrl ?? '', row.payload, 'lead_id'))
            : ownerMail(row.kind, row.payload, deps.deposits, {
                url: row.kind === 'chat_lead' ? await ownerQuoteLink(deps.quotes?.issue, deps.quotes?.siteUrl ?? '', row.payload) : null,
                total: row.kind === 'booking' ? await bookingQuoteTotal(deps.quotes?.totalForBooking, row.payload) : null,
              })
        await deps.sendEmail({ to: deps.ownerEmail, ...mail }, `owner-outbox-${row.id}`)
      } catch (error) {
        failed += 1
        await deps.markFailed(row.id, message(error))
        continue
      }
      mails += 1
      await deps.markSent(row.id)
      sent += 1
    }
    for (const group of digests) {
      const kind = group[0]!.kind as DigestKind
      const ids = group.map((row) => row.id)
      try {
        const quoteUrls = kind === 'chat_lead' && deps.quotes ? await Promise.all(group.map((row) => ownerQuoteLink(deps.quotes?.issue, deps.quotes?.siteUrl ?? '', row.payload))) : undefined
        const mail = ownerDigest(
          kind,
          group.map((row) => row.payload),
          deps.now?.(),
          quoteUrls,
        )
        // The same rows give the same key, so a digest whose "sent" marks were lost is
        // not delivered twice; a different set of rows is a different mail.
        await deps.sendEmail({ to: deps.ownerEmail, ...mail }, `owner-digest-${kind}-${ids[0]}-${ids[ids.length - 1]}-${ids.length}`)
      } catch (error) {
        // Each row keeps its own attempts and backoff, as if it had been sent alone.
        for (const id of ids) await deps.markFailed(id, message(error))
        failed += ids.length
        continue
      }
      mails += 1
      for (const id of ids) await deps.markSent(id)
      sent += ids.length
    }
  }
  let customers: DispatchResult['customers'] = null
  if (deps.customers) {
    try {
      customers = await dispatchCustomers(deps.customers)
    } catch (error) {
      // The owner's mail went out; the customers' rows stay pending for the next run.
      console.error(`notify-owner: customer messages failed: ${message(error)}`)
      customers = { error: message(error) }
    }
  }
  let purged: unknown = null
  if (deps.purge) {
    try {
      purged = await deps.purge()
    } catch (error) {
      // The mail went out; a purge that fails is retried by the next run.
      console.error(`notify-owner: purge failed: ${message(error)}`)
    }
  }
  return { sent, failed, remaining: await deps.pending(), mails, purged, customers }
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
