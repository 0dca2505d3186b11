// Hosted entry point (Deno); verify_jwt is off in supabase/config.toml: the link is
// opened from an e-mail, with no session, and the token in it is the key.
// Secrets: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (provided by Supabase);
// CUSTOMER_UNSUBSCRIBE_PAGE_URL (default: the site's /unsubscribe, data/business.json).
// docs/decisions/143-unsubscribe-without-signing-in.md

import { handleUnsubscribe } from './handler.ts'
import business from '../../../data/business.json' with { type: 'json' }

function secret(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing secret ${name}`)
  return value
}

async function unsubscribe(token: string): Promise<{ result: string }> {
  const key = secret('SUPABASE_SERVICE_ROLE_KEY')
  const response = await fetch(`${secret('SUPABASE_URL')}/rest/v1/rpc/unsubscribe_customer`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_token: token }),
  })
  if (!response.ok) throw new Error(`unsubscribe_customer answered ${response.status}`)
  return (await response.json()) as { result: string }
}

const pageUrl = Deno.env.get('CUSTOMER_UNSUBSCRIBE_PAGE_URL') ?? `${business.siteUrl.replace(/\/+$/, '')}/unsubscribe`

Deno.serve((req) => handleUnsubscribe(req, { businessName: business.name, pageUrl, unsubscribe }))
