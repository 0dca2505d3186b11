import { isValidEmail } from './email'
import { DISCOUNT_MESSAGES } from './messages'

/** What the flow reads of a PostgREST or Functions error (spec 7: responses are read only for `error`). */
export interface ErrorLike {
  code?: string
  message?: string
}

/**
 * The slice of a supabase-js client the discount flow uses. The real client satisfies it;
 * tests and stories pass a fake.
 */
export interface DiscountClient {
  from(table: 'leads'): { insert(row: { email: string }): PromiseLike<{ error: ErrorLike | null }> }
  functions: { invoke(name: 'send-discount-email', options: { body: { email: string } }): Promise<{ error: unknown }> }
}

export type Notify = (kind: 'success' | 'error' | 'info', title: string, description?: string) => void

/** invalid: nothing was sent. sent: the thank-you view. failed: the visitor may try again. */
export type DiscountOutcome = 'invalid' | 'sent' | 'failed'

export interface SubmitDiscountOptions {
  email: string
  /** Resolves the client; a rejection (unconfigured build, chunk failed to load) counts as a failure. */
  getClient: () => Promise<DiscountClient>
  notify: Notify
}

/** Postgres unique_violation: the address is already in `leads`. */
const DUPLICATE = '23505'

/**
 * The discount submit flow of spec sections 4, 5, 7 and 8:
 * validate -> insert into leads (never `.select()`: anon may not read leads) ->
 * on 23505 say Already Subscribed! and carry on -> invoke send-discount-email.
 */
export async function submitDiscount({ email: raw, getClient, notify }: SubmitDiscountOptions): Promise<DiscountOutcome> {
  const email = raw.trim()
  if (!isValidEmail(email)) {
    notify('error', DISCOUNT_MESSAGES.invalid.title, DISCOUNT_MESSAGES.invalid.description)
    return 'invalid'
  }
  const fail = (): DiscountOutcome => {
    notify('error', DISCOUNT_MESSAGES.failed.title, DISCOUNT_MESSAGES.failed.description)
    return 'failed'
  }
  try {
    const client = await getClient()
    const { error: insertError } = await client.from('leads').insert({ email })
    if (insertError) {
      if (insertError.code !== DUPLICATE) return fail()
      notify('info', DISCOUNT_MESSAGES.duplicate.title, DISCOUNT_MESSAGES.duplicate.description)
    }
    const { error: sendError } = await client.functions.invoke('send-discount-email', { body: { email } })
    if (sendError) return fail()
    return 'sent'
  } catch {
    return fail()
  }
}
