// npm run backend -- [--port 54321] [--host 127.0.0.1] [--data-dir .backend-data]
//   [--mailbox .mailbox] [--site-url http://localhost:3000] [--database-url postgres://...] [--seed] [--in-memory] [--log-requests]
// Every flag can also come from the environment (see readOptions below).
import { parseArgs } from 'node:util'
import { DEFAULT_CRON_INTERVAL_MS, DEFAULT_DATA_DIR, DEFAULT_MAILBOX_DIR, DEFAULT_PORT, DEFAULT_SITE_URL, type RateLimits } from './config'
import { smtpSettingsFromEnv } from './mail/smtp-mailer'
import { startBackend, type BackendOptions } from './server'

function numberFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`)
  return parsed
}

function readOptions(argv: string[], env: NodeJS.ProcessEnv): BackendOptions {
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
  const rateLimits: Partial<RateLimits> = {}
  const limitEnv: Record<keyof RateLimits, string> = {
    signup: 'AUTH_RATE_LIMIT_SIGNUP',
    recover: 'AUTH_RATE_LIMIT_RECOVER',
    token: 'AUTH_RATE_LIMIT_TOKEN',
    verify: 'AUTH_RATE_LIMIT_VERIFY',
    windowMs: 'AUTH_RATE_LIMIT_WINDOW_MS',
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
    smtp: smtpSettingsFromEnv(env),
    cronIntervalMs: numberFrom(env.BACKEND_CRON_INTERVAL_MS, 'BACKEND_CRON_INTERVAL_MS') ?? DEFAULT_CRON_INTERVAL_MS,
    // A served site should not make its first visitor wait for Deno to start.
    startFunctions: true,
    // GoTrue's GOTRUE_SMTP_MAX_FREQUENCY and GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, in seconds.
    emailMinIntervalSeconds: numberFrom(env.AUTH_SMTP_MAX_FREQUENCY, 'AUTH_SMTP_MAX_FREQUENCY'),
    refreshTokenReuseIntervalSeconds: numberFrom(env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL'),
  }
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env)
  const backend = await startBackend(options)
  console.log(`Backend ready at ${backend.url}`)
  console.log(`anon key: ${backend.anonKey}`)
  const storage = options.databaseUrl ? '' : options.dataDir ? ` (data in ${options.dataDir})` : ' (in memory)'
  console.log(`engine: ${backend.engine}${storage}, mail: ${options.smtp ? `SMTP ${options.smtp.host}:${options.smtp.port}` : `${backend.url}/mailbox/`}`)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: shutting down`)
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(`Backend failed to start: ${(error as Error).message}`)
  process.exit(1)
})
