// GoTrue's captcha check ([auth.captcha] of config.toml; GOTRUE_SECURITY_CAPTCHA_*), as
// https://github.com/supabase/auth internal/api/middleware.go (verifyCaptcha) and
// internal/security/captcha.go do it: on POST /signup, /recover and /token with the password
// grant (not refresh), unless the caller holds the service role; the token comes from the
// body's gotrue_meta_security.captcha_token (what supabase-js sends for options.captchaToken)
// and is posted, form-encoded with the secret and the client's IP, to the provider's siteverify.
// The twin lets the URL be changed (tests use a local stand-in, as no test reaches the network).
// docs/decisions/145-auth-rate-limits-and-captcha.md
import { AuthError } from './errors'

export interface CaptchaSettings {
  provider: 'turnstile' | 'hcaptcha'
  secret: string
  /** @default the provider's siteverify URL */
  verifyUrl?: string
}

const SITEVERIFY: Record<CaptchaSettings['provider'], string> = {
  hcaptcha: 'https://hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
}

/** The token a request body carries, '' when none. */
export function captchaTokenOf(body: Record<string, unknown>): string {
  const security = body.gotrue_meta_security
  if (!security || typeof security !== 'object') return ''
  const token = (security as Record<string, unknown>).captcha_token
  return typeof token === 'string' ? token.trim() : ''
}

/** Throws GoTrue's answers: 400 captcha_failed for a missing or refused token, 500 when the provider cannot be asked. */
export async function verifyCaptcha(settings: CaptchaSettings, token: string, ip: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!token) throw new AuthError(400, 'captcha_failed', 'captcha protection: request disallowed (no captcha_token found)')
  let result: { success?: unknown; 'error-codes'?: unknown }
  try {
    const response = await fetchImpl(settings.verifyUrl ?? SITEVERIFY[settings.provider], {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret.trim(), response: token, remoteip: ip }).toString(),
      signal: AbortSignal.timeout(10_000),
    })
    result = (await response.json()) as typeof result
  } catch {
    throw new AuthError(500, 'unexpected_failure', 'captcha verification process failed')
  }
  if (result.success !== true) {
    const codes = Array.isArray(result['error-codes']) ? result['error-codes'].map(String) : []
    throw new AuthError(400, 'captcha_failed', `captcha protection: request disallowed (${codes.join(', ')})`)
  }
}
