// The customer-unsubscribe edge function's logic (web-standard only): the link at the
// foot of every customer e-mail, and the target of RFC 8058 one-click unsubscribe
// (https://www.rfc-editor.org/rfc/rfc8058: the mail client POSTs
// "List-Unsubscribe=One-Click" to the List-Unsubscribe URL). No sign-in: the random
// token in the link is the only key (public.unsubscribe_customer).
// The answer is plain text: hosted Supabase serves an edge function's text/html as
// text/plain (https://supabase.com/docs/guides/functions/http-methods), so a page would not render.
// docs/decisions/143-unsubscribe-without-signing-in.md

export interface UnsubscribeDeps {
  businessName: string
  /** public.unsubscribe_customer(p_token): {"result": "unsubscribed" | "unknown"}. */
  unsubscribe(token: string): Promise<{ result: string }>
}

function text(status: number, body: string): Response {
  return new Response(`${body}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}

const TOKEN = /^[0-9a-f]{64}$/

export async function handleUnsubscribe(req: Request, deps: UnsubscribeDeps): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return new Response('Use GET or POST\n', { status: 405, headers: { Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const token = new URL(req.url).searchParams.get('token') ?? ''
  if (!TOKEN.test(token)) {
    return text(400, `This unsubscribe link is not complete. Open the link from the foot of the e-mail again, or reply to the e-mail and ${deps.businessName} will take you off the list.`)
  }
  let result: string
  try {
    result = (await deps.unsubscribe(token)).result
  } catch {
    return text(503, 'We could not unsubscribe you just now. Please try the link again in a few minutes.')
  }
  if (result !== 'unsubscribed') {
    return text(404, `This unsubscribe link is not one we know. Reply to the e-mail and ${deps.businessName} will take you off the list.`)
  }
  return text(200, `You're unsubscribed. ${deps.businessName} will send no more booking reminders or review requests to this address. The scheduler still sends its own confirmation of each booking.`)
}
