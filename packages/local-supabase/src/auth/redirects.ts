/**
 * GoTrue only redirects to allow-listed URLs; here the allow list is the site
 * itself. Anything else (another host, a javascript: URL, garbage) falls back,
 * so an e-mailed link can never be turned into an open redirect.
 */
export function safeRedirect(requested: string | null | undefined, siteUrl: string, fallback = siteUrl): string {
  if (!requested) return fallback
  let target: URL
  let site: URL
  try {
    target = new URL(requested)
    site = new URL(siteUrl)
  } catch {
    return fallback
  }
  const sitePath = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`
  const samePlace = target.origin === site.origin && (`${target.pathname}/`.startsWith(sitePath) || target.pathname.startsWith(sitePath))
  return samePlace ? target.toString() : fallback
}
