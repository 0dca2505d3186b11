// The quote mails (docs/decisions/157-quotes-from-the-inbox.md): the "Send a quote" link in the
// owner's chat-lead mail and digest lines, the owner's mail when a customer asks for changes,
// and the customer's mail with the link to their quote. Tokens travel only in the links' fragment
// (#token=…), which browsers never send to a server, so no log on the way sees them.
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { formatPrice } from '../_shared/price.ts'
// @ts-ignore TS5097
import { escapeHtml, formatTime, oneLine, type OwnerMail } from './mail.ts'

type Row = Record<string, unknown>

/** Issues an owner token for one chat lead (public.issue_quote_owner_token), or null when the lead is gone. */
export type IssueQuoteToken = (leadId: string) => Promise<string | null>

function str(row: Row, key: string): string | null {
  const value = row[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

function site(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '')
}

export function quoteComposeUrl(siteUrl: string, token: string): string {
  return `${site(siteUrl)}/quote/compose#token=${encodeURIComponent(token)}`
}

export function customerQuoteUrl(siteUrl: string, token: string): string {
  return `${site(siteUrl)}/quote#token=${encodeURIComponent(token)}`
}

/**
 * The lead's "Send a quote" link: a fresh owner token in each mail, for the chat lead's mail (the
 * lead is the row, `id`) and for a customer's "Ask for changes" (`lead_id`), where it sends the
 * revised quote. A failure to issue one costs the link, never the mail (the owner can still call
 * or write back).
 */
export async function ownerQuoteLink(issue: IssueQuoteToken | undefined, siteUrl: string, row: Row, leadKey: 'id' | 'lead_id' = 'id'): Promise<string | null> {
  const leadId = str(row, leadKey)
  if (!issue || !leadId) return null
  try {
    const token = await issue(leadId)
    return token ? quoteComposeUrl(siteUrl, token) : null
  } catch (error) {
    console.error(`notify-owner: no quote link for lead ${leadId}: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

/**
 * The approved quote's total of a booking (public.quote_total_for_booking), in cents, or null.
 * Looked up when the mail goes out: the webhook ties the quote to the booking after the row
 * that queued this mail was written.
 */
export type QuoteTotalForBooking = (bookingId: string) => Promise<number | null>

/** A booking's approved quote total as the mail says it ("$398.50"); a failed look-up costs the line, never the mail. */
export async function bookingQuoteTotal(lookUp: QuoteTotalForBooking | undefined, row: Row): Promise<string | null> {
  const bookingId = str(row, 'id')
  if (!lookUp || !bookingId) return null
  try {
    const total = await lookUp(bookingId)
    return typeof total === 'number' && Number.isSafeInteger(total) ? formatPrice(total / 100) : null
  } catch (error) {
    console.error(`notify-owner: no quote total for booking ${bookingId}: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

function cents(row: Row, key: string): string | null {
  const value = row[key]
  return typeof value === 'number' && Number.isSafeInteger(value) ? formatPrice(value / 100) : null
}

/**
 * The owner's mail for "Ask for changes" (or, on an expired quote, for a new one), with the
 * link that sends the revised quote; sending it withdraws the quote it revises.
 */
export function quoteChangesMail(row: Row, quoteUrl: string | null = null): OwnerMail {
  const who = str(row, 'name') ?? str(row, 'email') ?? 'A customer'
  const expired = row.expired === true
  const heading = expired ? `${who} asks for a new quote` : `${who} asks for changes to their quote`
  const facts: [string, string | null][] = [
    ['Customer', str(row, 'name')],
    ['E-mail', str(row, 'email')],
    ['Quote total', cents(row, 'total_cents')],
    ['Valid until', formatTime(str(row, 'valid_until'))],
    ['Message', str(row, 'message')],
  ]
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null)
  const email = str(row, 'email')
  const reply = email ? `mailto:${email}` : null
  const text =
    [
      heading,
      '',
      ...shown.map(([label, value]) => `${label}: ${value}`),
      '',
      quoteUrl ? `Send a revised quote: ${quoteUrl}` : 'Reply to the customer, or send a new quote from the next quote request.',
      ...(reply ? [`E-mail: ${reply}`] : []),
    ].join('\n') + '\n'
  const html =
    `<h2>${escapeHtml(heading)}</h2>` +
    `<table>${shown.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td style="white-space:pre-line">${escapeHtml(value)}</td></tr>`).join('')}</table>` +
    (quoteUrl ? `<p><a href="${escapeHtml(quoteUrl)}">Send a revised quote</a></p>` : '') +
    (email ? `<p><a href="mailto:${encodeURIComponent(email).replace('%40', '@')}">E-mail ${escapeHtml(email)}</a></p>` : '')
  return { subject: oneLine(heading), text, html }
}

export interface QuoteMailBusiness {
  name: string
  phoneDisplay: string
  email: string
  siteUrl: string
}

/** The customer's mail: the quote's lines, total and validity, and the link to approve it or ask for changes. */
export function customerQuoteMail(row: Row, business: QuoteMailBusiness): { to: string; subject: string; text: string; html: string; headers: Record<string, string> } {
  const to = str(row, 'email')
  if (!to) throw new Error('The quote has no e-mail address')
  const token = str(row, 'quote_token')
  if (!token) throw new Error('The row has no quote token')
  const lines = Array.isArray(row.lines) ? (row.lines as Row[]) : []
  const total = cents(row, 'total_cents')
  if (lines.length === 0 || !total) throw new Error('The quote has no lines')
  const until = formatTime(str(row, 'valid_until'))
  const url = customerQuoteUrl(business.siteUrl, token)
  const priced = lines.map((line) => [str(line, 'label') ?? 'Service', cents(line, 'price_cents') ?? ''] as const)
  const note = str(row, 'note')
  const text =
    [
      `Here is your quote from ${business.name}.`,
      '',
      ...priced.map(([label, price]) => `${label}: ${price}`),
      `Total: ${total}`,
      ...(until ? [`Valid until ${until}`] : []),
      ...(note ? ['', note] : []),
      '',
      `Approve and book, or ask for changes: ${url}`,
    ].join('\n') + `\n\n--\n${business.name} · ${business.phoneDisplay} · ${business.email}\nYou get this e-mail because you asked ${business.name} for a quote.\n`
  const html =
    `<p>Here is your quote from ${escapeHtml(business.name)}.</p>` +
    `<table>${priced.map(([label, price]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(price)}</td></tr>`).join('')}` +
    `<tr><th align="left">Total</th><th align="right">${escapeHtml(total)}</th></tr></table>` +
    (until ? `<p>Valid until ${escapeHtml(until)}</p>` : '') +
    (note ? `<p style="white-space:pre-line">${escapeHtml(note)}</p>` : '') +
    `<p><a href="${escapeHtml(url)}">See your quote: approve and book, or ask for changes</a></p>` +
    `<hr><p><small>${escapeHtml(business.name)} &middot; ${escapeHtml(business.phoneDisplay)} &middot; ${escapeHtml(business.email)}<br>You get this e-mail because you asked ${escapeHtml(business.name)} for a quote.</small></p>`
  // A mail the customer asked for, one per quote: no unsubscribe (the booking mails' list is another).
  return { to, subject: oneLine(`Your quote from ${business.name}: ${total}`), text, html, headers: {} }
}
