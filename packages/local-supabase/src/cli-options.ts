// What `npm run backend` / `npm start` hand the backend: flags, environment and the project's
// supabase/config.toml ([auth.rate_limit], as `supabase start` applies it). Its own module so
// tests can read options without starting a backend.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { beforeUserCreatedHookFromConfig, captchaFromConfig, emailMaxFrequencyFromConfig, rateLimitsFromConfig, readTomlTables, type TomlTables } from './auth/auth-config'
import { DEFAULT_CRON_INTERVAL_MS, DEFAULT_DATA_DIR, DEFAULT_MAILBOX_DIR, DEFAULT_PORT, DEFAULT_SITE_URL, type RateLimits } from './config'
import { smtpSettingsFromEnv } from './mail/smtp-mailer'
import { projectDir } from './project-dir'
import type { BackendOptions } from './server'

function numberFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`)
  return parsed
}

/** supabase/config.toml of the project, as `supabase start` reads it; none is no settings. */
function readConfigToml(): TomlTables {
  try {
    return readTomlTables(readFileSync(join(projectDir(), 'supabase', 'config.toml'), 'utf8'))
  } catch {
    return new Map()
  }
}

export function readOptions(argv: string[], env: NodeJS.ProcessEnv, config: TomlTables = readConfigToml()): BackendOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      mailbox: { type: 'string' },
      'site-url': { type: 'string' },
      'database-url': { type: 'string' },
      'log-requests': { type: 'boolean' },
      seed: { type: 'boolean' },
      'in-memory': { type: 'boolean' },
    },
  })
  const smtp = smtpSettingsFromEnv(env)
  // [auth.rate_limit] of config.toml as `supabase start` applies it; AUTH_RATE_LIMIT_* win (tests, bench).
  const rateLimits: Partial<RateLimits> = rateLimitsFromConfig(config, { smtp: smtp !== undefined })
  const limitEnv: Record<keyof RateLimits, string> = {
    signup: 'AUTH_RATE_LIMIT_SIGNUP',
    recover: 'AUTH_RATE_LIMIT_RECOVER',
    token: 'AUTH_RATE_LIMIT_TOKEN',
    verify: 'AUTH_RATE_LIMIT_VERIFY',
    windowMs: 'AUTH_RATE_LIMIT_WINDOW_MS',
    emailSentPerHour: 'AUTH_RATE_LIMIT_EMAIL_SENT',
  }
  for (const [key, name] of Object.entries(limitEnv) as [keyof RateLimits, string][]) {
    const value = numberFrom(env[name], name)
    if (value !== undefined) rateLimits[key] = value
  }
  return {
    port: numberFrom(values.port ?? env.BACKEND_PORT, 'port') ?? DEFAULT_PORT,
    host: values.host ?? env.BACKEND_HOST,
    databaseUrl: values['database-url'] ?? env.DATABASE_URL,
    // --in-memory: a throwaway database (e2e runs, benches); nothing is written to disk.
    dataDir: (values['in-memory'] ?? env.BACKEND_IN_MEMORY === '1') ? undefined : (values['data-dir'] ?? env.BACKEND_DATA_DIR ?? DEFAULT_DATA_DIR),
    mailboxDir: values.mailbox ?? env.MAILBOX_DIR ?? DEFAULT_MAILBOX_DIR,
    siteUrl: values['site-url'] ?? env.SITE_URL ?? DEFAULT_SITE_URL,
    jwtSecret: env.JWT_SECRET,
    rateLimits,
    logRequests: values['log-requests'] ?? env.BACKEND_LOG_REQUESTS === '1',
    seed: values.seed ?? env.BACKEND_SEED === '1',
    smtp,
    // Supabase Auth's Before User Created hook, when config.toml enables it (as supabase start does).
    beforeUserCreatedHook: beforeUserCreatedHookFromConfig(config),
    captcha: captchaFromConfig(config, env),
    cronIntervalMs: numberFrom(env.BACKEND_CRON_INTERVAL_MS, 'BACKEND_CRON_INTERVAL_MS') ?? DEFAULT_CRON_INTERVAL_MS,
    // A served site should not make its first visitor wait for Deno to start.
    startFunctions: true,
    // GoTrue's GOTRUE_SMTP_MAX_FREQUENCY ([auth.email] max_frequency, as supabase start passes it;
    // the env var wins) and GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, in seconds.
    emailMinIntervalSeconds: numberFrom(env.AUTH_SMTP_MAX_FREQUENCY, 'AUTH_SMTP_MAX_FREQUENCY') ?? emailMaxFrequencyFromConfig(config),
    refreshTokenReuseIntervalSeconds: numberFrom(env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL'),
  }
}
