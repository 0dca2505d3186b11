// The form-ticket edge function's logic (docs/decisions/144-bot-proof-forms.md): with Cloudflare
// Turnstile switched on, a public form gets its ticket here instead of from anon's
// public.form_ticket(): the widget's token is verified server-side at Cloudflare's siteverify
// (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/), and only
// then does the database sign a ticket marked as verified. Without a secret (Turnstile off) it
// answers 404 and the forms keep using public.form_ticket(). Only web-standard APIs; index.ts
// wires the database and the siteverify URL (TURNSTILE_VERIFY_URL, so tests use a stand-in).

export interface FormTicketDeps {
  /** TURNSTILE_SECRET_KEY; undefined when Turnstile is off. */
  secret: string | undefined
  /** POSTs the form to siteverify and returns its JSON. */
  siteverify(form: URLSearchParams): Promise<unknown>
  /** public.form_ticket_verified() with the service role. */
  verifiedTicket(): Promise<string>
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' } })
}

const MAX_BODY_CHARS = 4096
/** Turnstile tokens are at most 2048 characters (Cloudflare's server-side validation page). */
const MAX_TOKEN_CHARS = 2048

/** The client's address as the edge sends it on (first of X-Forwarded-For), for siteverify's remoteip. */
function clientIp(req: Request): string | undefined {
  return req.headers.get('cf-connecting-ip') ?? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? undefined
}

export async function handleRequest(req: Request, deps: FormTicketDeps): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (req.method !== 'POST') return json(405, { error: 'method_not_allowed', message: 'Use POST' })
  if (!deps.secret) return json(404, { error: 'captcha_off', message: 'Turnstile is not configured; use public.form_ticket()' })

  const text = await req.text()
  if (text.length > MAX_BODY_CHARS) return json(413, { error: 'payload_too_large', message: 'Request body is too large' })
  let token: unknown
  try {
    token = (JSON.parse(text) as { captchaToken?: unknown } | null)?.captchaToken
  } catch {
    return json(400, { error: 'invalid_json', message: 'Request body must be JSON like {"captchaToken": "..."}' })
  }
  if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_CHARS) {
    return json(403, { error: 'captcha_failed', message: 'captcha protection: request disallowed (no captcha token)' })
  }

  const form = new URLSearchParams({ secret: deps.secret, response: token.trim() })
  const ip = clientIp(req)
  if (ip) form.set('remoteip', ip)
  let result: { success?: unknown; 'error-codes'?: unknown }
  try {
    result = ((await deps.siteverify(form)) ?? {}) as typeof result
  } catch (cause) {
    console.error('form-ticket: siteverify could not be asked:', cause)
    return json(502, { error: 'captcha_unavailable', message: 'captcha verification process failed' })
  }
  if (result.success !== true) {
    const codes = Array.isArray(result['error-codes']) ? result['error-codes'].map(String).join(', ') : ''
    return json(403, { error: 'captcha_failed', message: `captcha protection: request disallowed (${codes})` })
  }
  try {
    return json(200, { ticket: await deps.verifiedTicket() })
  } catch (cause) {
    console.error('form-ticket: the database did not sign a ticket:', cause)
    return json(502, { error: 'ticket_unavailable', message: 'Please try again' })
  }
}
