// What a quote may hold and how its draft becomes what the owner sends. The limits are the
// database's (supabase/migrations/20261204200000_quotes.sql), checked here first so the owner
// reads a message beside the field instead of a refusal after Send.
import { formatPrice } from '../../lib/format/price'
import type { StaticCatalogue } from '../../lib/catalogue/types'

export const MAX_LINES = 20
export const MAX_LINE_CENTS = 1_000_000
export const MAX_TOTAL_CENTS = 2_000_000
export const MAX_NOTE = 1000
export const MAX_LABEL = 100
export const MAX_CHANGE_REQUEST = 500
export const MIN_VALID_DAYS = 1
export const MAX_VALID_DAYS = 60

/** A catalogue service the owner can put on a quote, at its catalogue price (whole dollars). */
export interface QuoteOption {
  /** The catalogue name the scheduler is handed on approval, e.g. "Signature Detail (SUV)". */
  service: string
  price: number
}

/** Every size of every package, then the add-ons, as the catalogue lists them. */
export function quoteOptions(catalogue: Pick<StaticCatalogue, 'variants' | 'addOns'>): QuoteOption[] {
  return [...catalogue.variants.map((v) => ({ service: v.name, price: v.price })), ...catalogue.addOns.map((a) => ({ service: a.name, price: a.price }))]
}

/** One line as the owner edits it: the price is the text of its field. */
export interface DraftLine {
  key: string
  label: string
  service?: string
  price: string
}

export interface QuoteDraft {
  lines: DraftLine[]
  note: string
  validDays: string
}

export interface QuoteLine {
  label: string
  service?: string | null
  price_cents: number
}

export interface QuotePayload {
  lines: QuoteLine[]
  note: string | null
  validDays: number
}

export interface DraftErrors {
  form?: string
  lines: Record<string, { label?: string; price?: string }>
  note?: string
  validDays?: string
}

const PRICE_MESSAGE = 'Enter a price between $0.00 and $10,000.00, like 349 or 49.50.'

/** "349", "$1,199.5", " 49.50 " -> cents; anything else (negative, three decimals, words) -> null. */
export function parseDollars(text: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const whole = Number(match[1]!.replace(/,/g, ''))
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) && cents <= MAX_LINE_CENTS ? cents : null
}

/** Cents as the site writes dollars: 39850 -> "$398.50". */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100)
}

/** The line's price as its field starts: the catalogue's whole dollars, "349". */
export function priceText(dollars: number): string {
  return String(dollars)
}

/** The draft's total so far, counting only the prices that read as prices. */
export function draftTotal(lines: readonly DraftLine[]): number {
  return lines.reduce((sum, line) => sum + (parseDollars(line.price) ?? 0), 0)
}

/** The draft as the owner may send it, or what is wrong with it, field by field. */
export function checkDraft(draft: QuoteDraft): { ok: true; payload: QuotePayload } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = { lines: {} }
  let bad = false
  if (draft.lines.length === 0) {
    errors.form = 'Add at least one service or line to the quote.'
    bad = true
  } else if (draft.lines.length > MAX_LINES) {
    errors.form = `A quote holds at most ${MAX_LINES} lines.`
    bad = true
  }
  const lines: QuoteLine[] = []
  for (const line of draft.lines) {
    const label = line.label.trim()
    const cents = parseDollars(line.price)
    const lineErrors: { label?: string; price?: string } = {}
    if (label.length === 0) lineErrors.label = 'Name this line.'
    else if (label.length > MAX_LABEL) lineErrors.label = `Keep the name to ${MAX_LABEL} characters.`
    if (cents === null) lineErrors.price = PRICE_MESSAGE
    if (lineErrors.label || lineErrors.price) {
      errors.lines[line.key] = lineErrors
      bad = true
    } else lines.push({ label, service: line.service ?? null, price_cents: cents! })
  }
  const total = lines.reduce((sum, line) => sum + line.price_cents, 0)
  if (!bad && total < 1) {
    errors.form = 'The total must be more than $0.00.'
    bad = true
  } else if (!bad && total > MAX_TOTAL_CENTS) {
    errors.form = 'The total must be at most $20,000.00.'
    bad = true
  }
  const note = draft.note.trim()
  if (note.length > MAX_NOTE) {
    errors.note = `Keep the note to ${MAX_NOTE} characters (it has ${note.length}).`
    bad = true
  }
  const days = /^\d{1,3}$/.test(draft.validDays.trim()) ? Number(draft.validDays.trim()) : NaN
  if (!(days >= MIN_VALID_DAYS && days <= MAX_VALID_DAYS)) {
    errors.validDays = `The quote must hold between ${MIN_VALID_DAYS} and ${MAX_VALID_DAYS} days from today.`
    bad = true
  }
  if (bad) return { ok: false, errors }
  return { ok: true, payload: { lines, note: note.length > 0 ? note : null, validDays: days } }
}

/** The date a quote sent now holds until, for the preview. */
export function validUntil(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000)
}

/** "2026-12-18T02:10:00Z" -> "December 17, 2026": the business's own day (America/Chicago). */
export function formatQuoteDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Chicago' })
}

/** The token of the page's address: the fragment's `token` (never sent to any server), or null when not well formed. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''
  return /^[0-9a-f]{64}$/.test(token) ? token : null
}
