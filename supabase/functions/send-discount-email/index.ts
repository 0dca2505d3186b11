// Entry point, run by Deno: hosted by Supabase's edge runtime, locally by the
// backend's functions runner (packages/local-supabase/src/functions/). The logic lives in handler.ts.
// Secrets: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (provided by Supabase),
// RESEND_API_KEY and DISCOUNT_FROM_EMAIL (`supabase secrets set`), RESEND_API_URL
// optional (the local backend points it at its own mail endpoint).
import { handleRequest, parseClaim, type DiscountEmailDeps } from './handler.ts'

function secret(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing secret ${name}`)
  return value
}

async function callRpc(name: string, args: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${secret('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: secret('SUPABASE_SERVICE_ROLE_KEY'),
      Authorization: `Bearer ${secret('SUPABASE_SERVICE_ROLE_KEY')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  if (!response.ok) throw new Error(`${name} failed with ${response.status}: ${await response.text()}`)
  // PostgREST answers a function returning void with 204 and no body at all.
  if (response.status === 204) return null
  return response.json()
}

const deps: DiscountEmailDeps = {
  claim: async (email) => parseClaim(await callRpc('claim_discount_mail', { p_email: email })),
  release: async (email, kind) => void (await callRpc('release_discount_mail', { p_email: email, p_kind: kind })),
  recordReferral: async (email, ref) => void (await callRpc('record_referral', { p_email: email, p_ref: ref })),
  async sendEmail(mail) {
    const api = Deno.env.get('RESEND_API_URL') ?? 'https://api.resend.com'
    const response = await fetch(`${api}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret('RESEND_API_KEY')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: secret('DISCOUNT_FROM_EMAIL'), ...mail }),
    })
    if (!response.ok) throw new Error(`E-mail API answered ${response.status}: ${await response.text()}`)
  },
}

Deno.serve((req) => handleRequest(req, deps))
