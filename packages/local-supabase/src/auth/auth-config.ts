// The [auth.*] settings of supabase/config.toml that the twin's GoTrue applies, read the way
// `supabase start` hands them to GoTrue (https://github.com/supabase/cli,
// apps/cli-go/internal/start/start.go, buildGotrueEnv):
//
//   sign_in_sign_ups    -> GOTRUE_RATE_LIMIT_OTP, which GoTrue applies per IP and 5 minutes to
//                          /signup, /recover, /resend, /otp, /magiclink and PUT /user
//   token_refresh       -> GOTRUE_RATE_LIMIT_TOKEN_REFRESH: /token, every grant (sign-in too)
//   token_verifications -> GOTRUE_RATE_LIMIT_VERIFY: /verify
//   email_sent          -> GOTRUE_RATE_LIMIT_EMAIL_SENT, e-mails per hour for the whole project,
//                          only when [auth.email.smtp] is enabled; otherwise the CLI passes
//                          360000, i.e. no e-mail limit while mail goes to the local inbox
//   [auth.email] max_frequency -> GOTRUE_SMTP_MAX_FREQUENCY, a Go duration ("60s", "1m"): the
//                          least time between two mails on one timer of one address
//
// (https://github.com/supabase/auth internal/api/apilimiter/apilimiter.go maps the variables to
// the limiters, internal/api/api.go and token.go put them on the routes.) The twin counts in
// fixed 5-minute windows where GoTrue uses token buckets refilled at limit/5 min; the number
// allowed in a window is the same. docs/decisions/145-auth-rate-limits-and-captcha.md
import type { RateLimits } from '../config'
import type { CaptchaSettings } from './captcha'

type TomlValue = string | number | boolean
export type TomlTables = Map<string, Record<string, TomlValue>>

/** The flat key = value pairs of each [table] (strings, numbers, booleans; no arrays or inline tables). */
export function readTomlTables(text: string): TomlTables {
  const tables: TomlTables = new Map([['', {}]])
  let current = tables.get('')!
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim()
    if (line === '' || line.startsWith('#')) continue
    const table = /^\[\s*([A-Za-z0-9_.-]+)\s*\]$/.exec(line)
    if (table) {
      current = tables.get(table[1]!) ?? {}
      tables.set(table[1]!, current)
      continue
    }
    const pair = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line)
    if (!pair) continue
    const value = pair[2]!.trim()
    if (value === 'true' || value === 'false') current[pair[1]!] = value === 'true'
    else if (/^-?[0-9][0-9_]*(\.[0-9]+)?$/.test(value)) current[pair[1]!] = Number(value.replaceAll('_', ''))
    else if (/^".*"$/.test(value)) current[pair[1]!] = value.slice(1, -1)
  }
  return tables
}

/**
 * [auth.hook.before_user_created] when enabled: the Postgres function it names, as
 * "pg-functions://<database>/<schema>/<function>" (the only kind the twin runs).
 */
export function beforeUserCreatedHookFromConfig(tables: TomlTables): string | undefined {
  const hook = tables.get('auth.hook.before_user_created')
  return hook?.enabled === true && typeof hook.uri === 'string' ? hook.uri : undefined
}

/** The schema-qualified function of a pg-functions URI, quoted; throws on anything else. */
export function hookFunctionName(uri: string): string {
  const match = /^pg-functions:\/\/[A-Za-z0-9_-]+\/([A-Za-z_][A-Za-z0-9_]*)\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(uri)
  if (!match) throw new Error(`Only pg-functions://<database>/<schema>/<function> hooks are supported, got "${uri}"`)
  return `"${match[1]}"."${match[2]}"`
}

/**
 * [auth.captcha] when enabled, with `secret = "env(NAME)"` read from the environment as the
 * CLI does; AUTH_CAPTCHA_VERIFY_URL points the check at a stand-in (tests only).
 */
export function captchaFromConfig(tables: TomlTables, env: NodeJS.ProcessEnv): CaptchaSettings | undefined {
  const section = tables.get('auth.captcha')
  if (section?.enabled !== true) return undefined
  const provider = section.provider === 'hcaptcha' ? 'hcaptcha' : 'turnstile'
  const raw = typeof section.secret === 'string' ? section.secret : ''
  const fromEnv = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(raw)
  const secret = fromEnv ? (env[fromEnv[1]!] ?? '') : raw
  return { provider, secret, ...(env.AUTH_CAPTCHA_VERIFY_URL ? { verifyUrl: env.AUTH_CAPTCHA_VERIFY_URL } : {}) }
}

const count = (value: TomlValue | undefined): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined)

const GO_DURATION_UNITS: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }

/** Seconds in a Go duration string as time.ParseDuration reads it ("60s", "1m30s", "500ms"); undefined when it is not one. */
export function parseGoDuration(text: string): number | undefined {
  if (text === '0') return 0
  const whole = /^(?:[0-9]+(?:\.[0-9]*)?(?:ns|us|µs|ms|s|m|h))+$/
  if (!whole.test(text)) return undefined
  let seconds = 0
  for (const part of text.matchAll(/([0-9]+(?:\.[0-9]*)?)(ns|us|µs|ms|s|m|h)/g)) seconds += Number(part[1]) * GO_DURATION_UNITS[part[2]!]!
  return seconds
}

/** GoTrue's SMTP max_frequency when none (or zero) is set: internal/conf/configuration.go sets 1 minute. */
export const GOTRUE_DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS = 60

/**
 * [auth.email] max_frequency in seconds, as `supabase start` passes it to GoTrue
 * (GOTRUE_SMTP_MAX_FREQUENCY): absent or zero is GoTrue's own one minute
 * (https://github.com/supabase/auth internal/conf/configuration.go, SMTP.MaxFrequency == 0).
 * A value the CLI could not load is refused, as the CLI refuses it.
 */
export function emailMaxFrequencyFromConfig(tables: TomlTables): number {
  const raw = tables.get('auth.email')?.max_frequency
  if (raw === undefined) return GOTRUE_DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS
  const seconds = typeof raw === 'string' ? parseGoDuration(raw) : undefined
  if (seconds === undefined) throw new Error(`[auth.email] max_frequency must be a duration such as "60s" or "1m", got ${JSON.stringify(raw)}`)
  return seconds === 0 ? GOTRUE_DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS : seconds
}

/** The limits [auth.rate_limit] sets, mapped as `supabase start` maps them (see above). */
export function rateLimitsFromConfig(tables: TomlTables, { smtp = false }: { smtp?: boolean } = {}): Partial<RateLimits> {
  const section = tables.get('auth.rate_limit') ?? {}
  const limits: Partial<RateLimits> = {}
  const signInSignUps = count(section.sign_in_sign_ups)
  if (signInSignUps !== undefined) {
    limits.signup = signInSignUps
    limits.recover = signInSignUps
  }
  const tokenRefresh = count(section.token_refresh)
  if (tokenRefresh !== undefined) limits.token = tokenRefresh
  const verifications = count(section.token_verifications)
  if (verifications !== undefined) limits.verify = verifications
  const smtpEnabled = smtp || tables.get('auth.email.smtp')?.enabled === true
  const emailSent = count(section.email_sent)
  if (smtpEnabled && emailSent !== undefined) limits.emailSentPerHour = emailSent
  return limits
}
