// The quote pages' only way to the backend: the token-checking functions of
// supabase/migrations/20261204200000_quotes.sql, through supabase-js. Stories pass a fake.
import { getSupabase } from '../../lib/supabase/client'
import type { QuoteLine, QuotePayload } from './quote-rules'

export type QuoteStatus = 'sent' | 'changes_requested' | 'approved' | 'withdrawn'

export interface Quote {
  name: string
  vehicle: string | null
  note: string | null
  total_cents: number
  valid_until: string
  status: QuoteStatus
  expired: boolean
  change_request: string | null
  created_at: string
  lines: QuoteLine[]
}

export interface LeadSummary {
  name: string
  email: string
  phone: string | null
  vehicle: string | null
  service: string | null
  created_at: string
}

export type OwnerOpen = { result: 'ok'; lead: LeadSummary; quote: Quote | null } | { result: 'unknown' }
export type OwnerSend = { result: 'sent'; quote: Quote } | { result: 'used' | 'unknown' } | { result: 'invalid'; message: string }
export type OwnerWithdraw = { result: 'withdrawn' | 'unchanged'; quote: Quote } | { result: 'unknown' }
export type CustomerRead = { result: 'ok'; quote: Quote } | { result: 'unknown' }
export type CustomerApprove = { result: 'approved'; quote_id: string; services: string[]; quote: Quote } | { result: 'expired' | 'withdrawn' | 'unknown' }
export type CustomerAsk = { result: 'sent'; quote: Quote } | { result: 'approved' | 'withdrawn' | 'unknown' } | { result: 'invalid'; message: string }

export interface QuoteApi {
  ownerOpen(token: string): Promise<OwnerOpen>
  ownerSend(token: string, payload: QuotePayload): Promise<OwnerSend>
  ownerWithdraw(token: string): Promise<OwnerWithdraw>
  customerRead(token: string): Promise<CustomerRead>
  customerApprove(token: string): Promise<CustomerApprove>
  customerAskChanges(token: string, message: string): Promise<CustomerAsk>
}

/** A call that did not answer (offline, an outage): the page says to try again. */
export class QuoteUnavailable extends Error {}

async function call<T>(fn: string, args: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc(fn as never, args as never)
  if (error || !data || typeof data !== 'object' || Array.isArray(data)) throw new QuoteUnavailable(error?.message ?? 'No answer')
  return data as T
}

export const supabaseQuoteApi: QuoteApi = {
  ownerOpen: (token) => call('quote_owner_open', { p_token: token }),
  ownerSend: (token, payload) => call('quote_owner_send', { p_token: token, p_lines: payload.lines, p_note: payload.note, p_valid_days: payload.validDays }),
  ownerWithdraw: (token) => call('quote_owner_withdraw', { p_token: token }),
  customerRead: (token) => call('quote_customer_read', { p_token: token }),
  customerApprove: (token) => call('quote_customer_approve', { p_token: token }),
  customerAskChanges: (token, message) => call('quote_customer_ask_changes', { p_token: token, p_message: message }),
}
