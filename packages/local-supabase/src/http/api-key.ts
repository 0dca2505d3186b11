import { headerValue, type RequestContext } from './request-context'

/**
 * Hosted Supabase's gateway refuses requests without a known API key before
 * they reach any service; this is that check. Returns an error body or undefined.
 */
export function checkApiKey(ctx: RequestContext, validKeys: readonly string[]): { status: number; body: Record<string, string> } | undefined {
  const key = headerValue(ctx.req, 'apikey') ?? ctx.url.searchParams.get('apikey') ?? undefined
  if (!key) {
    return {
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    }
  }
  if (!validKeys.includes(key)) {
    return { status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } }
  }
  return undefined
}
