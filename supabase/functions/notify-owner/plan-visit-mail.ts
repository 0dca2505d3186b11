// The due-visit reminder of a vehicle on a maintenance plan (docs/decisions/156-maintenance-plans.md):
// which plan, which vehicle, the day it was due, and the way to book it (My Garage's Book link
// carries the plan and the vehicle to the scheduler). The vehicle's words are the account
// owner's own (their garage), and the mail goes only to that account's address.
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { firstName, render, type Block, type CustomerMail, type CustomerMailContext } from './customer-mail.ts'

type Row = Record<string, unknown>

function str(row: Row, key: string): string | null {
  const value = row[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** "2026-03-07" -> "Saturday, March 7", whatever the server's time zone. */
function dueDay(date: string): string | null {
  const at = new Date(`${date.slice(0, 10)}T12:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}/.test(date) || Number.isNaN(at.getTime())) return null
  return at.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

export function planVisitDueMail(row: Row, context: CustomerMailContext): CustomerMail {
  const to = str(row, 'email')
  if (!to) throw new Error('The enrolment has no e-mail address')
  const token = str(row, 'unsubscribe_token')
  if (!token) throw new Error('The row has no unsubscribe token')
  const due = dueDay(str(row, 'due_date') ?? '')
  if (!due) throw new Error('The row has no due date')
  const planId = str(row, 'plan_id')
  const plan = context.plans?.find((p) => p.id === planId)?.name ?? 'maintenance plan'
  const vehicle = str(row, 'vehicle')
  const name = firstName(row)
  const { business } = context
  const garage = `${business.siteUrl.replace(/\/$/, '')}/garage`
  const blocks: Block[] = [
    {
      paragraphs: [
        `${name ? `Hi ${name}, y` : 'Y'}our ${vehicle ? `${vehicle}'s ` : ''}next ${plan} visit is due ${due}.`,
        'Book it in My Garage: the Book button next to the vehicle picks the plan and the vehicle for you. Each visit is paid when you book it, like any other.',
      ],
      links: [['Book your visit', garage]],
    },
    { paragraphs: [`Already booked, or want to change plans? Reply to this e-mail or call us at ${business.phoneDisplay}.`] },
  ]
  return render(to, `Your ${plan} visit is due${vehicle ? `: ${vehicle}` : ''}`, blocks, token, context)
}
