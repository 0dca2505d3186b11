// Hosted entry point (Deno). pg_cron calls it every minute with the service-role key
// (supabase/migrations/20261123110600_owner_outbox_schedule.sql); locally the backend's
// scheduler does. Secrets: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (provided by
// Supabase), RESEND_API_KEY, OWNER_EMAIL (default: data/business.json's e-mail),
// OWNER_FROM_EMAIL (default: notifications@ the business's domain; must be a sender
// domain verified in Resend). docs/decisions/105-owner-outbox.md

import { handleNotifyOwner, type OutboxRow } from './handler.ts'
import business from '../../../data/business.json' with { type: 'json' }

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
    async sendEmail(mail, idempotencyKey) {
      const response = await fetch(`${Deno.env.get('RESEND_API_URL') ?? 'https://api.resend.com'}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${secret('RESEND_API_KEY')}`,
          'Content-Type': 'application/json',
          // Resend drops a repeat with the same key within 24 hours, so a mail whose
          // "sent" mark was lost is not delivered twice: https://resend.com/docs/dashboard/emails/idempotency-keys
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify({ from: fromEmail, ...mail }),
      })
      if (!response.ok) throw new Error(`E-mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
    },
  }),
)
