// What a stranger holding only the public anon key can make the auth routes mail one victim in
// an hour, with the project's supabase/config.toml applied as `npm start` applies it. Each route
// is driven through supabase-js as a page would call it, once per max_frequency, for an hour;
// the hour passes by moving every account's mail timers back (an update as the superuser), so
// no test waits. What bounds each route, as GoTrue (https://github.com/supabase/auth) does it:
// - internal/api/signup.go: the Before User Created hook (the form ticket guard,
//   supabase/migrations/20261127200200_sign_up_guard.sql) runs only before a NEW user; a repeat
//   sign-up of a pending address skips it and re-sends the confirmation.
// - internal/api/resend.go: type signup re-sends a pending address's confirmation, no hook;
//   email_change needs a pending change (the twin refuses e-mail changes, so there is none).
// - internal/api/otp.go, magic_link.go: a confirmed address gets a sign-in link; an unknown or
//   pending one goes through Signup (the hook for a new user; create_user = false stops at 422
//   otp_disabled when there is no account).
// - internal/api/recover.go: any account, confirmed or not.
// - internal/api/mail.go: one mail per address per max_frequency on each of two timers,
//   confirmation_sent_at (sign-up, resend, OTP for a pending account) and recovery_sent_at
//   (recover, magic link); then the project's email_sent budget per hour
//   (internal/api/apilimiter/apilimiter.go), shared by everybody.
// docs/decisions/145-auth-rate-limits-and-captcha.md
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beforeUserCreatedHookFromConfig, emailMaxFrequencyFromConfig, rateLimitsFromConfig, readTomlTables } from '../src/auth/auth-config'
import { readOptions } from '../src/cli-options'
import type { RunningBackend } from '../src/server'
import { ENGINES, startTestBackend } from '../src/testing/engines'
import { createTestClient, followMailLink, mailsTo, uniqueEmail } from '../src/testing/clients'

const projectConfig = readTomlTables(readFileSync(join(import.meta.dirname, '..', '..', '..', 'supabase', 'config.toml'), 'utf8'))
const maxFrequency = readOptions([], {}, projectConfig).emailMinIntervalSeconds!
const HOUR_ROUNDS = Math.floor(3600 / maxFrequency)
const FREQUENCY_MESSAGE = /^For security purposes, you can only request this after \d+ seconds\.$/

type Answer = { status: number; code?: string; message?: string }
type Route = (attacker: SupabaseClient, backend: RunningBackend, victim: string) => Promise<Answer>

const fromSupabase = ({ error }: { error: { status?: number; code?: string; message: string } | null }): Answer =>
  error ? { status: error.status ?? 0, code: error.code, message: error.message } : { status: 200 }

/** Every auth route that mails an address, as the anon key reaches it. */
const ROUTES: Record<string, Route> = {
  'POST /signup without a ticket': async (attacker, _, victim) => fromSupabase(await attacker.auth.signUp({ email: victim, password: 'attacker password 1' })),
  'POST /resend type=signup': async (attacker, _, victim) => fromSupabase(await attacker.auth.resend({ type: 'signup', email: victim })),
  'POST /resend type=email_change': async (attacker, _, victim) => fromSupabase(await attacker.auth.resend({ type: 'email_change', email: victim })),
  'POST /otp': async (attacker, _, victim) => fromSupabase(await attacker.auth.signInWithOtp({ email: victim })),
  'POST /otp create_user=false': async (attacker, _, victim) => fromSupabase(await attacker.auth.signInWithOtp({ email: victim, options: { shouldCreateUser: false } })),
  // supabase-js no longer calls it, but hosted still serves it.
  'POST /magiclink': async (_, backend, victim) => {
    const response = await fetch(`${backend.url}/auth/v1/magiclink`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: victim }),
    })
    const body = (await response.json()) as { error_code?: string; msg?: string }
    return response.ok ? { status: 200 } : { status: response.status, code: body.error_code, message: body.msg }
  },
  'POST /recover': async (attacker, _, victim) => fromSupabase(await attacker.auth.resetPasswordForEmail(victim)),
  // From the attacker's own session. Hosted mails the new address once per max_frequency per
  // account (sendEmailChange, email_change_sent_at); the twin refuses e-mail changes (422).
  'PUT /user email': async (attacker, _, victim) => fromSupabase(await attacker.auth.updateUser({ email: victim })),
}

type Kind = 'pending' | 'confirmed' | 'unknown'
const KINDS: Kind[] = ['pending', 'confirmed', 'unknown']

/** Mails one victim gets from one route in an hour, the project's limits applied (no SMTP: no hourly budget). */
const EXPECTED_PER_HOUR: Record<string, Record<Kind, number>> = {
  'POST /signup without a ticket': { pending: HOUR_ROUNDS, confirmed: 0, unknown: 0 },
  'POST /resend type=signup': { pending: HOUR_ROUNDS, confirmed: 0, unknown: 0 },
  'POST /resend type=email_change': { pending: 0, confirmed: 0, unknown: 0 },
  'POST /otp': { pending: HOUR_ROUNDS, confirmed: HOUR_ROUNDS, unknown: 0 },
  'POST /otp create_user=false': { pending: HOUR_ROUNDS, confirmed: HOUR_ROUNDS, unknown: 0 },
  'POST /magiclink': { pending: HOUR_ROUNDS, confirmed: HOUR_ROUNDS, unknown: 0 },
  'POST /recover': { pending: HOUR_ROUNDS, confirmed: HOUR_ROUNDS, unknown: 0 },
  'PUT /user email': { pending: 0, confirmed: 0, unknown: 0 },
}

async function ticket(backend: RunningBackend): Promise<string> {
  const { data, error } = await createTestClient(backend, backend.serviceRoleKey).rpc('form_ticket_backdated', { p_seconds: 60 })
  if (error) throw error
  return data as string
}

/** A person's sign-up through the form (honeypot empty, a ticket), left pending or confirmed. */
async function victim(backend: RunningBackend, kind: Kind): Promise<string> {
  const email = uniqueEmail(`victim-${kind}`)
  if (kind === 'unknown') return email
  const { error } = await createTestClient(backend).auth.signUp({ email, password: 'victim password 1', options: { data: { website: '', form_ticket: await ticket(backend) } } })
  if (error) throw error
  if (kind === 'confirmed') await followMailLink((await mailsTo(backend, email))[0]!.links[0]!)
  return email
}

/** max_frequency passes for every account: its last mails were sent that much earlier. */
async function letTimePass(backend: RunningBackend): Promise<void> {
  await backend.query(
    `update auth.users set confirmation_sent_at = confirmation_sent_at - make_interval(secs => $1),
       recovery_sent_at = recovery_sent_at - make_interval(secs => $1)`,
    [maxFrequency],
  )
}

describe('the project file bounds the mail routes', () => {
  it('max_frequency is GoTrue default minute, not the CLI template 1s, and npm start applies it', () => {
    expect(emailMaxFrequencyFromConfig(projectConfig)).toBe(60)
    expect(maxFrequency).toBe(60)
    // At one request a minute per route, sign_in_sign_ups (per IP and 5 minutes) never binds:
    // what bounds a patient attacker is the per-address timers and the hourly budget.
    expect(300 / maxFrequency).toBeLessThanOrEqual(rateLimitsFromConfig(projectConfig).signup!)
  })
})

describe.each(ENGINES)('what the anon key can mail a victim in an hour on %s', (engine) => {
  let backend: RunningBackend
  let attacker: SupabaseClient

  beforeAll(async () => {
    backend = await startTestBackend(engine, { beforeUserCreatedHook: beforeUserCreatedHookFromConfig(projectConfig), emailMinIntervalSeconds: maxFrequency })
    // The attacker's own account, signed up through the form like anyone's.
    const email = await victim(backend, 'confirmed')
    attacker = createTestClient(backend)
    const { error } = await attacker.auth.signInWithPassword({ email, password: 'victim password 1' })
    if (error) throw error
  })
  afterAll(() => backend?.close())

  it(`one request a minute per route: at most one mail a minute on each of two timers, none to an address without an account`, { timeout: 600_000 }, async () => {
    expect(maxFrequency).toBe(60) // the hour below is 60 rounds; a slip in the file fails here, not slowly
    // One victim per route and kind, mailed by that route only; three more get every route each minute.
    const alone = Object.keys(ROUTES).flatMap((route) => KINDS.map((kind) => ({ route, kind, email: '' })))
    for (const target of alone) target.email = await victim(backend, target.kind)
    const together = await Promise.all(KINDS.map(async (kind) => ({ kind, email: await victim(backend, kind) })))
    const before = new Map<string, number>()
    for (const { email } of [...alone, ...together]) before.set(email, (await mailsTo(backend, email)).length)
    const refusals: Answer[] = []

    for (let round = 0; round < HOUR_ROUNDS; round += 1) {
      await letTimePass(backend)
      for (const { route, email } of alone) await ROUTES[route]!(attacker, backend, email)
      for (const { email } of together) {
        for (const route of Object.values(ROUTES)) {
          const answer = await route(attacker, backend, email)
          if (answer.status === 429) refusals.push(answer)
        }
      }
    }

    const sent = async (email: string) => (await mailsTo(backend, email)).length - before.get(email)!
    const perRoute: Record<string, Record<Kind, number>> = {}
    for (const { route, kind, email } of alone) (perRoute[route] ??= { pending: 0, confirmed: 0, unknown: 0 })[kind] = await sent(email)
    expect(perRoute).toEqual(EXPECTED_PER_HOUR)
    // Every route at once shares the two timers: a pending address gets a confirmation and a
    // reset or sign-in link a minute, a confirmed one only the link.
    const allRoutes = Object.fromEntries(await Promise.all(together.map(async ({ kind, email }) => [kind, await sent(email)])))
    expect(allRoutes).toEqual({ pending: 2 * HOUR_ROUNDS, confirmed: HOUR_ROUNDS, unknown: 0 })
    // What the rest got: GoTrue's frequency answer, never a budget one (no SMTP, no budget).
    expect(refusals.length).toBeGreaterThan(0)
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'over_email_send_rate_limit', message: expect.stringMatching(FREQUENCY_MESSAGE) })
  })
})

describe.each(ENGINES)('the hourly e-mail budget across every route on %s', (engine) => {
  let backend: RunningBackend
  const budget = rateLimitsFromConfig(projectConfig, { smtp: true }).emailSentPerHour!

  beforeAll(async () => {
    // email_sent applies with SMTP, as on the hosted project; the mail stays in the mailbox here.
    backend = await startTestBackend(engine, {
      beforeUserCreatedHook: beforeUserCreatedHookFromConfig(projectConfig),
      emailMinIntervalSeconds: maxFrequency,
      rateLimits: { emailSentPerHour: budget },
    })
  })
  afterAll(() => backend?.close())

  it('email_sent mails an hour for the whole project, whichever routes send them; then everyone gets 429', { timeout: 300_000 }, async () => {
    expect(budget).toBe(10)
    const attacker = createTestClient(backend)
    const victims = await Promise.all(KINDS.map((kind) => victim(backend, kind)))
    const spent = async () => (await Promise.all(victims.map(async (email) => (await mailsTo(backend, email)).length))).reduce((a, b) => a + b, 0)
    const round = async () => {
      const answers: Answer[] = []
      await letTimePass(backend)
      for (const email of victims) for (const route of Object.values(ROUTES)) answers.push(await route(attacker, backend, email))
      return answers
    }
    for (let rounds = 0; (await spent()) < budget && rounds < HOUR_ROUNDS; rounds += 1) await round()
    // The victims' own sign-up mails (two) count against the same budget; a minute later the
    // timers would allow more, the budget does not.
    const answers = await round()
    expect(await spent()).toBe(budget)
    expect(answers).toContainEqual({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })
    // A customer signing up through the form now gets the same refusal, and no account.
    const customer = uniqueEmail('customer')
    const { error } = await createTestClient(backend).auth.signUp({ email: customer, password: 'customer password 1', options: { data: { website: '', form_ticket: await ticket(backend) } } })
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })
    expect(await backend.query('select 1 from auth.users where email = $1', [customer])).toEqual([])
  })
})
