import type { ServerResponse } from 'node:http'

// The site runs on another localhost port, so every answer (errors included)
// carries CORS headers, and preflights get them without touching anything else.
const ALLOWED_HEADERS = ['apikey', 'authorization', 'content-type', 'prefer', 'accept', 'accept-profile', 'content-profile', 'x-client-info', 'x-supabase-api-version', 'range'].join(', ')

export function applyCors(res: ServerResponse, origin: string | undefined): void {
  // The API is bearer-token based (no cookies), so echoing any origin is safe.
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*')
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  res.setHeader('Access-Control-Expose-Headers', 'content-range, x-supabase-api-version')
  res.setHeader('Access-Control-Max-Age', '600')
}
