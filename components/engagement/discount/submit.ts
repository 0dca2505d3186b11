import type { TablesInsert } from '../../../lib/supabase/database.types'
import type { FormGuard } from '../../../lib/form-guard'
import { honeypotFilled, type RecentLeadStore } from '../lead-guard'
import { isValidEmail } from './email'
import { DISCOUNT_MESSAGES } from './messages'

/** What the flow reads of a PostgREST or Functions error (supabase-js callers read a response only for its `error`). */
export interface ErrorLike {
  code?: string
  message?: string
}

/**
 * The slice of a supabase-js client the discount flow uses. The real client satisfies it;
 * tests and stories pass a fake.
 */
export interface DiscountClient {
  from(table: 'leads'): { insert(row: Pick<TablesInsert<'leads'>, 'email' | 'website' | 'form_ticket'>): PromiseLike<{ error: ErrorLike | null }> }
  functions: { invoke(name: 'send-discount-email', options: { body: { email: string; ref?: string } }): Promise<{ error: unknown }> }
}

export type Notify = (kind: 'success' | 'error' | 'info', title: string, description?: string) => void

/**
 * invalid: nothing was sent. sent: the thank-you view. failed: the visitor may try again.
 * repeat: this address was sent less than a minute ago; nothing was sent again.
 */
export type DiscountOutcome = 'invalid' | 'sent' | 'failed' | 'repeat'

export interface SubmitDiscountOptions {
  email: string
  /** Resolves the client; a rejection (unconfigured build, chunk failed to load) counts as a failure. */
  getClient: () => Promise<DiscountClient>
  notify: Notify
  /** The form's honeypot field: anything in it means a bot, which sees success and sends nothing. */
  honeypot?: string
  /** Addresses sent in the last minute; without it nothing is refused as a repeat. */
  recent?: RecentLeadStore
  /** The form ticket the database asks of every lead (docs/decisions/144-bot-proof-forms.md); without it the row carries none. */
  guard?: FormGuard
  /** The referral link's code this visitor came with (referral-ref.ts); the function records who sent them. */
  referral?: string
}

/** Postgres unique_violation: the address is already in `leads`. */
const DUPLICATE = '23505'

/**
 * The discount submit flow (decisions 050, 144, 014):
 * validate -> insert into leads (never `.select()`: anon may not read leads) ->
 * on 23505 say Already Subscribed! and carry on -> invoke send-discount-email.
 */
export async function submitDiscount({ email: raw, getClient, notify, honeypot, recent, guard, referral }: SubmitDiscountOptions): Promise<DiscountOutcome> {
  if (honeypotFilled(honeypot)) return 'sent'
  const email = raw.trim()
  if (!isValidEmail(email)) {
    notify('error', DISCOUNT_MESSAGES.invalid.title, DISCOUNT_MESSAGES.invalid.description)
    return 'invalid'
  }
  // A second submit of the same address would only mail another reminder (docs/decisions/014-discount-code-once.md).
  if (recent?.isRepeat(email)) {
    notify('info', DISCOUNT_MESSAGES.repeat.title, DISCOUNT_MESSAGES.repeat.description)
    return 'repeat'
  }
  const fail = (): DiscountOutcome => {
    notify('error', DISCOUNT_MESSAGES.failed.title, DISCOUNT_MESSAGES.failed.description)
    return 'failed'
  }
  try {
    // Waits out the rest of the minimum fill time when the visitor was quicker (docs/decisions/144-bot-proof-forms.md).
    const fields = guard ? await guard.fields(honeypot ?? '') : {}
    const client = await getClient()
    const { error: insertError } = await client.from('leads').insert({ email, ...fields })
    if (insertError) {
      if (insertError.code !== DUPLICATE) return fail()
      notify('info', DISCOUNT_MESSAGES.duplicate.title, DISCOUNT_MESSAGES.duplicate.description)
    }
    const { error: sendError } = await client.functions.invoke('send-discount-email', { body: referral ? { email, ref: referral } : { email } })
    if (sendError) return fail()
    recent?.remember(email)
    return 'sent'
  } catch {
    return fail()
  }
}
