// startBackend(): one Node HTTP server that speaks enough of hosted Supabase
// (/auth/v1, /rest/v1, /functions/v1) for the unchanged supabase-js client,
// plus the development mailbox at /mailbox.
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AuthService } from './auth/auth-service'
import { JwtKeys } from './auth/jwt'
import { PasswordHasher } from './auth/password-hasher'
import { RateLimiter } from './auth/rate-limiter'
import { createAuthRoutes } from './auth/routes'
import { hookFunctionName } from './auth/auth-config'
import type { CaptchaSettings } from './auth/captcha'
import { DEFAULT_HOST, DEFAULT_JWT_SECRET, DEFAULT_RATE_LIMITS, DEFAULT_SITE_URL, anonKeyFor, serviceRoleKeyFor, type RateLimits } from './config'
import type { DatabaseEngine } from './db/engine'
import { migrate, seed } from './db/migrate'
import { openPgliteEngine } from './db/pglite-engine'
import { openPostgresEngine } from './db/postgres-engine'
import { createFunctionsService } from './functions/functions-service'
import { checkApiKey } from './http/api-key'
import { applyCors } from './http/cors'
import { headerValue, type RequestContext } from './http/request-context'
import { sendJson, sendText } from './http/respond'
import { Mailbox } from './mail/mailbox'
import { renderMailboxPage } from './mail/mailbox-page'
import type { Mailer } from './mail/mailer'
import { SmtpMailer, type SmtpSettings } from './mail/smtp-mailer'
import { loadSchemaCache, type TableInfo } from './rest/schema-cache'
import { createRestRoutes } from './rest/routes'

export interface BackendOptions {
  /** 0 picks a free port. Default: 0 (the CLI defaults to DEFAULT_PORT). */
  port?: number
  host?: string
  /** A PostgreSQL URL; without it the embedded PGlite engine is used. */
  databaseUrl?: string
  /** PGlite's data folder; without it PGlite runs in memory. Ignored with databaseUrl. */
  dataDir?: string
  /** Where mails land; without it a fresh temporary folder. */
  mailboxDir?: string
  /** The site: the only allowed redirect target for e-mailed links. */
  siteUrl?: string
  jwtSecret?: string
  /**
   * [auth.hook.before_user_created]'s uri ("pg-functions://postgres/<schema>/<function>"):
   * called before each new sign-up, as GoTrue does. The CLI reads it from config.toml.
   */
  beforeUserCreatedHook?: string
  /** [auth.captcha] when enabled: sign-up, password sign-in and recover need a verified token. */
  captcha?: CaptchaSettings
  rateLimits?: Partial<RateLimits>
  /** Log one line per request to stderr. */
  logRequests?: boolean
  /** Load supabase/seed.sql (the demo account) after migrating. Default false. */
  seed?: boolean
  /** bcrypt cost for new password hashes; default 10 (GoTrue's). Only tests lower it. */
  bcryptCost?: number
  /** Send real mail through SMTP instead of the mailbox (the CLI reads SMTP_* env vars). */
  smtp?: SmtpSettings
  /** Where the edge functions live; default supabase/functions. Tests pass a fixture folder. */
  functionsDir?: string
  /**
   * How often notify-owner runs, as hosted pg_cron runs it; 0 = never. Default 0, so a
   * test's backend sends nothing on its own; the CLI defaults to DEFAULT_CRON_INTERVAL_MS.
   */
  cronIntervalMs?: number
  /** How long a function may take to answer; default 150000 (hosted's gateway timeout). */
  functionTimeoutMs?: number
  /** Start every function's Deno worker at once instead of on its first call. Default false. */
  startFunctions?: boolean
  /** GoTrue's SMTP max_frequency in seconds: one confirmation / recovery mail per address per window. Default 60. */
  emailMinIntervalSeconds?: number
  /** GoTrue's refresh_token_reuse_interval in seconds. Default 10, as on hosted Supabase. */
  refreshTokenReuseIntervalSeconds?: number
}

/** Loopback names: the only hosts the well-known development secret may listen on. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

export interface RunningBackend {
  url: string
  anonKey: string
  serviceRoleKey: string
  mailboxDir: string
  engine: 'pglite' | 'postgres'
  /** Privileged SQL (superuser, no RLS), for tests and scripts. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  close(): Promise<void>
}

function openEngine(options: BackendOptions): Promise<DatabaseEngine> {
  return options.databaseUrl ? openPostgresEngine(options.databaseUrl) : openPgliteEngine(options.dataDir)
}

export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const secret = options.jwtSecret ?? DEFAULT_JWT_SECRET
  const listenHost = options.host ?? DEFAULT_HOST
  // Anyone can mint a service_role key from the published secret, so the default
  // secret on a reachable address would hand the whole database to the network.
  if (secret === DEFAULT_JWT_SECRET && !isLoopbackHost(listenHost)) {
    throw new Error(`Refusing to listen on ${listenHost} with the well-known development JWT secret: set JWT_SECRET to a private random value of at least 32 characters, or listen on 127.0.0.1.`)
  }
  const siteUrl = (options.siteUrl ?? DEFAULT_SITE_URL).replace(/\/+$/, '')
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }
  const mailboxDir = options.mailboxDir ?? mkdtempSync(join(tmpdir(), 'backend-mailbox-'))

  const db = await openEngine(options)
  let tables: Map<string, TableInfo>
  try {
    await migrate(db)
    if (options.seed) await seed(db)
    tables = await loadSchemaCache(db)
  } catch (error) {
    await db.close()
    throw error
  }

  const keys = new JwtKeys(secret)
  const [anonKey, serviceRoleKey] = await Promise.all([anonKeyFor(secret), serviceRoleKeyFor(secret)])
  const mailbox = new Mailbox(mailboxDir)
  // With SMTP configured mail really leaves; the mailbox page then stays empty.
  const mailer: Mailer = options.smtp ? new SmtpMailer(options.smtp) : mailbox
  const limiter = new RateLimiter(limits.windowMs)
  const hookFunction = options.beforeUserCreatedHook ? hookFunctionName(options.beforeUserCreatedHook) : undefined
  const hasher = new PasswordHasher()
  let url = ''

  const auth = createAuthRoutes({
    service: new AuthService({
      db,
      keys,
      mailer,
      siteUrl,
      publicUrl: () => url,
      bcryptCost: options.bcryptCost,
      hasher,
      emailMinIntervalSeconds: options.emailMinIntervalSeconds,
      refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds,
      refreshTokenKey: createHash('sha256').update(`refresh-token-derivation:${secret}`).digest('hex'),
      takeEmail: () => limiter.take('email_sent', limits.emailSentPerHour, Date.now(), 60 * 60 * 1000),
      beforeUserCreated: hookFunction ? async (event) => (await db.query<{ answer: unknown }>(`select ${hookFunction}($1::jsonb) as answer`, [JSON.stringify(event)])).rows[0]?.answer : undefined,
    }),
    keys,
    limiter,
    limits,
    captcha: options.captcha,
  })
  const rest = createRestRoutes({ db, keys, tables: () => tables })
  const functions = createFunctionsService({
    functionsDir: options.functionsDir,
    keys,
    mailer,
    anonKey,
    serviceRoleKey,
    databaseUrl: options.databaseUrl,
    url: () => url,
    cronIntervalMs: options.cronIntervalMs ?? 0,
    timeoutMs: options.functionTimeoutMs,
  })

  const services: Record<string, (ctx: RequestContext) => Promise<void>> = {
    '/auth/v1': auth,
    '/rest/v1': rest,
    '/functions/v1': functions.routes,
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestUrl = new URL(req.url ?? '/', url)
    const method = req.method ?? 'GET'
    // The mailbox holds sign-in links: no other origin may read it, so it gets no CORS headers at all.
    const isMailbox = requestUrl.pathname === '/mailbox' || requestUrl.pathname.startsWith('/mailbox/')
    if (!isMailbox) applyCors(res, headerValue(req, 'origin'))
    if (method === 'OPTIONS') {
      res.writeHead(204)
      return void res.end()
    }
    const ctx: RequestContext = {
      req,
      res,
      method,
      url: requestUrl,
      path: '/',
      ip: req.socket.remoteAddress ?? 'unknown',
      header: (name) => headerValue(req, name),
    }

    if (requestUrl.pathname === '/mailbox' || requestUrl.pathname === '/mailbox/') {
      const mails = mailbox.list(requestUrl.searchParams.get('to') ?? undefined)
      if (requestUrl.pathname === '/mailbox') return sendJson(res, 200, mails)
      return sendText(res, 200, renderMailboxPage(mails), { 'Content-Type': 'text/html; charset=utf-8' })
    }
    if (requestUrl.pathname === functions.mailPath) return functions.mailEndpoint(req, res)
    if (requestUrl.pathname === '/' || requestUrl.pathname === '/health') {
      return sendJson(res, 200, { status: 'ok', engine: db.kind, services: Object.keys(services), mailbox: '/mailbox/' })
    }

    const prefix = Object.keys(services).find((p) => requestUrl.pathname === p || requestUrl.pathname.startsWith(`${p}/`))
    if (!prefix) return sendJson(res, 404, { message: 'no Route matched with those values' })
    ctx.path = requestUrl.pathname.slice(prefix.length) || '/'

    // The e-mailed verify link is opened by a browser with no API key, and
    // hosted Supabase lets it through for that reason.
    const isEmailLink = prefix === '/auth/v1' && ctx.path === '/verify' && method === 'GET'
    // Functions need no API key (a webhook with verify_jwt = false gets none); their
    // JWT check is per function (packages/local-supabase/src/functions/routes.ts).
    const keyProblem = isEmailLink || prefix === '/functions/v1' ? undefined : checkApiKey(ctx, [anonKey, serviceRoleKey])
    if (keyProblem) return sendJson(res, keyProblem.status, keyProblem.body)
    await services[prefix]!(ctx)
  }

  const server = createServer((req, res) => {
    const started = Date.now()
    route(req, res)
      .catch((error: unknown) => {
        // Anything reaching here is a bug in the backend, not bad input.
        console.error('[backend] unhandled error', req.method, req.url, error)
        sendJson(res, 500, { code: 'internal_error', message: 'Internal server error' })
      })
      .finally(() => {
        if (options.logRequests) console.error(`[backend] ${req.method} ${req.url} -> ${res.statusCode} ${Date.now() - started}ms`)
      })
  })
  // Node's defaults (headers within 60 s, whole request within 300 s) already stop
  // stalled clients. Idle keep-alive sockets live longer than clients keep them
  // (undici: 4 s), so the client always closes first: with Node's 5 s default a
  // busy event loop let the server drop a socket a request was already on
  // (ECONNRESET in the load bench).
  server.keepAliveTimeout = 30_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, listenHost, () => resolve())
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  url = `http://${host}:${address.port}`
  if (options.startFunctions) await functions.warm()

  let closed = false
  return {
    url,
    anonKey,
    serviceRoleKey,
    mailboxDir,
    engine: db.kind,
    async query<Row>(sql: string, params?: unknown[]) {
      return (await db.query<Row>(sql, params)).rows
    },
    async close() {
      if (closed) return
      closed = true
      await functions.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await Promise.all([db.close(), hasher.close()])
    },
  }
}
