// The part of a Calendly webhook delivery the site relies on, checked before anything
// is written. Shape: https://developer.calendly.com/api-docs/overview/webhooks/webhook-payload
// (`event`, and `payload` = the invitee: uri, email, name, scheduled_event, tracking,
// questions_and_answers, cancel_url, reschedule_url, rescheduled, old_invitee, new_invitee,
// payment). `payment` (the deposit the event type charged, null when none) is not checked here:
// a malformed one must not cost the booking, so record_scheduler_event keeps only the fields in
// Calendly's shape (supabase/migrations/20261203160000_booking_deposits.sql).
// invitee_no_show.created / .deleted carry the same invitee, with `no_show` set or null:
// the owner marked (or unmarked) the customer as not there
// (docs/decisions/142-customer-messages-from-the-outbox.md).

export const HANDLED_EVENTS = ['invitee.created', 'invitee.canceled', 'invitee_no_show.created', 'invitee_no_show.deleted'] as const
export type HandledEvent = (typeof HANDLED_EVENTS)[number]

export type DeliveryCheck = { ok: true; event: HandledEvent; body: Record<string, unknown> } | { ok: true; event: 'ignored'; name: string } | { ok: false; message: string }

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export function checkDelivery(rawBody: string): DeliveryCheck {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { ok: false, message: 'The body is not JSON' }
  }
  if (!isObject(body) || typeof body.event !== 'string') return { ok: false, message: 'The body has no "event" string' }
  if (!(HANDLED_EVENTS as readonly string[]).includes(body.event)) return { ok: true, event: 'ignored', name: body.event }
  const invitee = body.payload
  if (!isObject(invitee)) return { ok: false, message: 'The body has no "payload" object' }
  if (typeof invitee.uri !== 'string' || invitee.uri.trim() === '' || invitee.uri.length > 500) {
    return { ok: false, message: 'payload.uri must be the invitee URI' }
  }
  if (typeof invitee.email !== 'string' || invitee.email.length > 254 || !EMAIL_SHAPE.test(invitee.email.trim())) {
    return { ok: false, message: 'payload.email must be an e-mail address' }
  }
  if (invitee.scheduled_event !== undefined && invitee.scheduled_event !== null && !isObject(invitee.scheduled_event)) {
    return { ok: false, message: 'payload.scheduled_event must be an object' }
  }
  if (invitee.questions_and_answers !== undefined && invitee.questions_and_answers !== null && !Array.isArray(invitee.questions_and_answers)) {
    return { ok: false, message: 'payload.questions_and_answers must be a list' }
  }
  return { ok: true, event: body.event as HandledEvent, body }
}
