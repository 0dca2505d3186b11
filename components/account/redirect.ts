/** Where a signed-in user goes from /login when no (valid) origin was remembered. */
export const DEFAULT_AFTER_SIGN_IN = '/garage'

const SAFE_ORIGIN = 'https://same-site.invalid'

/**
 * Validates a remembered origin (the `redirect` query parameter of /login). Only a path on this
 * site is accepted: "/garage", "/garage?tab=history#x". Anything that could leave the site or run
 * code ("//evil.com", "/\\evil.com", "https://evil.com", "javascript:...", control characters)
 * yields null, so /login is never an open redirect. /login itself is refused to avoid loops.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // Controls and backslashes: browsers strip or reinterpret them in URLs, so a path holding one is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null // eslint-disable-line no-control-regex -- matching control characters is this line's purpose
  let url: URL
  try {
    url = new URL(value, SAFE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== SAFE_ORIGIN) return null
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** /login with the origin remembered: `/login?redirect=%2Fgarage`. */
export function loginPathFor(origin: string): string {
  const safe = safeRedirectPath(origin)
  return safe ? `/login?${new URLSearchParams({ redirect: safe }).toString()}` : '/login'
}

/** Reads and validates `redirect` from a query string ("?redirect=/garage"). */
export function redirectFromSearch(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect')) ?? DEFAULT_AFTER_SIGN_IN
}
