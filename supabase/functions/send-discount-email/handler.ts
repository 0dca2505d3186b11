// The send-discount-email edge function's logic. Only web-standard APIs
// (Request, Response, JSON), no imports: index.ts gives it the database (RPC
// over HTTP) and the mail API; handler_test.ts gives it fakes.

/** What the handler needs from its host: the database and an e-mail sender. */
export interface DiscountEmailDeps {
  /**
   * Claims the right to send the address's one code. Returns the code to send,
   * or null when it was already sent (the public.claim_discount_code function).
   */
  claimCode(email: string): Promise<string | null>
  /** Gives the claim back after a failed send, so a retry sends the same code. */
  releaseCode(email: string): Promise<void>
  /**
   * Claims the right to mail a reminder now: 0 to go ahead, otherwise the seconds
   * until the address may get another one (public.claim_discount_reminder).
   */
  claimReminder(email: string): Promise<number>
  /** Gives a reminder claim back after a failed send. */
  releaseReminder(email: string): Promise<void>
  sendEmail(mail: { to: string; subject: string; text: string; html: string }): Promise<void>
}

const MAX_BODY_CHARS = 4096
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  })
}

function error(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { error: code, message }, headers)
}

export function discountMail(to: string, code: string): { to: string; subject: string; text: string; html: string } {
  return {
    to,
    subject: 'Your 10% off your first detail',
    text: `Thanks for joining us!\n\nUse code ${code} when you book your first detail to get 10% off.\n\n` + 'The code is yours alone and can be used once.\n',
    html: '<h2>Thanks for joining us!</h2>' + `<p>Use code <strong>${code}</strong> when you book your first detail to get 10% off.</p>` + '<p>The code is yours alone and can be used once.</p>',
  }
}

/**
 * The answer to a repeat request: the visitor did ask, so they get an e-mail, but the code itself is
 * never mailed twice (a forwarded or leaked inbox must not multiply first-visit discounts).
 */
export function reminderMail(to: string): { to: string; subject: string; text: string; html: string } {
  return {
    to,
    subject: 'Your 10% first-detail code is already in your inbox',
    text:
      "You're already on our list, so your 10% first-detail code was sent to this address earlier.\n\n" +
      'Search your inbox (and spam folder) for "Your 10% off your first detail". ' +
      "Can't find it? Reply to this e-mail or call us and we'll look it up.\n",
    html:
      "<p>You're already on our list, so your 10% first-detail code was sent to this address earlier.</p>" +
      '<p>Search your inbox (and spam folder) for <em>Your 10% off your first detail</em>. ' +
      "Can't find it? Reply to this e-mail or call us and we'll look it up.</p>",
  }
}

/** Reads and validates { email }; answers a Response for anything else. */
async function readEmail(req: Request): Promise<string | Response> {
  const text = await req.text()
  if (text.length > MAX_BODY_CHARS) return error(413, 'payload_too_large', 'Request body is too large')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return error(400, 'invalid_json', 'Request body must be JSON like {"email": "you@example.com"}')
  }
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined
  if (typeof email !== 'string' || email.trim().length > 254 || !EMAIL_SHAPE.test(email.trim())) {
    return error(400, 'invalid_email', 'Please enter a valid email address')
  }
  return email.trim().toLowerCase()
}

export async function handleRequest(req: Request, deps: DiscountEmailDeps): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (req.method !== 'POST') return error(405, 'method_not_allowed', 'Use POST')

  const email = await readEmail(req)
  if (email instanceof Response) return email

  const code = await deps.claimCode(email)
  // One code per address, ever: a repeat request (the site sends one after a duplicate
  // sign-up too) gets a reminder that the code is already on its way, at most one
  // per address per cooldown (docs/decisions/014-discount-code-once.md).
  if (code === null) {
    const waitSeconds = await deps.claimReminder(email)
    if (waitSeconds > 0) {
      const minutes = Math.ceil(waitSeconds / 60)
      return error(429, 'too_many_requests', `A reminder was already sent to this address in the last 10 minutes. Check your inbox, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        'Retry-After': String(waitSeconds),
      })
    }
    try {
      await deps.sendEmail(reminderMail(email))
    } catch {
      await deps.releaseReminder(email)
      return error(502, 'email_failed', 'The discount e-mail could not be sent; try again later')
    }
    return json(200, { sent: true, alreadySent: true })
  }

  try {
    await deps.sendEmail(discountMail(email, code))
  } catch {
    await deps.releaseCode(email)
    return error(502, 'email_failed', 'The discount e-mail could not be sent; try again later')
  }
  return json(200, { sent: true, alreadySent: false })
}
