// The customers' half of the scheduled run: adds the messages that are due
// (public.enqueue_customer_messages), then sends each claimed row as one e-mail and
// marks it sent only after the mail API accepted it; a failure is recorded and retried
// with backoff, given up after 8 tries (the row stays). Same rules as the owner's
// outbox. docs/decisions/142-customer-messages-from-the-outbox.md
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { customerMail, type CustomerKind, type CustomerMail, type CustomerMailContext } from './customer-mail.ts'
// @ts-ignore TS5097
import { planVisitDueMail } from './plan-visit-mail.ts'
// @ts-ignore TS5097
import { referralCreditMail } from './referral-credit-mail.ts'

export interface CustomerRow {
  id: number
  kind: CustomerKind
  payload: Record<string, unknown>
  attempts: number
}

export interface CustomerDeps {
  context: CustomerMailContext
  /** Hours after a booking's end before its review request (data/business.json). */
  reviewDelayHours: number
  enqueue(reviewDelayHours: number, now: Date): Promise<unknown>
  /** Adds the due-visit reminders of maintenance plans (public.enqueue_plan_visit_reminders). */
  enqueuePlanReminders?(now: Date): Promise<unknown>
  /** Gives referrers their credits (public.enqueue_referral_credits); left out while referrals are off (data/business.json). */
  enqueueReferralCredits?(now: Date): Promise<unknown>
  claim(limit: number, now: Date): Promise<CustomerRow[]>
  markSent(id: number): Promise<void>
  markFailed(id: number, error: string, now: Date): Promise<void>
  pending(): Promise<number>
  /** idempotencyKey lets the mail API drop a resend of a row whose "sent" mark was lost. */
  sendEmail(mail: CustomerMail, idempotencyKey: string): Promise<void>
  /** The clock: the server's by default; tests pass their own. */
  now?(): Date
}

export interface CustomerDispatchResult {
  enqueued: unknown
  sent: number
  failed: number
  remaining: number
}

const BATCH = 100
const MAX_BATCHES = 5

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export async function dispatchCustomers(deps: CustomerDeps): Promise<CustomerDispatchResult> {
  const now = deps.now?.() ?? new Date()
  const enqueued = await deps.enqueue(deps.reviewDelayHours, now)
  // Plan reminders are rows of their own kind; a failure to add them leaves the bookings' mails going.
  if (deps.enqueuePlanReminders) await deps.enqueuePlanReminders(now).catch((error) => console.error(`plan reminders not added: ${message(error)}`))
  if (deps.enqueueReferralCredits) await deps.enqueueReferralCredits(now).catch((error) => console.error(`referral credits not added: ${message(error)}`))
  let sent = 0
  let failed = 0
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await deps.claim(BATCH, now)
    if (rows.length === 0) break
    for (const row of rows) {
      try {
        // A plan reminder is for an enrolment and a credit mail for a credit, not a booking: each its own module.
        const mail =
          row.kind === 'plan_visit_due'
            ? planVisitDueMail(row.payload, deps.context)
            : row.kind === 'referral_credit'
              ? referralCreditMail(row.payload, deps.context)
              : customerMail(row.kind, row.payload, deps.context, now)
        await deps.sendEmail(mail, `customer-outbox-${row.id}`)
      } catch (error) {
        failed += 1
        await deps.markFailed(row.id, message(error), now)
        continue
      }
      await deps.markSent(row.id)
      sent += 1
    }
  }
  return { enqueued, sent, failed, remaining: await deps.pending() }
}
