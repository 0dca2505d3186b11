// POST /functions-mail/emails: a Resend-compatible `POST /emails` for edge
// functions run by the local backend (RESEND_API_URL points here). It delivers
// through the backend's own Mailer (the mailbox, or SMTP when configured) and
// answers as Resend does: 200 {id}, errors {statusCode, message, name}
// (https://resend.com/docs/api-reference/errors,
// https://resend.com/docs/api-reference/emails/send-email).
// Only callers on this machine holding the per-start key may use it.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { BodyTooLargeError, parseJson, readBody } from '../http/body'
import { bearerToken } from '../http/request-context'
import { sendJson } from '../http/respond'
import type { Mailer } from './mailer'

export const MAIL_ENDPOINT_PATH = '/functions-mail/emails'

const MAX_RECIPIENTS = 50

function resendError(res: ServerResponse, statusCode: number, name: string, message: string): void {
  sendJson(res, statusCode, { statusCode, message, name })
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  return address === '::1' || /^(::ffff:)?127\./.test(address)
}

function recipients(value: unknown): string[] | undefined {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined
  if (!list || list.length === 0 || list.length > MAX_RECIPIENTS) return undefined
  if (!list.every((to): to is string => typeof to === 'string' && /^[^@\s]+@[^@\s]+$/.test(to.replace(/^.*<(.+)>\s*$/, '$1').trim()))) return undefined
  return list.map((to) => to.trim())
}

/**
 * Resend's `headers`: an object of custom header fields. A name is RFC 5322's field-name
 * (printable ASCII but the colon); a value may not hold a line break, so no caller can
 * smuggle a header or a body into the message.
 */
function customHeaders(value: unknown): Record<string, string> | null | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const entries = Object.entries(value)
  if (!entries.every(([name, field]) => /^[!-9;-~]+$/.test(name) && typeof field === 'string' && !/[\r\n]/.test(field))) return null
  return Object.fromEntries(entries) as Record<string, string>
}

export function createMailEndpoint(mailer: Mailer, apiKey: string) {
  return async function handleMail(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isLoopback(req.socket.remoteAddress)) {
      return resendError(res, 403, 'invalid_access', 'The local mail endpoint only accepts callers on this machine')
    }
    if (req.method !== 'POST') return resendError(res, 405, 'method_not_allowed', 'Method is not allowed for the requested path')
    const key = bearerToken(req)
    if (!key) return resendError(res, 401, 'missing_api_key', 'Missing API key in the authorization header')
    if (key !== apiKey) return resendError(res, 403, 'invalid_api_key', 'API key is invalid')

    let body: unknown
    try {
      body = parseJson(await readBody(req))
    } catch (error) {
      if (error instanceof BodyTooLargeError) return resendError(res, 413, 'validation_error', 'Request body is too large')
      return resendError(res, 400, 'validation_error', 'Request body must be JSON')
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return resendError(res, 422, 'missing_required_field', 'The request body is missing one or more required fields.')
    }
    const mail = body as Record<string, unknown>
    for (const field of ['from', 'to', 'subject']) {
      if (mail[field] === undefined || mail[field] === '') return resendError(res, 422, 'missing_required_field', `Missing \`${field}\` field.`)
    }
    const to = recipients(mail.to)
    if (!to) return resendError(res, 422, 'validation_error', 'Invalid `to` field. Use an address or an array of up to 50 addresses.')
    if (typeof mail.from !== 'string' || typeof mail.subject !== 'string') {
      return resendError(res, 422, 'validation_error', 'The `from` and `subject` fields must be strings.')
    }
    const text = typeof mail.text === 'string' ? mail.text : undefined
    const html = typeof mail.html === 'string' ? mail.html : undefined
    if (text === undefined && html === undefined) return resendError(res, 422, 'validation_error', 'Provide a `text` or `html` body.')
    const headers = customHeaders(mail.headers)
    if (headers === null) return resendError(res, 422, 'validation_error', 'The `headers` field must be an object of header names and one-line string values.')

    try {
      // The Mailer sends as the backend's configured sender (SMTP_FROM); `from` and
      // `reply_to` are checked here but not carried (see packages/local-supabase/README.md);
      // `headers` is, into the mailbox's JSON and the SMTP message.
      for (const recipient of to) await mailer.send({ to: recipient, subject: mail.subject, text: text ?? '', html: html ?? '', ...(headers ? { headers } : {}) })
    } catch (error) {
      console.error('[backend] mail endpoint: delivery failed', (error as Error).message)
      return resendError(res, 500, 'application_error', 'An unexpected error occurred.')
    }
    sendJson(res, 200, { id: randomUUID() })
  }
}
