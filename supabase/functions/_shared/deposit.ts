// The deposit the scheduler takes, and what the site, My Garage and the mails say about it.
// Calendly charges a fixed amount per event type through the owner's Stripe or PayPal when
// the invitee books, and reports it on the invitee as `payment` {external_id, provider,
// amount, currency, terms, successful}, null when none was taken
// (https://developer.calendly.com/api-docs/calendly-api/scheduled-events/get-event-invitee,
// https://developer.calendly.com/release-notes/2021/2/21); refunds happen in Stripe or PayPal
// and no webhook reports them. The owner's setting is `deposit` in data/business.json; the
// booking's payment is what supabase/migrations/20261203160000_booking_deposits.sql recorded.
// Used by the site (booking page, bag, My Garage) and by notify-owner's mails: pure, and it
// imports only the other pure shared modules, so Deno and the site's bundler both take it.
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { bookingPrep, type PrepCatalogue } from './booking-prep.ts'
// @ts-ignore TS5097: as above.
import { formatPrice, formatWholeDollars } from './price.ts'

/** data/business.json `deposit` (data/schemas/business.schema.json). */
export interface DepositSetting {
  /** none: no deposit; fixed: `amount` for every visit; per-service: `perService`, else `amount`. */
  kind: 'none' | 'fixed' | 'per-service'
  /** Whole dollars. */
  amount?: number
  /** A package's or add-on's id and its deposit in whole dollars. */
  perService?: readonly { service: string; amount: number }[]
  /** Refundable when canceled at least this many hours before the visit (0: never refunded). */
  refundableHours?: number
}

/** The catalogue with its prices (data/services.json): what a visit costs before the deposit. */
export interface PriceCatalogue extends PrepCatalogue {
  variants: readonly { id: string; baseId: string; name: string; price: number }[]
  addOns: readonly { id: string; name: string; price: number }[]
}

/** The setting (null: no deposit taken) and the prices a booking's balance is computed from. */
export interface DepositTerms {
  setting: DepositSetting | null
  catalogue: PriceCatalogue
}

/**
 * data/business.json's `deposit` as the edge functions import it (a JSON import, typed only
 * as JSON): the setting when it has the shape of the schema, else null. The site's build
 * runs the full catalogue check; this keeps a hand-edited file from reaching a mail unchecked.
 */
export function readDepositSetting(value: unknown): DepositSetting | null {
  if (typeof value !== 'object' || value === null) return null
  const { kind, amount, perService, refundableHours } = value as Record<string, unknown>
  if (kind !== 'fixed' && kind !== 'per-service') return null
  const entries = Array.isArray(perService)
    ? perService.flatMap((entry: unknown) => {
        const { service, amount: each } = (entry ?? {}) as Record<string, unknown>
        return typeof service === 'string' && typeof each === 'number' ? [{ service, amount: each }] : []
      })
    : []
  return {
    kind,
    ...(typeof amount === 'number' ? { amount } : {}),
    ...(entries.length > 0 ? { perService: entries } : {}),
    ...(typeof refundableHours === 'number' ? { refundableHours } : {}),
  }
}

/** A booking's payment columns (public.bookings.payment_*), as a row or the outbox snapshot gives them. */
export interface BookingPayment {
  payment_provider?: string | null
  payment_external_id?: string | null
  /** numeric: a number from PostgREST, possibly a string from other clients. */
  payment_amount?: number | string | null
  payment_currency?: string | null
  payment_successful?: boolean | null
}

/** The refund window the owner set, 24 hours when a payment exists but the setting says none. */
export const DEFAULT_REFUNDABLE_HOURS = 24

const HOUR_MS = 3_600_000

// Dollars by hand (./price.ts), as every price on the site: the bag builds the deposit sentence
// in the middle of a tap, and a first Intl currency formatter loads the locale's currency data.
// Intl only for the rare payment in another currency (My Garage, the mails).
function money(amount: number, currency = 'USD', wholeDollars = false): string {
  if (currency === 'USD') return wholeDollars && Number.isSafeInteger(amount) ? formatWholeDollars(amount) : formatPrice(amount)
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount)
  } catch {
    // Not an ISO 4217 code Intl knows: the code after the figure says what it is.
    return `${amount.toFixed(2)} ${currency}`
  }
}

/** "$50.00", "€50.00", "CA$50.00". */
export function formatMoney(amount: number, currency = 'USD'): string {
  return money(amount, currency)
}

function validAmount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

function windowHours(setting: DepositSetting | null | undefined): number {
  const hours = setting?.refundableHours
  return typeof hours === 'number' && Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_REFUNDABLE_HOURS
}

/**
 * The deposit for a visit of these catalogue ids (a variant's, add-on's or package's id), in
 * whole dollars, or null when none is taken. One visit is one charge, so a visit of several
 * services pays the largest of their deposits.
 */
export function depositFor(setting: DepositSetting | null | undefined, ids: readonly string[], variants: readonly { id: string; baseId: string }[] = []): number | null {
  if (!setting || setting.kind === 'none') return null
  const fallback = validAmount(setting.amount)
  if (setting.kind === 'fixed') return fallback
  const amounts = ids.map((id) => {
    const baseId = variants.find((v) => v.id === id)?.baseId
    const own = setting.perService?.find((entry) => entry.service === id || (baseId !== undefined && entry.service === baseId))
    return own ? validAmount(own.amount) : fallback
  })
  const largest = Math.max(0, ...amounts.map((a) => a ?? 0))
  return largest > 0 ? largest : null
}

/** Every amount a visit may be asked for: one for a fixed deposit, the range for per-service. */
function possibleAmounts(setting: DepositSetting): number[] {
  const listed = (setting.perService ?? []).map((entry) => validAmount(entry.amount))
  const all = setting.kind === 'fixed' ? [validAmount(setting.amount)] : [...listed, validAmount(setting.amount)]
  return [...new Set(all.filter((a): a is number => a !== null))].sort((a, b) => a - b)
}

function refundClause(hours: number): string {
  return hours === 0 ? 'it is not refundable' : `refundable up to ${hours} hours before`
}

/**
 * What the booking page and the bag say before the scheduler opens ("A $50 deposit holds your
 * visit; refundable up to 24 hours before."), or null when this visit takes none. Without ids
 * (/book before a service is chosen) a per-service deposit is given as its range.
 */
export function depositNotice(setting: DepositSetting | null | undefined, ids?: readonly string[], variants: readonly { id: string; baseId: string }[] = []): string | null {
  if (!setting || setting.kind === 'none') return null
  const clause = refundClause(windowHours(setting))
  if (ids === undefined && setting.kind === 'per-service') {
    const amounts = possibleAmounts(setting)
    if (amounts.length === 0) return null
    const low = amounts[0]!
    const high = amounts[amounts.length - 1]!
    if (low !== high) return `A deposit of ${money(low, 'USD', true)} to ${money(high, 'USD', true)}, by service, holds your visit; ${clause}.`
    return `A ${money(low, 'USD', true)} deposit holds your visit; ${clause}.`
  }
  const amount = depositFor(setting, ids ?? [], variants)
  return amount === null ? null : `A ${money(amount, 'USD', true)} deposit holds your visit; ${clause}.`
}

/** What the scheduler reported for a booking's deposit. */
export type DepositState =
  /** No payment, and none is asked for. */
  | { state: 'none' }
  | { state: 'paid'; amount: number; currency: string; provider: string | null; externalId: string | null }
  /** A payment the scheduler reported as not successful (or without saying it was). */
  | { state: 'failed'; amount: number | null; currency: string; provider: string | null; externalId: string | null }
  /** No payment, though the setting asks for one. */
  | { state: 'missing'; expected: number }

function amountOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null
}

function hasPayment(row: BookingPayment): boolean {
  return [row.payment_provider, row.payment_external_id, row.payment_amount, row.payment_currency, row.payment_successful].some((v) => v !== null && v !== undefined)
}

/** The booking's deposit: paid, failed, missing (expected by the setting) or none. */
export function depositState(row: BookingPayment & { services?: readonly string[] | null }, setting: DepositSetting | null | undefined, catalogue?: PrepCatalogue): DepositState {
  if (hasPayment(row)) {
    const amount = amountOf(row.payment_amount)
    const currency = typeof row.payment_currency === 'string' && /^[A-Z]{3}$/.test(row.payment_currency) ? row.payment_currency : 'USD'
    const provider = typeof row.payment_provider === 'string' && row.payment_provider !== '' ? row.payment_provider : null
    const externalId = typeof row.payment_external_id === 'string' && row.payment_external_id !== '' ? row.payment_external_id : null
    if (row.payment_successful === true && amount !== null) return { state: 'paid', amount, currency, provider, externalId }
    return { state: 'failed', amount, currency, provider, externalId }
  }
  const ids = catalogue ? bookingPrep(row.services ?? [], catalogue).services.flatMap((s) => (s.id === null ? [] : [s.id])) : []
  const expected = depositFor(setting, ids, catalogue?.variants ?? [])
  return expected === null ? { state: 'none' } : { state: 'missing', expected }
}

/**
 * The visit's services at catalogue prices (whole dollars, USD), or null when one of them
 * has no price the catalogue knows (a package named without a size, a hand-typed answer).
 */
export function visitTotal(services: readonly string[] | null | undefined, catalogue: PriceCatalogue): number | null {
  const matched = bookingPrep(services ?? [], catalogue).services
  if (matched.length === 0) return null
  let total = 0
  for (const service of matched) {
    const price = catalogue.variants.find((v) => v.id === service.id)?.price ?? catalogue.addOns.find((a) => a.id === service.id)?.price
    if (typeof price !== 'number') return null
    total += price
  }
  return total
}

export interface DepositLines {
  /** "Deposit paid $50.00", or what went wrong; null when no deposit is asked for or paid. */
  deposit: string | null
  /** "Balance due $299.00" (the services at catalogue prices, less a deposit paid in dollars). */
  balance: string | null
  state: DepositState
  /** The balance in dollars, when it can be computed. */
  balanceDue: number | null
}

function providerName(provider: string | null): string | null {
  if (provider === 'stripe') return 'Stripe'
  if (provider === 'paypal') return 'PayPal'
  return provider
}

/** My Garage's and the mails' lines for one booking. */
export function depositLines(row: BookingPayment & { services?: readonly string[] | null }, setting: DepositSetting | null | undefined, catalogue: PriceCatalogue): DepositLines {
  const state = depositState(row, setting, catalogue)
  const total = visitTotal(row.services, catalogue)
  let deposit: string | null = null
  let balanceDue: number | null = total
  let balance: string | null = total === null ? null : `Balance due ${formatMoney(total)}`
  if (state.state === 'paid') {
    deposit = `Deposit paid ${formatMoney(state.amount, state.currency)}`
    if (total !== null && state.currency === 'USD') {
      balanceDue = Math.max(0, total - state.amount)
      balance = `Balance due ${formatMoney(balanceDue)}`
    } else if (total !== null) {
      // A deposit in another currency is not subtracted from dollar prices by guesswork.
      balance = `Balance due ${formatMoney(total)}, less the ${formatMoney(state.amount, state.currency)} deposit`
    }
  } else if (state.state === 'failed') {
    const via = providerName(state.provider)
    deposit = `Deposit not paid: the ${state.amount === null ? '' : `${formatMoney(state.amount, state.currency)} `}payment${via ? ` through ${via}` : ''} did not go through`
  } else if (state.state === 'missing') {
    deposit = `No deposit received (${formatMoney(state.expected)} expected)`
  }
  if (total === null && state.state !== 'none') balance = 'Balance due: the total is confirmed with you at the visit'
  return { deposit, balance, state, balanceDue }
}

/** When a paid deposit stops being refundable: refundableHours before the visit starts. */
export function refundDeadline(startIso: string, setting: DepositSetting | null | undefined): Date | null {
  const start = Date.parse(startIso)
  return Number.isNaN(start) ? null : new Date(start - windowHours(setting) * HOUR_MS)
}

/** True when canceling at `at` keeps the deposit (inside the window before the visit). */
export function insideRefundWindow(startIso: string, setting: DepositSetting | null | undefined, at: Date): boolean {
  const deadline = refundDeadline(startIso, setting)
  return deadline !== null && at.getTime() > deadline.getTime()
}

/**
 * What My Garage says next to Cancel about a paid deposit: kept when canceled now (inside the
 * window), else refunded. Null when no deposit was paid.
 */
export function cancelNotice(row: BookingPayment & { start_time: string; services?: readonly string[] | null }, setting: DepositSetting | null | undefined, now: Date): string | null {
  const state = depositState(row, setting)
  if (state.state !== 'paid') return null
  const amount = formatMoney(state.amount, state.currency)
  const hours = windowHours(setting)
  if (insideRefundWindow(row.start_time, setting, now)) {
    return hours === 0 ? `Your ${amount} deposit is not refundable: canceling keeps it.` : `Canceling now keeps your ${amount} deposit: it is refundable only up to ${hours} hours before your visit.`
  }
  return `Cancel at least ${hours} hours before your visit and your ${amount} deposit is refunded.`
}

/**
 * The owner's cancellation mail: whether to refund. Moved bookings keep their deposit; a
 * cancellation inside the window keeps it; earlier, the owner refunds it in Stripe or PayPal.
 */
export function refundAdvice(
  row: BookingPayment & { start_time?: string | null; canceled_at?: string | null; rescheduled?: boolean | null },
  setting: DepositSetting | null | undefined,
): string | null {
  const state = depositState(row, setting)
  if (state.state === 'failed') return 'None to refund: the deposit payment did not go through'
  if (state.state !== 'paid') return null
  const amount = formatMoney(state.amount, state.currency)
  const via = providerName(state.provider) ?? 'Stripe or PayPal'
  const reference = state.externalId ? ` (payment ${state.externalId})` : ''
  if (row.rescheduled === true) return `${amount} paid; no refund: it holds the new time`
  const hours = windowHours(setting)
  const canceledAt = row.canceled_at ? new Date(row.canceled_at) : null
  if (!row.start_time || !canceledAt || Number.isNaN(canceledAt.getTime()) || refundDeadline(row.start_time, setting) === null) {
    return `${amount} paid${reference}; check the cancellation time against your ${hours}-hour refund window`
  }
  if (insideRefundWindow(row.start_time, setting, canceledAt)) return `Keep the ${amount}: canceled less than ${hours} hours before the visit, no refund due`
  return `Refund ${amount} in ${via}${reference}: canceled more than ${hours} hours before the visit`
}
