// The referrer's credit (docs/decisions/158-referral-credit.md): a friend they sent came for a
// first visit, so they get a single-use code for their next one. The code and amount are the
// database's; the mail names no friend (the referrer sent the link to people, not to us) and
// goes only to the account's own address.
// @ts-ignore TS5097: Deno needs the extension; the project's Node tsconfig forbids it.
import { firstName, render, type Block, type CustomerMail, type CustomerMailContext } from './customer-mail.ts'

type Row = Record<string, unknown>

/** The credit code's shape (public.referral_credits.code): anything else is a bug, never a mail. */
const CODE_SHAPE = /^THANKS-[0-9A-F]{8}$/

export function referralCreditMail(row: Row, context: CustomerMailContext): CustomerMail {
  const to = typeof row.email === 'string' && row.email.includes('@') ? row.email.trim() : null
  if (!to) throw new Error('The credit has no e-mail address')
  const token = typeof row.unsubscribe_token === 'string' && row.unsubscribe_token !== '' ? row.unsubscribe_token : null
  if (!token) throw new Error('The row has no unsubscribe token')
  const code = typeof row.code === 'string' && CODE_SHAPE.test(row.code) ? row.code : null
  if (!code) throw new Error('The row has no credit code')
  const amount = typeof row.amount === 'number' && Number.isInteger(row.amount) && row.amount > 0 ? row.amount : null
  if (!amount) throw new Error('The row has no credit amount')
  const name = firstName(row)
  const { business } = context
  const garage = `${business.siteUrl.replace(/\/$/, '')}/garage`
  const blocks: Block[] = [
    {
      paragraphs: [
        `${name ? `Thank you, ${name}! ` : 'Thank you! '}Someone you sent us just had their first detail, so your next visit is $${amount} off.`,
        `Your code: ${code}. Enter it in the discount question when you book. It works once, for bookings made with this e-mail address, and stays in My Garage until you use it.`,
      ],
      links: [['See it in My Garage', garage]],
    },
    { paragraphs: [`Questions? Reply to this e-mail or call us at ${business.phoneDisplay}.`] },
  ]
  return render(to, `$${amount} off your next detail: thanks for the referral`, blocks, token, context)
}
