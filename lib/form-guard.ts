// The browser's half of the public forms' bot guard (docs/decisions/144-bot-proof-forms.md).
// The database drops, without a word, a row whose honeypot holds anything or whose form
// ticket is younger than the minimum fill time (supabase/migrations/20261127200100_form_guard.sql).
// A form asks for its ticket when it is shown (the discount card, which shows by itself, when its
// e-mail field first takes the focus) and sends it with the row; a person who is
// faster than the minimum (autofill and Enter) waits out the rest instead of being dropped.
// A ticket admits one row or one sign-up and lives 20 minutes, so each submit spends the held
// ticket and asks for the next one at once, and a held ticket near its end is replaced
// before it is sent (the person then waits at most the minimum fill time).

/** The database's private.form_min_fill_time(): 3 s from the form being shown to the row being sent. */
export const MIN_FILL_TIME_MS = 3_000
/** Waited on top of the minimum: the client's clock and the database's need not tick alike. */
const FILL_TIME_MARGIN_MS = 250
/** The database's private.form_ticket_lifetime(): a ticket older than this admits nothing. */
export const TICKET_LIFETIME_MS = 20 * 60 * 1000
/**
 * A held ticket older than this is not sent: a new one is asked for instead. Five minutes
 * short of the lifetime, so a slow network or a clock that differs cannot make it expire
 * between the check here and the database's.
 */
export const TICKET_REFRESH_MS = TICKET_LIFETIME_MS - 5 * 60 * 1000

/** The fields every public form's row carries (leads, chatbot_leads, waitlist). */
export interface FormGuardFields {
  website: string
  form_ticket: string
}

/** The slice of a supabase-js client the guard uses. */
export interface FormTicketClient {
  rpc(fn: 'form_ticket'): PromiseLike<{ data: unknown; error: unknown }>
  functions: { invoke(name: 'form-ticket', options: { body: { captchaToken: string } }): Promise<{ data: unknown; error: unknown }> }
}

export interface FormGuard {
  /** Call when the form is shown (or first focused): asks for the ticket in the background (errors wait for `fields`). */
  start(): void
  /**
   * On submit: the row's guard fields, once the ticket is at least the minimum fill time old
   * (waits out the rest when the form was sent faster). Rejects when no ticket could be had,
   * so the form reports a failure it can retry instead of sending a row the database drops.
   * The ticket handed out is spent: the next call gets another one, asked for right away.
   */
  fields(honeypot?: string): Promise<FormGuardFields>
}

export interface FormGuardOptions {
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  /**
   * With Turnstile on (a site key in the build): the widget's tokens. The ticket then comes from
   * the form-ticket edge function, which verifies the token first (docs/decisions/144-bot-proof-forms.md).
   */
  captcha?: { next(): Promise<string> }
}

/**
 * "<ms>-<nonce>.<signature>", or "<ms>c-<nonce>.<signature>" when the form-ticket function
 * verified a captcha (supabase/migrations/20261201150000_form_ticket_nonce.sql).
 */
const TICKET_SHAPE = /^[0-9]{1,15}c?(-[0-9a-f]{16})?\.[0-9a-f]{64}$/

async function verifiedTicket(client: FormTicketClient, captchaToken: string): Promise<{ data: unknown; error: unknown }> {
  const { data, error } = await client.functions.invoke('form-ticket', { body: { captchaToken } })
  return { data: (data as { ticket?: unknown } | null)?.ticket, error }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createFormGuard(getClient: () => Promise<FormTicketClient>, { now = Date.now, sleep = realSleep, captcha }: FormGuardOptions = {}): FormGuard {
  let pending: Promise<{ ticket: string; receivedAt: number }> | null = null
  const spent = new Set<string>()

  const request = () => {
    const attempt = (async () => {
      const client = await getClient()
      const { data, error } = captcha ? await verifiedTicket(client, await captcha.next()) : await client.rpc('form_ticket')
      if (error || typeof data !== 'string' || !TICKET_SHAPE.test(data)) throw new Error('No form ticket')
      // Measured after the answer arrived, so the database's own age of the ticket is never less.
      return { ticket: data, receivedAt: now() }
    })()
    pending = attempt
    attempt.catch(() => {
      if (pending === attempt) pending = null
    })
    return attempt
  }

  const current = async () => {
    const held = pending ? await pending.catch(() => null) : null
    if (held && now() - held.receivedAt < TICKET_REFRESH_MS) return held
    return request()
  }

  return {
    start() {
      void current().catch(() => undefined)
    },
    async fields(honeypot = '') {
      let held = await current()
      // Another submit (a double click) took this one while this call waited: get its own.
      if (spent.has(held.ticket)) held = await request()
      // Spent once handed out (the database admits one row per ticket): no later submit, a
      // retry after an error included, gets it again. Asked for now, the next ticket has
      // usually aged past the minimum fill time by the time the person submits again.
      spent.add(held.ticket)
      void request().catch(() => undefined)
      const { ticket, receivedAt } = held
      const wait = receivedAt + MIN_FILL_TIME_MS + FILL_TIME_MARGIN_MS - now()
      if (wait > 0) await sleep(wait)
      return { website: honeypot, form_ticket: ticket }
    },
  }
}
