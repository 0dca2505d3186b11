/** An outgoing e-mail, as every sender in the project builds it. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** Extra header fields (Resend's `headers`), e.g. RFC 8058's List-Unsubscribe pair. */
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

/** The links in a mail body, so tests and the dev page can follow them without parsing HTML. */
export function extractLinks(html: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    links.push(match[1]!.replaceAll('&amp;', '&'))
  }
  return links
}

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}
