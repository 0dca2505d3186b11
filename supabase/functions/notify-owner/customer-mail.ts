// The customer's e-mails: the prep reminder (48 hours before a booking) and the review
// request (some hours after it). Each names the business, carries the one-click
// unsubscribe link in its body and in RFC 8058 List-Unsubscribe headers
// (https://www.rfc-editor.org/rfc/rfc8058), and escapes everything that came from the
// booking. Anyone can book through the public scheduler with any address, so a customer
// mail says nothing the invitee typed: services by their catalogue names only (a line
// the catalogue does not know becomes fixed words), no vehicle, and a first name only
// when it is one short word of letters. The owner's mail (mail.ts) shows what was typed.
// docs/decisions/142-customer-messages-from-the-outbox.md,
// docs/decisions/143-unsubscribe-without-signing-in.md
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { bookingPrep, type PrepCatalogue } from '../_shared/booking-prep.ts'
// @ts-ignore TS5097
import { cancelNotice, depositLines, type DepositTerms } from '../_shared/deposit.ts'
// @ts-ignore TS5097
import { escapeHtml, formatTime, oneLine } from './mail.ts'
// @ts-ignore TS5097
import { customerQuoteMail } from './quote-mail.ts'

export type CustomerKind = 'prep_reminder' | 'review_request' | 'plan_visit_due' | 'quote' | 'referral_credit'

export interface CustomerMailContext {
  business: {
    name: string
    phoneDisplay: string
    email: string
    siteUrl: string
    policies?: { cancellation: string; weather: string; deposit: string }
    reviewUrl?: string
    /** The general on-site requirement, for a booking whose services name no prep items. */
    requirements?: string
  }
  catalogue: PrepCatalogue
  /** The deposit setting and prices: the prep reminder's deposit paid and balance due (My Garage's lines). */
  deposit?: DepositTerms
  /** The one-click target for one mailbox's token (customer-unsubscribe): List-Unsubscribe. */
  unsubscribeUrl(token: string): string
  /**
   * The link the mail shows: the site's /unsubscribe page, whose button unsubscribes. A GET
   * never does (mail scanners open every link), docs/decisions/143.
   */
  unsubscribePageUrl(token: string): string
  /** The maintenance plans (data/membership.json): the due-visit reminder names its plan. */
  plans?: readonly { id: string; name: string }[]
}

export interface CustomerMail {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

type Row = Record<string, unknown>

function str(row: Row, key: string): string | null {
  const value = row[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * The invitee's first name for the greeting, when it is one word of letters (a hyphen
 * or apostrophe inside) of at most 20 characters: nothing a stranger types there can
 * become a link, a phone number or a sentence in a mail under the business's name.
 */
export function firstName(row: Row): string | null {
  const first = str(row, 'name')?.split(/\s+/)[0] ?? ''
  return /^\p{L}+(?:['’-]\p{L}+)*$/u.test(first) && Array.from(first).length <= 20 ? first : null
}

/** A link the mail may show: http(s) only, so a stored value can never become javascript:. */
function safeUrl(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

export interface Block {
  heading?: string
  paragraphs?: string[]
  list?: string[]
  links?: [string, string][]
}

export function render(to: string, subject: string, blocks: Block[], token: string, context: CustomerMailContext): CustomerMail {
  const { business } = context
  const unsubscribe = context.unsubscribePageUrl(token)
  const footer = `You get this e-mail because you booked a visit with ${business.name}. Unsubscribe from these e-mails: ${unsubscribe}`
  const text =
    blocks
      .map((block) =>
        [
          ...(block.heading ? [block.heading] : []),
          ...(block.paragraphs ?? []),
          ...(block.list ?? []).map((item) => `- ${item}`),
          ...(block.links ?? []).map(([label, href]) => `${label}: ${href}`),
        ].join('\n'),
      )
      .join('\n\n') + `\n\n--\n${business.name} · ${business.phoneDisplay} · ${business.email}\n${footer}\n`
  const html =
    blocks
      .map(
        (block) =>
          (block.heading ? `<h3>${escapeHtml(block.heading)}</h3>` : '') +
          (block.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
          (block.list && block.list.length > 0 ? `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '') +
          (block.links && block.links.length > 0 ? `<p>${block.links.map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' &middot; ')}</p>` : ''),
      )
      .join('') +
    `<hr><p><small>${escapeHtml(business.name)} &middot; ${escapeHtml(business.phoneDisplay)} &middot; ${escapeHtml(business.email)}<br>` +
    `You get this e-mail because you booked a visit with ${escapeHtml(business.name)}. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> from these e-mails.</small></p>`
  return {
    to,
    subject: oneLine(subject),
    text,
    html,
    headers: {
      // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to this URL.
      'List-Unsubscribe': `<${context.unsubscribeUrl(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/**
 * The deposit the scheduler took and what is left to pay, as My Garage says them; a failed or
 * missing payment is said too, so the customer is not surprised at the door.
 */
function depositBlock(row: Row, services: string[], context: CustomerMailContext, now: Date): Block[] {
  if (!context.deposit) return []
  const payment = { ...row, services }
  const lines = depositLines(payment, context.deposit.setting, context.deposit.catalogue)
  if (lines.state.state === 'none') return []
  const start = str(row, 'start_time')
  const refund = start ? cancelNotice({ ...payment, start_time: start }, context.deposit.setting, now) : null
  const deposit = lines.state.state === 'paid' ? `${lines.deposit}.` : `${lines.deposit}. Please call or text us at ${context.business.phoneDisplay} to settle it before your visit.`
  return [{ heading: 'Your deposit', paragraphs: [deposit, ...(lines.balance ? [`${lines.balance}, after the work is done.`] : []), ...(refund ? [refund] : [])] }]
}

/** `now` is the dispatcher's clock (tests drive it): whether the refund window has begun. */
export function prepReminderMail(row: Row, context: CustomerMailContext, now = new Date()): CustomerMail {
  const to = str(row, 'email')
  if (!to) throw new Error('The booking has no e-mail address')
  const token = str(row, 'unsubscribe_token')
  if (!token) throw new Error('The row has no unsubscribe token')
  const when = formatTime(str(row, 'start_time'))
  if (!when) throw new Error('The booking has no start time')
  const { business } = context
  const labels = Array.isArray(row.services) ? row.services.filter((s): s is string => typeof s === 'string') : []
  const prep = bookingPrep(labels, context.catalogue)
  const known = [...new Set(prep.services.flatMap((s) => (s.name === null ? [] : [s.name])))]
  const unknown = prep.services.some((s) => s.name === null)
  const items = prep.items.length > 0 ? prep.items : business.requirements ? [business.requirements] : []
  const name = firstName(row)
  const links: [string, string][] = []
  const reschedule = safeUrl(str(row, 'reschedule_url'))
  const cancel = safeUrl(str(row, 'cancel_url'))
  if (reschedule) links.push(['Reschedule', reschedule])
  if (cancel) links.push(['Cancel', cancel])
  const blocks: Block[] = [
    {
      paragraphs: [
        `${name ? `Hi ${name}, w` : 'W'}e're looking forward to your visit on ${when}.`,
        ...(known.length > 0 ? [`Services: ${known.join('; ')}`] : []),
        ...(unknown ? [known.length > 0 ? 'Anything else you asked for when booking is noted with us too.' : 'Your services are as you booked them.'] : []),
      ],
    },
    ...depositBlock(row, labels, context, now),
    ...(items.length > 0 ? [{ heading: 'How to get ready', list: items }] : []),
    ...(business.policies
      ? [
          {
            heading: 'Our policies',
            paragraphs: [`Cancellation: ${business.policies.cancellation}`, `Weather: ${business.policies.weather}`, `Deposit: ${business.policies.deposit}`],
          },
        ]
      : []),
    {
      heading: 'Need to change something?',
      paragraphs: [`Use the links below, or call or text us at ${business.phoneDisplay}.`],
      links,
    },
  ]
  return render(to, `Getting ready for your detail on ${when}`, blocks, token, context)
}

export function reviewRequestMail(row: Row, context: CustomerMailContext): CustomerMail {
  const to = str(row, 'email')
  if (!to) throw new Error('The booking has no e-mail address')
  const token = str(row, 'unsubscribe_token')
  if (!token) throw new Error('The row has no unsubscribe token')
  const { business } = context
  const review = safeUrl(business.reviewUrl ?? null)
  if (!review) throw new Error('No reviewUrl in data/business.json')
  const name = firstName(row)
  // The same words for every finished booking: no reward, no filtering by how it went
  // (review sites forbid both).
  const blocks: Block[] = [
    {
      paragraphs: [
        `${name ? `Hi ${name}, t` : 'T'}hank you for choosing ${business.name}.`,
        'Would you tell others how your detail went? A short review helps a small local business more than anything else, and we read every one.',
      ],
      links: [['Leave a review', review]],
    },
    { paragraphs: [`Anything we should know? Reply to this e-mail or call us at ${business.phoneDisplay}.`] },
  ]
  return render(to, `How did we do? Review your detail with ${business.name}`, blocks, token, context)
}

export function customerMail(kind: Exclude<CustomerKind, 'plan_visit_due' | 'referral_credit'>, row: Row, context: CustomerMailContext, now = new Date()): CustomerMail {
  // A quote's row carries a quote, not a booking: its own mail (quote-mail.ts).
  if (kind === 'quote') return customerQuoteMail(row, context.business)
  return kind === 'prep_reminder' ? prepReminderMail(row, context, now) : reviewRequestMail(row, context)
}
