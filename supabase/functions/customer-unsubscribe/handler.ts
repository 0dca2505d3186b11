// The customer-unsubscribe edge function's logic (web-standard only): the target of RFC
// 8058 one-click unsubscribe (https://www.rfc-editor.org/rfc/rfc8058): the mail's
// List-Unsubscribe header names this URL with the token, and the mail client POSTs
// "List-Unsubscribe=One-Click" to it. Only a POST unsubscribes: mail scanners (Safe
// Links and the like) open every link of a delivered mail with a GET, so a GET is sent
// on (303) to the site's /unsubscribe page, whose one button does the POST. The page
// lives on the site because hosted Supabase rewrites an edge function's text/html GET
// answer to text/plain (https://supabase.com/docs/guides/functions/http-methods).
// No sign-in: the random token is the only key (public.unsubscribe_customer).
// docs/decisions/143-unsubscribe-without-signing-in.md

export interface UnsubscribeDeps {
  businessName: string
  /** The site's unsubscribe page (no query); a GET is sent there with its token. */
  pageUrl: string
  /** public.unsubscribe_customer(p_token): {"result": "unsubscribed" | "unknown"}. */
  unsubscribe(token: string): Promise<{ result: string }>
}

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }

function text(status: number, body: string): Response {
  return new Response(`${body}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...HEADERS } })
}

export const TOKEN = /^[0-9a-f]{64}$/

export async function handleUnsubscribe(req: Request, deps: UnsubscribeDeps): Promise<Response> {
  const token = new URL(req.url).searchParams.get('token') ?? ''
  if (req.method === 'GET' || req.method === 'HEAD') {
    // Only a well-formed token is passed on, so nothing else from the URL reaches the page.
    const page = new URL(deps.pageUrl)
    if (TOKEN.test(token)) page.searchParams.set('token', token)
    return new Response(null, { status: 303, headers: { Location: page.toString(), ...HEADERS } })
  }
  if (req.method !== 'POST') {
    return new Response('Use GET or POST\n', { status: 405, headers: { Allow: 'GET, HEAD, POST', 'Content-Type': 'text/plain; charset=utf-8', ...HEADERS } })
  }
  if (!TOKEN.test(token)) {
    return text(400, `This unsubscribe link is not complete. Open the link from the foot of the e-mail again, or reply to the e-mail and ${deps.businessName} will take you off the list.`)
  }
  let result: string
  try {
    result = (await deps.unsubscribe(token)).result
  } catch {
    return text(503, 'We could not unsubscribe you just now. Please try again in a few minutes.')
  }
  if (result !== 'unsubscribed') {
    return text(404, `This unsubscribe link is not one we know. Reply to the e-mail and ${deps.businessName} will take you off the list.`)
  }
  return text(200, `You're unsubscribed. ${deps.businessName} will send no more booking reminders or review requests to this address. The scheduler still sends its own confirmation of each booking.`)
}
