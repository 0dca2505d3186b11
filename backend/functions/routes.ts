// /functions/v1/<name>: runs the edge function's own handler module with local
// dependencies (this database, this mailbox) instead of Deno's.
import { handleRequest, type DiscountEmailDeps } from '../../supabase/functions/send-discount-email/handler'
import { TokenError, type JwtKeys } from '../auth/jwt'
import type { RateLimits } from '../config'
import type { DatabaseEngine } from '../db/engine'
import type { RateLimiter } from '../auth/rate-limiter'
import { BodyTooLargeError, readBody } from '../http/body'
import { bearerToken, type RequestContext } from '../http/request-context'
import { sendJson } from '../http/respond'
import type { Mailer } from '../mail/mailer'

export interface FunctionRoutesDeps {
  db: DatabaseEngine
  keys: JwtKeys
  mailer: Mailer
  limiter: RateLimiter
  limits: RateLimits
}

export function createFunctionRoutes({ db, keys, mailer, limiter, limits }: FunctionRoutesDeps) {
  const discountDeps: DiscountEmailDeps = {
    async claimCode(email) {
      const result = await db.query<{ code: string | null }>('select public.claim_discount_code($1) as code', [email])
      return result.rows[0]?.code ?? null
    },
    async releaseCode(email) {
      await db.query('select public.release_discount_code($1)', [email])
    },
    sendEmail: (mail) => mailer.send(mail),
  }

  return async function handleFunction(ctx: RequestContext): Promise<void> {
    if (ctx.path.replace(/\/+$/, '') !== '/send-discount-email') {
      return sendJson(ctx.res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    }
    // Hosted functions verify the caller's JWT (verify_jwt = true) before running.
    const token = bearerToken(ctx.req)
    try {
      if (!token) throw new TokenError('invalid', 'Missing authorization header')
      await keys.verify(token)
    } catch (error) {
      if (error instanceof TokenError) return sendJson(ctx.res, 401, { code: 401, message: 'Invalid JWT' })
      throw error
    }
    if (ctx.method === 'POST' && !limiter.allow('discountEmail', ctx.ip, limits.discountEmail)) {
      return sendJson(ctx.res, 429, { error: 'over_request_rate_limit', message: 'Too many requests; try again later' })
    }
    let body: Buffer | undefined
    try {
      body = ctx.method === 'GET' || ctx.method === 'HEAD' ? undefined : await readBody(ctx.req)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(ctx.res, 413, { error: 'payload_too_large', message: 'Request body is too large' })
      throw error
    }
    const headers: Record<string, string> = {}
    for (const name of ['content-type', 'authorization', 'apikey', 'x-client-info']) {
      const value = ctx.req.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const request = new Request(ctx.url, { method: ctx.method, headers, body: body ? new Uint8Array(body) : undefined })
    const response = await handleRequest(request, discountDeps)
    const responseHeaders: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      // The server already set CORS for this origin; the handler's own would duplicate it.
      if (!key.startsWith('access-control-')) responseHeaders[key] = value
    })
    const text = await response.text()
    ctx.res.writeHead(response.status, { ...responseHeaders, 'Content-Length': String(Buffer.byteLength(text)) })
    ctx.res.end(text)
  }
}
