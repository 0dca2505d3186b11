// Pure URL helpers for canonical links, Open Graph and sitemaps.

/** Joins the site's origin (no trailing slash) and a route path into an absolute URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  if (/^https?:\/\//i.test(path)) return path
  const clean = path.startsWith('/') ? path : `/${path}`
  return `${origin}${clean}`
}

/**
 * Canonical URL of a route: absolute, no query or hash, no trailing slash
 * (except the home page, which is the bare origin with "/").
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  let clean = path.split(/[?#]/)[0] ?? '/'
  if (!clean.startsWith('/')) clean = `/${clean}`
  if (clean.length > 1) clean = clean.replace(/\/+$/, '')
  return absoluteUrl(siteUrl, clean || '/')
}
