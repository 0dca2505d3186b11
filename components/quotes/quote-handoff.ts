// What "Approve and book" hands the booking page: the approved quote's services (catalogue names,
// which the scheduler is given as Book Now gives a bag's), its custom lines and its total, kept
// in this tab's sessionStorage for the booking page to read once. The total is the quote's,
// not the catalogue's: the owner may have changed a price.
import type { QuoteLine } from './quote-rules'

export const QUOTE_HANDOFF_KEY = 'approved-quote'
export const QUOTE_BOOKING_HREF = '/book?from=quote'

export interface QuoteHandoff {
  quoteId: string
  services: string[]
  lines: QuoteLine[]
  totalCents: number
}

export function saveQuoteHandoff(handoff: QuoteHandoff, storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  try {
    storage.setItem(QUOTE_HANDOFF_KEY, JSON.stringify(handoff))
  } catch {
    // Storage refused (private mode, full): the booking page then offers the services by hand.
  }
}

/** The handoff, or null when there is none or it is not one this site wrote. */
export function readQuoteHandoff(storage: Pick<Storage, 'getItem'> = window.sessionStorage): QuoteHandoff | null {
  let value: unknown
  try {
    value = JSON.parse(storage.getItem(QUOTE_HANDOFF_KEY) ?? 'null')
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (typeof v.quoteId !== 'string' || !Array.isArray(v.services) || !v.services.every((s) => typeof s === 'string') || !Array.isArray(v.lines) || !Number.isSafeInteger(v.totalCents)) return null
  return value as QuoteHandoff
}
