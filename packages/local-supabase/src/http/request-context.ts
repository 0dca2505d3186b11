import type { IncomingMessage, ServerResponse } from 'node:http'

/** What every route handler receives. */
export interface RequestContext {
  req: IncomingMessage
  res: ServerResponse
  method: string
  url: URL
  /** Path below the service prefix, e.g. "/token" for /auth/v1/token. */
  path: string
  /** The caller's address, the key for rate limits. */
  ip: string
  header(name: string): string | undefined
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}

/** "Bearer xyz" -> "xyz"; anything else -> undefined. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(req, 'authorization') ?? '')
  return match?.[1]
}
