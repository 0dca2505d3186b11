// Joining the waiting list for a ZIP code outside every service area (data/areas.json).
// The table takes one row per e-mail address (any letter case) and ZIP; a repeat answers
// 23505, which becomes 'already' so the form can say so kindly. A bot's row (honeypot filled,
// or sent faster than the minimum fill time) is dropped by the database without a word and
// looks 'joined' (docs/decisions/144-bot-proof-forms.md).
import type { FormGuard } from '../form-guard'

/** What anon may insert into public.waitlist (never read back: anon may not select). */
export interface WaitlistRow {
  email: string
  zip: string
  website: string
  form_ticket: string
}

export interface WaitlistClient {
  from(table: 'waitlist'): { insert(row: WaitlistRow): PromiseLike<{ error: { code?: string } | null }> }
}

/**
 * joined: stored (or a bot's row, dropped quietly). already: this address already waits for
 * this ZIP. invalid: nothing was sent; `problem` says which field to fix. failed: try again.
 */
export type JoinWaitlistResult = { outcome: 'joined' } | { outcome: 'already' } | { outcome: 'invalid'; problem: 'email' | 'zip' } | { outcome: 'failed' }

export interface JoinWaitlistInput {
  email: string
  zip: string
  /** The form's honeypot (components/ui/HoneypotField.tsx readHoneypot); filled means a bot. */
  honeypot?: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ZIP = /^[0-9]{5}$/
const UNIQUE_VIOLATION = '23505'

/** A ZIP as typed ("  77084 ") in the table's form, or null when it is not five digits. */
export function normalizeZip(value: string): string | null {
  const zip = value.trim()
  return ZIP.test(zip) ? zip : null
}

/**
 * Adds the address to the waiting list for the ZIP. The guard must have been started when
 * the form was shown (`guard.start()`); this waits out the rest of the minimum fill time.
 */
export async function joinWaitlist(input: JoinWaitlistInput, deps: { getClient: () => Promise<WaitlistClient>; guard: FormGuard }): Promise<JoinWaitlistResult> {
  const email = input.email.replaceAll('\u0000', '').trim()
  if (email.length < 3 || email.length > 254 || !EMAIL.test(email)) return { outcome: 'invalid', problem: 'email' }
  const zip = normalizeZip(input.zip)
  if (!zip) return { outcome: 'invalid', problem: 'zip' }
  // The browser's own check first: a bot that filled the trap sees success, and nothing is sent.
  if (input.honeypot) return { outcome: 'joined' }
  try {
    const fields = await deps.guard.fields(input.honeypot)
    const client = await deps.getClient()
    const { error } = await client.from('waitlist').insert({ email, zip, ...fields })
    if (!error) return { outcome: 'joined' }
    return error.code === UNIQUE_VIOLATION ? { outcome: 'already' } : { outcome: 'failed' }
  } catch {
    return { outcome: 'failed' }
  }
}
