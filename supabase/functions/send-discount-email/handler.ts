// The send-discount-email edge function's logic. Only web-standard APIs
// (Request, Response, JSON), no imports: index.ts gives it the database (RPC
// over HTTP) and the mail API; handler_test.ts gives it fakes.

/**
 * What public.claim_discount_mail decided for an address (docs/decisions/014): mail its
 * code, mail a reminder, mail nothing (answered like a send, so nobody learns who is
 * subscribed), or refuse by one of the caps.
 */
export type MailClaim =
  | { outcome: 'code'; code: string }
  | { outcome: 'reminder' }
  | { outcome: 'none' }
  | { outcome: 'cooldown'; retry_after: number }
  | { outcome: 'address_limit'; retry_after: number | null }
  | { outcome: 'hourly_limit'; retry_after: number; hourly_cap: number }

/** What the handler needs from its host: the database, an e-mail sender and a log. */
export interface DiscountEmailDeps {
  /** Claims the right to mail the address now, or learns why not (public.claim_discount_mail). */
  claim(email: string): Promise<MailClaim>
  /** Gives a claim back after a failed send, so a retry sends the same code and no cap counts it. */
  release(email: string, kind: 'code' | 'reminder'): Promise<void>
  sendEmail(mail: { to: string; subject: string; text: string; html: string }): Promise<void>
  /**
   * Records that the address came through a customer's referral link (public.record_referral),
   * after its first code was mailed; left out, referrals are not recorded. docs/decisions/158.
   */
  recordReferral?(email: string, ref: string): Promise<void>
  /** One line per request refused by the hourly cap, for the owner to see (console.warn when left out). */
  warn?(line: string): void
}

const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

/** Checks the jsonb the database answered; anything else is a bug worth a loud error, never a mail. */
export function parseClaim(value: unknown): MailClaim {
  const claim = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  switch (claim.outcome) {
    case 'code':
      if (typeof claim.code === 'string' && /^FIRST10-[A-Z0-9]{8}$/.test(claim.code)) return { outcome: 'code', code: claim.code }
      break
    case 'reminder':
    case 'none':
      return { outcome: claim.outcome }
    case 'cooldown':
      if (isSeconds(claim.retry_after)) return { outcome: 'cooldown', retry_after: claim.retry_after }
      break
    case 'address_limit':
      if (claim.retry_after === null || isSeconds(claim.retry_after)) return { outcome: 'address_limit', retry_after: claim.retry_after }
      break
    case 'hourly_limit':
      if (isSeconds(claim.retry_after) && typeof claim.hourly_cap === 'number') return { outcome: 'hourly_limit', retry_after: claim.retry_after, hourly_cap: claim.hourly_cap }
      break
  }
  throw new Error(`claim_discount_mail answered something unexpected: ${JSON.stringify(value)?.slice(0, 200)}`)
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

/** A referral link's code (public.referral_links): 12 hex digits; anything else is ignored, never an error. */
const REF_SHAPE = /^[0-9a-f]{12}$/

/** Reads and validates { email, ref? }; answers a Response for anything else. */
async function readBody(req: Request): Promise<{ email: string; ref: string | null } | Response> {
  const text = await req.text()
  if (text.length > MAX_BODY_CHARS) return error(413, 'payload_too_large', 'Request body is too large')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return error(400, 'invalid_json', 'Request body must be JSON like {"email": "you@example.com"}')
  }
  const { email, ref } = typeof body === 'object' && body !== null ? (body as { email?: unknown; ref?: unknown }) : {}
  if (typeof email !== 'string' || email.trim().length > 254 || !EMAIL_SHAPE.test(email.trim())) {
    return error(400, 'invalid_email', 'Please enter a valid email address')
  }
  return { email: email.trim().toLowerCase(), ref: typeof ref === 'string' && REF_SHAPE.test(ref) ? ref : null }
}

/** A referral that could not be recorded costs the referrer a credit, never the visitor their code. */
async function recordReferral(deps: DiscountEmailDeps, email: string, ref: string | null): Promise<void> {
  if (!ref || !deps.recordReferral) return
  try {
    await deps.recordReferral(email, ref)
  } catch (cause) {
    console.error('send-discount-email: the referral could not be recorded:', cause)
  }
}

/** Gives a claim back; if even that fails, the claim stays (the address waits out its cooldown) and the log says so. */
async function releaseClaim(deps: DiscountEmailDeps, email: string, kind: 'code' | 'reminder'): Promise<void> {
  try {
    await deps.release(email, kind)
  } catch (cause) {
    console.error(`send-discount-email: could not give back a ${kind} claim after a failed send:`, cause)
  }
}

/** The answer to a first code sent, and to every address that gets nothing: the two must not differ. */
const SENT = { sent: true, alreadySent: false }

export async function handleRequest(req: Request, deps: DiscountEmailDeps): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (req.method !== 'POST') return error(405, 'method_not_allowed', 'Use POST')

  const body = await readBody(req)
  if (body instanceof Response) return body
  const { email, ref } = body

  let claim: MailClaim
  try {
    claim = await deps.claim(email)
  } catch (cause) {
    console.error('send-discount-email: the claim failed, nothing was mailed:', cause)
    return error(502, 'email_failed', 'The discount e-mail could not be sent; try again later')
  }

  switch (claim.outcome) {
    // Not this visit's sign-up (no lead, or an old one without its code), or an address
    // that is not on the list asking for a reminder: no mail, and the answer of a send.
    case 'none':
      return json(200, SENT)
    case 'hourly_limit': {
      const warn = deps.warn ?? ((line: string) => console.warn(line))
      warn(
        `send-discount-email: hourly mail cap reached (${claim.hourly_cap} e-mails per hour, codes and reminders, all addresses); ` +
          `refused a request without mailing; the next mail can go in ${claim.retry_after} s. ` +
          'The cap is private.discount_mail_settings.hourly_cap (docs/decisions/014-discount-code-once.md).',
      )
      return error(503, 'try_again_later', 'We cannot send discount e-mails right now. Please try again later.', { 'Retry-After': String(claim.retry_after) })
    }
    // One code per mailbox, ever: a repeat request (the site sends one after a duplicate
    // sign-up too) gets a reminder that the code is already on its way, at most one per
    // 10 minutes, 3 a day and 5 ever (docs/decisions/014).
    case 'cooldown': {
      const minutes = Math.ceil(claim.retry_after / 60)
      return error(429, 'too_many_requests', `A reminder was already sent to this address in the last 10 minutes. Check your inbox, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        'Retry-After': String(claim.retry_after),
      })
    }
    case 'address_limit':
      return error(
        429,
        'too_many_requests',
        'Your code and several reminders have already been sent to this address. Search your inbox and spam folder for "Your 10% off your first detail", or contact us and we\'ll look it up.',
        claim.retry_after === null ? {} : { 'Retry-After': String(claim.retry_after) },
      )
    case 'reminder':
      try {
        await deps.sendEmail(reminderMail(email))
      } catch {
        await releaseClaim(deps, email, 'reminder')
        return error(502, 'email_failed', 'The discount e-mail could not be sent; try again later')
      }
      return json(200, { sent: true, alreadySent: true })
    case 'code':
      try {
        await deps.sendEmail(discountMail(email, claim.code))
      } catch {
        await releaseClaim(deps, email, 'code')
        return error(502, 'email_failed', 'The discount e-mail could not be sent; try again later')
      }
      // Only a mailbox's first code: a mailbox that had one before was no friend's first visit.
      await recordReferral(deps, email, ref)
      return json(200, SENT)
  }
}
