// Hosted entry point (Deno). The logic lives in handler.ts, which the local
// backend imports unchanged. Secrets: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY
// (provided by Supabase), RESEND_API_KEY and DISCOUNT_FROM_EMAIL (set with
// `supabase secrets set`).

// Deno resolves the explicit .ts extension; the project's Node tsconfig forbids
// it, so the checker is told to accept this one line.
// @ts-ignore TS5097
import { handleRequest, type DiscountEmailDeps } from './handler.ts'

// Just enough of Deno's global for the project's Node type check.
declare const Deno: {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown
  env: { get(name: string): string | undefined }
}

function secret(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing secret ${name}`)
  return value
}

async function callRpc(name: string, email: string): Promise<unknown> {
  const response = await fetch(`${secret('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: secret('SUPABASE_SERVICE_ROLE_KEY'),
      Authorization: `Bearer ${secret('SUPABASE_SERVICE_ROLE_KEY')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_email: email }),
  })
  if (!response.ok) throw new Error(`${name} failed with ${response.status}`)
  return response.json()
}

const deps: DiscountEmailDeps = {
  claimCode: async (email) => (await callRpc('claim_discount_code', email)) as string | null,
  releaseCode: async (email) => void (await callRpc('release_discount_code', email)),
  async sendEmail(mail) {
    const response = await fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret('RESEND_API_KEY')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: secret('DISCOUNT_FROM_EMAIL'), ...mail }),
    })
    if (!response.ok) throw new Error(`E-mail API answered ${response.status}`)
  },
}

Deno.serve((req) => handleRequest(req, deps))
