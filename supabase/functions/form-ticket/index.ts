// Entry point, run by Deno (hosted: Supabase's edge runtime; locally: the backend's functions
// runner). The logic lives in handler.ts. Secrets: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY
// (provided by Supabase), TURNSTILE_SECRET_KEY (`supabase secrets set`; without it Turnstile is
// off), TURNSTILE_VERIFY_URL optional (tests point it at a stand-in).
import { handleRequest, type FormTicketDeps } from './handler.ts'

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

function secret(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing secret ${name}`)
  return value
}

const deps: FormTicketDeps = {
  secret: Deno.env.get('TURNSTILE_SECRET_KEY') || undefined,
  async siteverify(form) {
    const response = await fetch(Deno.env.get('TURNSTILE_VERIFY_URL') || SITEVERIFY, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    })
    return response.json()
  },
  async verifiedTicket() {
    const response = await fetch(`${secret('SUPABASE_URL')}/rest/v1/rpc/form_ticket_verified`, {
      method: 'POST',
      headers: { apikey: secret('SUPABASE_SERVICE_ROLE_KEY'), Authorization: `Bearer ${secret('SUPABASE_SERVICE_ROLE_KEY')}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    if (!response.ok) throw new Error(`form_ticket_verified failed with ${response.status}: ${await response.text()}`)
    return (await response.json()) as string
  },
}

Deno.serve((req) => handleRequest(req, deps))
