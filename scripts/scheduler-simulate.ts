// npm run scheduler:simulate -- --email a@b.c --service "Signature Detail (SUV)"
//   [--name N] [--start ISO] [--intent ID] [--code CODE] [--phone P]
//   [--cancel INVITEE_URI] [--reschedule INVITEE_URI] [--no-show INVITEE_URI]
//   [--no-show-undo INVITEE_URI] [--deposit 50[:USD][:failed]] [--url http://127.0.0.1:54321]
// Plays the scheduler: builds a Calendly-style delivery, signs it with
// SCHEDULER_WEBHOOK_SIGNING_KEY (default: the local stack's key, tests/fixtures/scheduler/webhook.ts) and posts it to the
// scheduler-webhook function, printing the answer. See README "Bookings and owner e-mails".
import { parseArgs } from 'node:util'
import {
  LOCAL_SIGNING_KEY,
  inviteeCanceled,
  inviteeCreated,
  inviteeNoShow,
  postDelivery,
  reschedulePair,
  stripeDeposit,
  type BookingOptions,
  type CalendlyPayment,
} from '../tests/fixtures/scheduler/webhook'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    service: { type: 'string' },
    start: { type: 'string' },
    intent: { type: 'string' },
    code: { type: 'string' },
    phone: { type: 'string' },
    cancel: { type: 'string' },
    reschedule: { type: 'string' },
    'no-show': { type: 'string' },
    'no-show-undo': { type: 'string' },
    deposit: { type: 'string' },
    url: { type: 'string', default: process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321' },
  },
})

function fail(message: string): never {
  console.error(`scheduler:simulate: ${message}`)
  process.exit(2)
}

if (!values.email) fail('--email is required')
if (values.start && Number.isNaN(new Date(values.start).getTime())) fail(`--start is not a date: ${values.start}`)
if ([values.cancel, values.reschedule, values['no-show'], values['no-show-undo']].filter(Boolean).length > 1) {
  fail('use one of --cancel, --reschedule, --no-show, --no-show-undo')
}

/** --deposit 50, 50:EUR or 50:USD:failed: the invitee's `payment` as Calendly reports a deposit (README "Deposits"). */
function deposit(value: string | undefined): CalendlyPayment | undefined {
  if (value === undefined) return undefined
  const [amount, currency = 'USD', outcome] = value.split(':')
  if (!amount || !/^\d+(\.\d+)?$/.test(amount)) fail(`--deposit is not an amount: ${value}`)
  return stripeDeposit({ amount: Number(amount), currency: currency.toUpperCase(), successful: outcome !== 'failed' })
}
const payment = deposit(values.deposit)

const options: BookingOptions = {
  email: values.email,
  ...(values.name ? { name: values.name } : {}),
  ...(values.service ? { answer: values.service } : {}),
  ...(values.code ? { discountCode: values.code } : {}),
  ...(values.intent ? { intentId: values.intent } : {}),
  ...(values.phone ? { phone: values.phone } : {}),
  ...(values.start ? { start: values.start } : {}),
  ...(payment ? { payment } : {}),
}
const key = process.env.SCHEDULER_WEBHOOK_SIGNING_KEY ?? LOCAL_SIGNING_KEY

const deliveries = values['no-show']
  ? [inviteeNoShow({ ...options, inviteeUri: values['no-show'] })]
  : values['no-show-undo']
    ? [inviteeNoShow({ ...options, inviteeUri: values['no-show-undo'] }, true)]
    : values.cancel
      ? [inviteeCanceled({ ...options, inviteeUri: values.cancel })]
      : values.reschedule
        ? Object.values(reschedulePair({ ...options, inviteeUri: values.reschedule }, values.start ?? new Date(Date.now() + 4 * 24 * 3600_000)))
        : [inviteeCreated(options)]

let failed = false
for (const delivery of deliveries) {
  try {
    const response = await postDelivery(values.url!, delivery, { key })
    console.log(`${delivery.event} ${delivery.payload.uri}\n  -> ${response.status} ${await response.text()}`)
    failed ||= !response.ok
  } catch (error) {
    fail(`could not reach ${values.url}: ${(error as Error).message}`)
  }
}
process.exit(failed ? 1 : 0)
