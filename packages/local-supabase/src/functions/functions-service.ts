// Everything the backend needs for edge functions, wired once: the catalog of
// supabase/functions, the Deno runner, the /functions/v1 routes, the mail
// endpoint functions send through, and the local cron.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { JwtKeys } from '../auth/jwt'
import type { RequestContext } from '../http/request-context'
import type { Mailer } from '../mail/mailer'
import { MAIL_ENDPOINT_PATH, createMailEndpoint } from '../mail/resend-endpoint'
import { callFunction, startFunctionCron } from './function-cron'
import { FunctionCatalog } from './function-catalog'
import { functionEnv } from './function-env'
import { FunctionRunner } from './function-runner'
import { projectDir } from '../project-dir'
import { createFunctionRoutes } from './routes'

export const DEFAULT_FUNCTIONS_DIR = join(projectDir(), 'supabase', 'functions')
/** Deno's module and type-check cache: project-local and git-ignored, never the user's. */
export const DENO_DIR = join(projectDir(), '.deno-cache')
/** hosted Supabase's request idle timeout (read_timeout in supabase/cli templates/kong.yml). */
const FUNCTION_TIMEOUT_MS = 150_000
/** Generous: a cold `deno run` on a busy 2-core machine takes seconds. */
const BOOT_TIMEOUT_MS = 60_000
/** The function hosted Supabase calls every minute (pg_cron); locally the backend does. */
export const CRON_FUNCTION = 'notify-owner'

export interface FunctionsServiceOptions {
  functionsDir?: string
  keys: JwtKeys
  mailer: Mailer
  anonKey: string
  serviceRoleKey: string
  databaseUrl?: string
  /** The backend's own URL, known once it listens. */
  url: () => string
  cronIntervalMs: number
  timeoutMs?: number
}

/** The functions reach the backend on loopback even when it listens on every interface. */
function loopbackUrl(url: string): URL {
  const parsed = new URL(url)
  if (parsed.hostname === '0.0.0.0') parsed.hostname = '127.0.0.1'
  if (parsed.hostname === '[::]') parsed.hostname = '[::1]'
  return parsed
}

export function createFunctionsService(options: FunctionsServiceOptions) {
  const functionsDir = options.functionsDir ?? DEFAULT_FUNCTIONS_DIR
  const catalog = new FunctionCatalog(functionsDir, join(functionsDir, '..', 'config.toml'))
  const mailApiKey = `local_${randomBytes(24).toString('hex')}`
  const timeoutMs = options.timeoutMs ?? FUNCTION_TIMEOUT_MS
  const apiUrl = () => loopbackUrl(options.url()).origin

  const runner = new FunctionRunner({
    env: () =>
      functionEnv(
        {
          supabaseUrl: apiUrl(),
          anonKey: options.anonKey,
          serviceRoleKey: options.serviceRoleKey,
          dbUrl: options.databaseUrl,
          mailApiUrl: `${apiUrl()}${MAIL_ENDPOINT_PATH.replace(/\/emails$/, '')}`,
          mailApiKey,
        },
        join(functionsDir, '.env'),
      ),
    functionsDir,
    // The project's catalogue (data/business.json and the like), which functions may read.
    readableDirs: [join(projectDir(), 'data')],
    netHosts: () => {
      const host = loopbackUrl(options.url()).hostname
      return host === '127.0.0.1' ? [] : [host]
    },
    denoDir: DENO_DIR,
    bootTimeoutMs: BOOT_TIMEOUT_MS,
  })

  const cron = startFunctionCron({
    intervalMs: options.cronIntervalMs,
    shouldRun: () => existsSync(join(functionsDir, CRON_FUNCTION, 'index.ts')),
    run: async () => callFunction(`${apiUrl()}/functions/v1/${CRON_FUNCTION}`, options.serviceRoleKey, timeoutMs),
    log: (message) => console.error(`[backend] cron ${CRON_FUNCTION}: ${message}`),
  })

  return {
    routes: createFunctionRoutes({ catalog, runner, keys: options.keys, timeoutMs }) as (ctx: RequestContext) => Promise<void>,
    mailPath: MAIL_ENDPOINT_PATH,
    mailEndpoint: createMailEndpoint(options.mailer, mailApiKey),
    /** Starts every function's worker now (the CLI does, so a visitor never waits for Deno). */
    warm: () => runner.warm(catalog.list()),
    async close() {
      await cron.stop()
      await runner.close()
    },
  }
}
