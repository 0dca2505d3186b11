// /functions/v1/<name>: any folder supabase/functions/<name>/ with an index.ts,
// run under Deno as `supabase functions serve` runs it. The gateway part lives
// here: the JWT check (verify_jwt), request and response passing, and the error
// answers edge-runtime gives when a worker cannot answer (supabase/cli
// apps/cli-go/internal/functions/serve/templates/main.ts). Hosted Supabase
// answers a failed JWT check with {code, message}; see
// https://supabase.com/docs/guides/troubleshooting/edge-function-401-error-response
import { TokenError, type JwtKeys } from '../auth/jwt'
import { BodyTooLargeError, readBody } from '../http/body'
import { bearerToken, headerValue, type RequestContext } from '../http/request-context'
import { sendJson } from '../http/respond'
import { BootError, WorkerTimeoutError } from './deno-worker'
import type { FunctionCatalog } from './function-catalog'
import type { FunctionRunner } from './function-runner'

export interface FunctionRoutesDeps {
  catalog: FunctionCatalog
  runner: FunctionRunner
  keys: JwtKeys
  timeoutMs: number
}

// Hop-by-hop headers and the ones Node recomputes for the proxied request.
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', 'te', 'trailer', 'proxy-connection'])

async function jwtProblem(ctx: RequestContext, keys: JwtKeys): Promise<string | undefined> {
  if (headerValue(ctx.req, 'authorization') === undefined) return 'Missing authorization header'
  const token = bearerToken(ctx.req)
  if (!token) return 'Invalid JWT'
  try {
    await keys.verify(token)
    return undefined
  } catch (error) {
    if (error instanceof TokenError) return 'Invalid JWT'
    throw error
  }
}

export function createFunctionRoutes({ catalog, runner, keys, timeoutMs }: FunctionRoutesDeps) {
  return async function handleFunction(ctx: RequestContext): Promise<void> {
    const name = /^\/([^/]+)/.exec(ctx.path)?.[1]
    const fn = name ? catalog.find(name) : undefined
    if (!fn) return sendJson(ctx.res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })

    if (fn.verifyJwt) {
      const problem = await jwtProblem(ctx, keys)
      if (problem) return sendJson(ctx.res, 401, { code: 401, message: problem })
    }

    let body: Buffer | undefined
    try {
      body = ctx.method === 'GET' || ctx.method === 'HEAD' ? undefined : await readBody(ctx.req)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(ctx.res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' })
      throw error
    }
    const headers: Record<string, string> = {}
    for (const [key, value] of Object.entries(ctx.req.headers)) {
      if (value === undefined || NOT_FORWARDED.has(key)) continue
      headers[key] = Array.isArray(value) ? value.join(', ') : value
    }

    let response
    try {
      // Kong strips /functions/v1, so a function sees /<name>/... as its path.
      response = await runner.invoke(fn, { method: ctx.method, path: `${ctx.path}${ctx.url.search}`, headers, body, timeoutMs })
    } catch (error) {
      console.error(`[backend] function ${fn.name}: ${(error as Error).message}`)
      if (error instanceof BootError) {
        return sendJson(ctx.res, 503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' })
      }
      if (error instanceof WorkerTimeoutError) {
        return sendJson(ctx.res, 546, { code: 'WORKER_LIMIT', message: 'Worker failed to respond due to a resource limit (please check logs)' })
      }
      return sendJson(ctx.res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' })
    }

    const responseHeaders: Record<string, string | string[]> = {}
    for (const [key, value] of Object.entries(response.headers)) {
      // The server already set CORS for this origin; the function's own would duplicate it.
      if (value === undefined || key.startsWith('access-control-') || NOT_FORWARDED.has(key)) continue
      responseHeaders[key] = value
    }
    if (ctx.res.headersSent) return
    ctx.res.writeHead(response.status, { ...responseHeaders, 'Content-Length': String(response.body.length) })
    ctx.res.end(ctx.method === 'HEAD' ? undefined : response.body)
  }
}
