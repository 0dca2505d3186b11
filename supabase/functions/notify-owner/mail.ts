// The owner's e-mail for one outbox row: who, what, when, and one-tap links to answer
// them. Everything the customer typed is HTML-escaped; the text part needs no escaping.
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { depositLines, formatMoney, refundAdvice, type DepositTerms } from '../_shared/deposit.ts'

export type OutboxKind = 'lead' | 'chat_lead' | 'waitlist' | 'booking' | 'booking_canceled' | 'plan_joined' | 'plan_left' | 'quote_changes'

export interface OwnerMail {
  subject: string
  text: string
  html: string
}

type Row = Record<string, unknown>

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}

function text(row: Row, key: string): string | null {
  const value = row[key]
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  if (Array.isArray(value) && value.length > 0) return value.map(String).join('; ')
  return null
}

/** Appointment times in the business's own time zone (Katy, TX). */
export function formatTime(iso: string | null, timeZone = 'America/Chicago'): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  // dateStyle cannot be combined with timeZoneName, so the parts are spelled out.
  return (
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    })
      .format(date)
      // Intl puts "at" or ", " between date and time depending on the runtime's ICU.
      .replace(' at ', ', ')
  )
}

/**
 * tel:/sms: want only the dialable characters, and a global number (RFC 3966) so the
 * owner's phone dials it from anywhere. The business serves Katy, Texas: a bare 10-digit
 * number, or 11 digits starting with 1, is a North American one and gets +1.
 */
export function dialable(phone: string): string {
  const kept = phone.replace(/[^0-9+]/g, '')
  if (/^\d{10}$/.test(kept)) return `+1${kept}`
  if (/^1\d{10}$/.test(kept)) return `+${kept}`
  return kept
}

interface Contact {
  name: string | null
  email: string | null
  phone: string | null
}

function contactLinks({ email, phone }: Contact): { text: string[]; html: string[] } {
  const lines = { text: [] as string[], html: [] as string[] }
  if (phone && dialable(phone).length >= 7) {
    const number = dialable(phone)
    lines.text.push(`Call: tel:${number}`, `Text: sms:${number}`)
    lines.html.push(`<a href="tel:${escapeHtml(number)}">Call ${escapeHtml(phone)}</a>`, `<a href="sms:${escapeHtml(number)}">Text ${escapeHtml(phone)}</a>`)
  }
  if (email) {
    lines.text.push(`E-mail: mailto:${email}`)
    lines.html.push(`<a href="mailto:${encodeURIComponent(email).replace('%40', '@')}">E-mail ${escapeHtml(email)}</a>`)
  }
  return lines
}

function render(subject: string, heading: string, facts: [string, string | null][], contact: Contact, action?: [string, string] | null): OwnerMail {
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null)
  const links = contactLinks(contact)
  // The mail's own action (a chat lead's "Send a quote") comes first: the owner's one tap.
  if (action) {
    links.text.unshift(`${action[0]}: ${action[1]}`)
    links.html.unshift(`<a href="${escapeHtml(action[1])}">${escapeHtml(action[0])}</a>`)
  }
  const textBody = [heading, '', ...shown.map(([label, value]) => `${label}: ${value}`), '', ...links.text].join('\n') + '\n'
  const html =
    `<h2>${escapeHtml(heading)}</h2>` +
    `<table>${shown.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` +
    (links.html.length > 0 ? `<p>${links.html.join(' &middot; ')}</p>` : '')
  return { subject, text: textBody, html }
}

/**
 * What record_scheduler_event decided about the code a booking carries
 * (supabase/migrations/20261126100000_booking_intent_needs_owner_address.sql), in the
 * owner's words, so the discount is given only where it is due.
 */
const DISCOUNT_VERDICTS: Record<string, string> = {
  valid: 'is valid (10% off this first visit)',
  other_address: 'belongs to another address (no discount)',
  already_used: 'already used (no discount)',
  unknown: 'is not a code we issued (no discount)',
}

function discountFact(row: Row): string | null {
  const code = text(row, 'discount_code')
  if (code === null) return null
  const verdict = typeof row.discount_status === 'string' ? DISCOUNT_VERDICTS[row.discount_status] : undefined
  return verdict === undefined ? code : `code ${code} ${verdict}`
}

/**
 * Subjects stay on one line, and read as what they say, whatever the customer typed:
 * control characters (\p{Cc}: CR, LF, tab, NUL, U+0085 NEL ...) and the line and
 * paragraph separators (U+2028, U+2029) become a space; format characters (\p{Cf}:
 * bidi overrides such as U+202E, zero-width spaces, U+FEFF) and lone surrogates, which
 * could make a subject display as something else, are dropped. At most 120 characters,
 * counted in code points so an emoji is never cut in half.
 */
export function oneLine(value: string): string {
  const cleaned = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/[\p{Cf}\p{Cs}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
  return Array.from(cleaned).slice(0, 120).join('')
}

/** The deposit setting (data/business.json) and the prices a booking's balance is computed from. */
export type OwnerDepositContext = DepositTerms

function providerLabel(provider: unknown): string | null {
  if (provider === 'stripe') return 'Stripe'
  if (provider === 'paypal') return 'PayPal'
  return typeof provider === 'string' && provider.trim() !== '' ? provider.trim() : null
}

/**
 * The booking mail's deposit and balance lines: what was paid and where to find it, or that
 * nothing was (a failed or missing payment is said, so the owner can collect it).
 */
function depositFacts(row: Row, deposits: OwnerDepositContext): [string, string | null][] {
  const services = Array.isArray(row.services) ? row.services.filter((s): s is string => typeof s === 'string') : []
  const lines = depositLines({ ...row, services }, deposits.setting, deposits.catalogue)
  const { state } = lines
  if (state.state === 'none') return []
  let deposit: string
  if (state.state === 'paid') {
    const where = [providerLabel(state.provider), state.externalId ? `payment ${state.externalId}` : null].filter(Boolean).join(', ')
    deposit = `paid ${formatMoney(state.amount, state.currency)}${where ? ` (${where})` : ''}`
  } else if (state.state === 'failed') {
    deposit = `NOT PAID: the ${state.amount === null ? '' : `${formatMoney(state.amount, state.currency)} `}payment${providerLabel(state.provider) ? ` through ${providerLabel(state.provider)}` : ''} did not go through; collect it or call the customer`
  } else {
    deposit = `NONE RECEIVED: a ${formatMoney(state.expected)} deposit was expected; check the event type's payment in Calendly`
  }
  return [
    ['Deposit', deposit],
    ['Balance due', lines.balance ? lines.balance.replace(/^Balance due:? ?/, '') : null],
  ]
}

/**
 * `quote` (quote-mail.ts): a chat lead's "Send a quote" link, when one was issued, and a booking's
 * approved quote total ("$398.50"), when it was booked from one.
 */
export function ownerMail(kind: OutboxKind, row: Row, deposits?: OwnerDepositContext, quote?: { url?: string | null; total?: string | null }): OwnerMail {
  const quoteUrl = quote?.url ?? null
  const contact: Contact = { name: text(row, 'name'), email: text(row, 'email'), phone: text(row, 'phone') }
  const who = contact.name ?? contact.email ?? 'a customer'
  if (kind === 'lead') {
    return render(oneLine(`New subscriber: ${contact.email ?? 'unknown address'}`), 'New first-detail discount sign-up', [['E-mail', contact.email]], contact)
  }
  if (kind === 'waitlist') {
    // Someone outside every area of data/areas.json asked to be told when the vans come.
    const zip = text(row, 'zip')
    return render(
      oneLine(`Waiting list: ${contact.email ?? 'unknown address'} in ${zip ?? 'an unknown ZIP'}`),
      `Someone in ${zip ?? 'an unknown ZIP'} wants you to come`,
      [
        ['E-mail', contact.email],
        ['ZIP', zip],
      ],
      contact,
    )
  }
  if (kind === 'plan_joined' || kind === 'plan_left') {
    // A vehicle put on a maintenance plan, or taken off one (docs/decisions/156-maintenance-plans.md).
    const plan = text(row, 'plan') ?? text(row, 'plan_id') ?? 'a plan'
    const joined = kind === 'plan_joined'
    return render(
      oneLine(`${joined ? 'Plan joined' : 'Plan left'}: ${who}, ${plan}`),
      `${who} ${joined ? 'joined' : 'left'} the ${plan} plan`,
      [
        ['Customer', contact.name],
        ['E-mail', contact.email],
        ['Vehicle', text(row, 'vehicle')],
        ['Plan', plan],
      ],
      contact,
    )
  }
  if (kind === 'chat_lead') {
    return render(
      oneLine(`Quote request from ${who}`),
      `Quote request from ${who}`,
      [
        ['Name', contact.name],
        ['E-mail', contact.email],
        ['Phone', contact.phone],
        ['Vehicle', text(row, 'vehicle_type')],
        ['Service', text(row, 'service_interest')],
      ],
      contact,
      quoteUrl ? ['Send a quote', quoteUrl] : null,
    )
  }
  const when = formatTime(text(row, 'start_time'))
  const facts: [string, string | null][] = [
    ['Customer', contact.name],
    ['E-mail', contact.email],
    ['Phone', contact.phone],
    ['When', when],
    ['Vehicle', text(row, 'vehicle')],
    ['Services', text(row, 'services')],
    ['Discount code', discountFact(row)],
    ['Approved quote', quote?.total ?? null],
    ['Account', row.user_id ? 'signed-in customer' : 'no account yet'],
  ]
  if (kind === 'booking') {
    if (deposits) facts.splice(facts.length - 1, 0, ...depositFacts(row, deposits))
    return render(oneLine(`New booking: ${who}${when ? `, ${when}` : ''}`), `New booking from ${who}`, facts, contact)
  }
  const moved = row.rescheduled === true
  if (deposits) {
    const advice = refundAdvice(
      {
        ...row,
        start_time: typeof row.start_time === 'string' ? row.start_time : null,
        canceled_at: typeof row.canceled_at === 'string' ? row.canceled_at : null,
        rescheduled: moved,
      },
      deposits.setting,
    )
    if (advice) facts.splice(facts.length - 1, 0, ['Deposit', advice])
  }
  const heading = moved ? `${who} moved their booking` : `${who} canceled their booking`
  return render(oneLine(`${moved ? 'Rescheduled' : 'Canceled'}: ${who}${when ? `, ${when}` : ''}`), heading, facts, contact)
}

/** The kinds that a burst folds into one digest; bookings and cancellations never are. */
/**
 * A plan join or leave row with `plan` set to the plan's name in data/membership.json, or to its
 * id when the owner has since removed the plan: the outbox keeps the id, the owner reads the name.
 */
export function withPlanName(row: Row, planNames: ReadonlyMap<string, string> | undefined): Row {
  const id = text(row, 'plan_id')
  return { ...row, plan: (id && planNames?.get(id)) ?? id }
}

export type DigestKind = 'lead' | 'chat_lead' | 'waitlist' | 'plan_joined' | 'plan_left'

const DIGEST_NOUN: Record<DigestKind, [string, string]> = {
  lead: ['new sign-up', 'new sign-ups'],
  chat_lead: ['new quote request', 'new quote requests'],
  waitlist: ['new waiting-list sign-up', 'new waiting-list sign-ups'],
  plan_joined: ['plan join', 'plan joins'],
  plan_left: ['plan leave', 'plan leaves'],
}

const PLAN_COLUMNS: [string, string][] = [
  ['Name', 'name'],
  ['E-mail', 'email'],
  ['Vehicle', 'vehicle'],
  ['Plan', 'plan'],
]

const LEAD_COLUMNS: [string, string][] = [
  ['Name', 'name'],
  ['E-mail', 'email'],
  ['Phone', 'phone'],
  ['Vehicle', 'vehicle_type'],
  ['Service', 'service_interest'],
]

/** The columns of a digest's table, per kind: a waiting-list row has only an address and a ZIP. */
const DIGEST_COLUMNS: Record<DigestKind, [string, string][]> = {
  lead: LEAD_COLUMNS,
  chat_lead: LEAD_COLUMNS,
  waitlist: [
    ['E-mail', 'email'],
    ['ZIP', 'zip'],
  ],
  plan_joined: PLAN_COLUMNS,
  plan_left: PLAN_COLUMNS,
}

/** Whole minutes from the oldest row's created_at to now, at least 1. */
function minutesSpanned(rows: Row[], now: Date): number {
  const times = rows.map((row) => Date.parse(String(row.created_at ?? ''))).filter((time) => Number.isFinite(time))
  if (times.length === 0) return 1
  return Math.max(1, Math.ceil((now.getTime() - Math.min(...times)) / 60_000))
}

/**
 * One mail for a burst of leads or quote requests ("37 new quote requests in the last 10
 * minutes"), listing each row's name, e-mail, phone, vehicle and service.
 * docs/decisions/135-one-lead-per-request-and-owner-digest.md
 */
export function ownerDigest(kind: DigestKind, rows: Row[], now = new Date(), quoteUrls?: readonly (string | null)[]): OwnerMail {
  const [one, many] = DIGEST_NOUN[kind]
  const minutes = minutesSpanned(rows, now)
  const heading = `${rows.length} ${rows.length === 1 ? one : many} in the last ${minutes === 1 ? 'minute' : `${minutes} minutes`}`
  const columns = DIGEST_COLUMNS[kind]
  const cells = rows.map((row) => columns.map(([, key]) => text(row, key)))
  // Each quote request's own "Send a quote" link, when the run issued them (chat leads only).
  const quote = (index: number) => quoteUrls?.[index] ?? null
  const withQuotes = quoteUrls !== undefined && quoteUrls.some((url) => url !== null)
  const textBody =
    [
      heading,
      '',
      ...cells.map((values, index) => `${index + 1}. ${columns.map(([label], column) => `${label}: ${values[column] ?? '-'}`).join(' | ')}${quote(index) ? ` | Send a quote: ${quote(index)}` : ''}`),
    ].join('\n') + '\n'
  const html =
    `<h2>${escapeHtml(heading)}</h2>` +
    `<table><tr>${columns.map(([label]) => `<th align="left">${escapeHtml(label)}</th>`).join('')}${withQuotes ? '<th align="left">Quote</th>' : ''}</tr>` +
    cells
      .map(
        (values, index) =>
          `<tr>${values.map((value) => `<td>${value === null ? '' : escapeHtml(value)}</td>`).join('')}${withQuotes ? `<td>${quote(index) ? `<a href="${escapeHtml(quote(index)!)}">Send a quote</a>` : ''}</td>` : ''}</tr>`,
      )
      .join('') +
    `</table>`
  return { subject: oneLine(heading), text: textBody, html }
}
