// The scheduler is Calendly: this function is the endpoint of the Calendly webhook subscription
// (invitee.created, invitee.canceled, invitee_no_show.*; delivery.ts reads the payload, signature.ts
// checks Calendly-Webhook-Signature). The popup it answers is components/booking/scheduler/scheduler.ts.
// Hosted entry point (Deno); verify_jwt is off in supabase/config.toml because the
// scheduler signs its deliveries instead (handler.ts checks that signature).
// Secrets: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (provided by Supabase),
// SCHEDULER_WEBHOOK_SIGNING_KEY (`supabase secrets set`; the webhook subscription's key,
// random and at least 32 characters: signing-key.ts).

import { DeliveryRejected, handleWebhook } from './handler.ts'

function secret(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing secret ${name}`)
  return value
}

async function recordEvent(delivery: Record<string, unknown>): Promise<unknown> {
  const key = secret('SUPABASE_SERVICE_ROLE_KEY')
  const response = await fetch(`${secret('SUPABASE_URL')}/rest/v1/rpc/record_scheduler_event`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ payload: delivery }),
  })
  const text = await response.text()
  // 400: the database refused this delivery (22023, 22P02); retrying would not help.
  if (response.status === 400) throw new DeliveryRejected(text.slice(0, 300))
  if (!response.ok) throw new Error(`record_scheduler_event answered ${response.status}`)
  return JSON.parse(text)
}

// A missing, public or short key is refused in handleWebhook (signing-key.ts).
Deno.serve((req) => handleWebhook(req, { signingKey: Deno.env.get('SCHEDULER_WEBHOOK_SIGNING_KEY') ?? '', supabaseUrl: Deno.env.get('SUPABASE_URL'), recordEvent }))
