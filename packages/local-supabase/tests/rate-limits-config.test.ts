// `npm start` applies [auth.rate_limit] of supabase/config.toml the way `supabase start` does
// (https://github.com/supabase/cli apps/cli-go/internal/start/start.go: sign_in_sign_ups is
// GOTRUE_RATE_LIMIT_OTP, token_refresh GOTRUE_RATE_LIMIT_TOKEN_REFRESH, token_verifications
// GOTRUE_RATE_LIMIT_VERIFY, email_sent GOTRUE_RATE_LIMIT_EMAIL_SENT only with [auth.email.smtp]
// enabled), and the excess gets GoTrue's own 429 answers
// (https://github.com/supabase/auth internal/api/middleware.go: over_request_rate_limit
// "Request rate limit reached"; internal/api/mail.go: over_email_send_rate_limit "email rate
// limit exceeded"). docs/decisions/145-auth-rate-limits-and-captcha.md
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { emailMaxFrequencyFromConfig, parseGoDuration, rateLimitsFromConfig, readTomlTables } from '../src/auth/auth-config'
import { readOptions } from '../src/cli-options'
import { ENGINES, startTestBackend } from '../src/testing/engines'
import { createTestClient, mailsTo, uniqueEmail } from '../src/testing/clients'

const projectConfig = readTomlTables(readFileSync(join(import.meta.dirname, '..', '..', '..', 'supabase', 'config.toml'), 'utf8'))

describe('[auth.rate_limit] of config.toml', () => {
  it('maps the project file as supabase start does: sign_in_sign_ups to sign-up and recover, no e-mail limit without SMTP', () => {
    expect(rateLimitsFromConfig(projectConfig)).toEqual({ signup: 30, recover: 30, token: 150, verify: 100 })
  })

  it('limits e-mails per hour only when SMTP is configured (the twin through SMTP_HOST, or [auth.email.smtp] enabled)', () => {
    expect(rateLimitsFromConfig(projectConfig, { smtp: true }).emailSentPerHour).toBe(10)
    const withSmtpTable = readTomlTables('[auth.rate_limit]\nemail_sent = 4 # per hour\n\n[auth.email.smtp]\nenabled = true\nhost = "smtp.example.com"\n')
    expect(rateLimitsFromConfig(withSmtpTable).emailSentPerHour).toBe(4)
    expect(rateLimitsFromConfig(readTomlTables('[auth.rate_limit]\nemail_sent = 4\n')).emailSentPerHour).toBeUndefined()
  })

  it('is what npm start gets, and AUTH_RATE_LIMIT_* still win (the e2e suite raises them that way)', () => {
    expect(readOptions([], {}, projectConfig).rateLimits).toEqual({ signup: 30, recover: 30, token: 150, verify: 100 })
    expect(readOptions([], { AUTH_RATE_LIMIT_SIGNUP: '10000', SMTP_HOST: 'smtp.example.com' }, projectConfig).rateLimits).toEqual({
      signup: 10000,
      recover: 30,
      token: 150,
      verify: 100,
      emailSentPerHour: 10,
    })
    expect(readOptions([], { AUTH_RATE_LIMIT_EMAIL_SENT: '0' }, readTomlTables('')).rateLimits).toEqual({ emailSentPerHour: 0 })
  })
})

// [auth.email] max_frequency is GOTRUE_SMTP_MAX_FREQUENCY (start.go), a Go duration; GoTrue makes
// zero its one minute (https://github.com/supabase/auth internal/conf/configuration.go).
describe('[auth.email] max_frequency of config.toml', () => {
  it('reads Go durations, absent or zero as GoTrue minute, and refuses what the CLI could not load', () => {
    expect([parseGoDuration('1s'), parseGoDuration('60s'), parseGoDuration('1m30s'), parseGoDuration('1.5m'), parseGoDuration('500ms'), parseGoDuration('1h')]).toEqual([1, 60, 90, 90, 0.5, 3600])
    expect([parseGoDuration('60'), parseGoDuration('1 m'), parseGoDuration('')]).toEqual([undefined, undefined, undefined])
    expect(emailMaxFrequencyFromConfig(readTomlTables('[auth.email]\nmax_frequency = "1m30s"\n'))).toBe(90)
    expect(emailMaxFrequencyFromConfig(readTomlTables('[auth.email]\nmax_frequency = "0s"\n'))).toBe(60)
    expect(emailMaxFrequencyFromConfig(readTomlTables('[auth.email]\nenable_signup = true\n'))).toBe(60)
    expect(() => emailMaxFrequencyFromConfig(readTomlTables('[auth.email]\nmax_frequency = 60\n'))).toThrow(/max_frequency must be a duration/)
  })

  it('is what npm start gets from the project file, and AUTH_SMTP_MAX_FREQUENCY still wins', () => {
    expect(readOptions([], {}, projectConfig).emailMinIntervalSeconds).toBe(60)
    expect(readOptions([], {}, readTomlTables('[auth.email]\nmax_frequency = "5s"\n')).emailMinIntervalSeconds).toBe(5)
    expect(readOptions([], { AUTH_SMTP_MAX_FREQUENCY: '2' }, projectConfig).emailMinIntervalSeconds).toBe(2)
  })
})

describe.each(ENGINES)('rate limits from config.toml on %s', (engine) => {
  it('sign_in_sign_ups = 2: the third sign-up from one address gets GoTrue 429 over_request_rate_limit', async () => {
    const backend = await startTestBackend(engine, { rateLimits: rateLimitsFromConfig(readTomlTables('[auth.rate_limit]\nsign_in_sign_ups = 2\n')) })
    try {
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await createTestClient(backend).auth.signUp({ email: uniqueEmail('limit'), password: 'long enough 1' }))
      expect(answers.map((answer) => answer.error?.status ?? 200)).toEqual([200, 200, 429])
      expect(answers[2]!.error).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    } finally {
      await backend.close()
    }
  })

  it('email_sent = 2 with SMTP: the third confirmation mail in the hour gets 429 over_email_send_rate_limit and stores no user', async () => {
    const limits = rateLimitsFromConfig(readTomlTables('[auth.rate_limit]\nemail_sent = 2\n'), { smtp: true })
    // The budget is the point here, not the SMTP delivery (smtp.test.ts covers that), so the mail stays in the mailbox.
    const backend = await startTestBackend(engine, { rateLimits: limits })
    try {
      const emails = [uniqueEmail('mail'), uniqueEmail('mail'), uniqueEmail('mail')]
      const answers = []
      for (const email of emails) answers.push(await createTestClient(backend).auth.signUp({ email, password: 'long enough 1' }))
      expect(answers.map((answer) => answer.error?.status ?? 200)).toEqual([200, 200, 429])
      expect(answers[2]!.error).toMatchObject({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })
      expect(await mailsTo(backend, emails[2]!)).toEqual([])
      expect(await backend.query('select 1 from auth.users where email = $1', [emails[2]])).toEqual([])
      // A password reset is an e-mail too.
      const reset = await createTestClient(backend).auth.resetPasswordForEmail(emails[0]!)
      expect(reset.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    } finally {
      await backend.close()
    }
  })
})
