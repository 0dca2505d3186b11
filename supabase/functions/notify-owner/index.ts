// Hosted entry point (Deno). pg_cron calls it every minute with the service-role key
// (supabase/migrations/20261123110600_owner_outbox_schedule.sql); locally the backend's
// scheduler does. Secrets: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (provided by
// Supabase), RESEND_API_KEY, OWNER_EMAIL (default: data/business.json's e-mail),
// OWNER_FROM_EMAIL (default: notifications@ the business's domain; must be a sender
// domain verified in Resend). docs/decisions/105-owner-outbox.md
// Customer messages (docs/decisions/142-customer-messages-from-the-outbox.md): prep items
// from data/services.json, policies, review link and delay from data/business.json;
// CUSTOMER_FROM_EMAIL (default: bookings@ the business's domain), CUSTOMER_UNSUBSCRIBE_URL
// (List-Unsubscribe; default: this project's customer-unsubscribe function),
// CUSTOMER_UNSUBSCRIBE_PAGE_URL (the link in the mail; default: the site's /unsubscribe).

import { handleNotifyOwner, type OutboxRow } from './handler.ts'
import type { CustomerRow } from './customer.ts'
import business from '../../../data/business.json' with { type: 'json' }
import services from '../../../data/services.json' with { type: 'json' }
import membership from '../../../data/membership.json' with { type: 'json' }
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { planTerms } from '../_shared/plan-visit.ts'
import { readDepositSetting, type DepositTerms } from '../_shared/deposit.ts'
// @ts-ignore TS5097
import { readReferralSetting } from '../_shared/referral.ts'

function secret(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing secret ${name}`)
  return value
}

async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const key = secret('SUPABASE_SERVICE_ROLE_KEY')
  const response = await fetch(`${secret('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  })
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
  // A void function answers 204 with no body.
  const text = await response.text()
  return text ? JSON.parse(text) : null
}

const ownerEmail = Deno.env.get('OWNER_EMAIL') ?? business.email
const fromEmail = Deno.env.get('OWNER_FROM_EMAIL') ?? `${business.name} <notifications@${business.email.split('@')[1]}>`
const customerFromEmail = Deno.env.get('CUSTOMER_FROM_EMAIL') ?? `${business.name} <bookings@${business.email.split('@')[1]}>`
const unsubscribeBase = Deno.env.get('CUSTOMER_UNSUBSCRIBE_URL') ?? `${Deno.env.get('SUPABASE_URL') ?? ''}/functions/v1/customer-unsubscribe`
const unsubscribePage = Deno.env.get('CUSTOMER_UNSUBSCRIBE_PAGE_URL') ?? `${business.siteUrl.replace(/\/+$/, '')}/unsubscribe`

async function resend(mail: Record<string, unknown>, idempotencyKey: string): Promise<void> {
  const response = await fetch(`${Deno.env.get('RESEND_API_URL') ?? 'https://api.resend.com'}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${secret('RESEND_API_KEY')}`,
      'Content-Type': 'application/json',
      // Resend drops a repeat with the same key within 24 hours, so a mail whose
      // "sent" mark was lost is not delivered twice: https://resend.com/docs/dashboard/emails/idempotency-keys
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(mail),
  })
  if (!response.ok) throw new Error(`E-mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
}

// The deposit the booking and prep mails speak of (data/business.json `deposit`, README "Deposits").
const deposits: DepositTerms = { setting: readDepositSetting((business as { deposit?: unknown }).deposit), catalogue: services }
// The plans and their terms from data/membership.json: the due-visit reminders are computed from them.
const plans = planTerms(membership, services)
// Referral credits (data/business.json `referral`, README "Referral credit"): null while off.
const referral = readReferralSetting((business as { referral?: unknown }).referral)

Deno.serve((req) =>
  handleNotifyOwner(req, {
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    ownerEmail,
    claim: async (limit) => (await rpc('claim_owner_outbox', { p_limit: limit, p_lease_seconds: 300 })) as OutboxRow[],
    markSent: async (id) => void (await rpc('mark_owner_outbox_sent', { p_id: id })),
    markFailed: async (id, error) => void (await rpc('mark_owner_outbox_failed', { p_id: id, p_error: error })),
    pending: async () => Number(await rpc('owner_outbox_pending', {})),
    // Expired intents, old sent outbox rows, codes never sent: after the mail, every run.
    purge: () => rpc('purge_expired_rows', {}),
    sendEmail: (mail, idempotencyKey) => resend({ from: fromEmail, ...mail }, idempotencyKey),
    deposits,
    planNames: new Map(plans.map(({ id, name }) => [id, name])),
    // Each chat lead's "Send a quote" link: a fresh owner token per mail (docs/decisions/157).
    quotes: {
      issue: async (leadId) => (await rpc('issue_quote_owner_token', { p_lead_id: leadId })) as string | null,
      totalForBooking: async (bookingId) => (await rpc('quote_total_for_booking', { p_booking_id: bookingId })) as number | null,
      siteUrl: business.siteUrl,
    },
    customers: {
      context: {
        business: {
          name: business.name,
          phoneDisplay: business.phone.display,
          email: business.email,
          siteUrl: business.siteUrl,
          policies: business.policies,
          reviewUrl: business.reviewUrl,
          requirements: business.requirements,
        },
        catalogue: services,
        deposit: deposits,
        unsubscribeUrl: (token) => `${unsubscribeBase}?token=${encodeURIComponent(token)}`,
        unsubscribePageUrl: (token) => `${unsubscribePage}?token=${encodeURIComponent(token)}`,
        plans: plans.map(({ id, name }) => ({ id, name })),
      },
      reviewDelayHours: business.reviewRequestDelayHours ?? 3,
      enqueue: (hours, now) => rpc('enqueue_customer_messages', { p_review_delay_hours: hours, p_now: now.toISOString() }),
      enqueuePlanReminders: (now) =>
        rpc('enqueue_plan_visit_reminders', { p_plans: plans.map((p) => ({ id: p.id, interval_days: p.intervalDays, service_names: p.serviceNames })), p_now: now.toISOString() }),
      ...(referral
        ? {
            enqueueReferralCredits: (now: Date) => rpc('enqueue_referral_credits', { p_amount: referral.creditAmount, p_monthly_cap: referral.monthlyCreditCap, p_now: now.toISOString() }),
          }
        : {}),
      claim: async (limit, now) => (await rpc('claim_customer_outbox', { p_limit: limit, p_lease_seconds: 300, p_now: now.toISOString() })) as CustomerRow[],
      markSent: async (id) => void (await rpc('mark_customer_outbox_sent', { p_id: id })),
      markFailed: async (id, error, now) => void (await rpc('mark_customer_outbox_failed', { p_id: id, p_error: error, p_now: now.toISOString() })),
      pending: async () => Number(await rpc('customer_outbox_pending', {})),
      // Resend's `headers` carries List-Unsubscribe (https://resend.com/docs/api-reference/emails/send-email);
      // replies go to the business, not to the sending address.
      sendEmail: (mail, idempotencyKey) => resend({ from: customerFromEmail, reply_to: business.email, ...mail }, idempotencyKey),
    },
  }),
)
