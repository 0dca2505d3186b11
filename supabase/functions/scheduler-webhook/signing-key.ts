// Whether SCHEDULER_WEBHOOK_SIGNING_KEY can be a secret at all. Anyone holding the key
// can forge bookings, cancellations and no-shows, so the function refuses every
// delivery (500, one log line) on a key that is public or too short to be random:
// - the key older copies of supabase/functions/.env.example documented;
// - the local stack's key (packages/local-supabase/src/functions/function-env.ts),
//   accepted only while SUPABASE_URL is a loopback address: hosted Supabase provides
//   SUPABASE_URL itself and a secret cannot override it (supabase/cli's serve.go builds
//   the function's environment the same way), so a hosted deploy never takes it;
// - anything under MIN_SIGNING_KEY_LENGTH characters. Calendly's key is the one chosen
//   when the subscription is made (README: `openssl rand -hex 32`, 64 characters) or one
//   Calendly generates for an OAuth app
//   (https://developer.calendly.com/api-docs/overview/webhooks/webhook-signatures).
// docs/decisions/103-bookings-from-signed-webhooks.md

/** The example key of older supabase/functions/.env.example files: public, never accepted. */
export const DOCUMENTED_DEV_KEY = 'local-dev-signing-key'

/** The local stack's default key (public too): accepted only on a loopback SUPABASE_URL. */
export const LOCAL_STACK_KEY = 'local-stack-only-scheduler-signing-key-refused-when-hosted'

export const MIN_SIGNING_KEY_LENGTH = 32

function loopback(supabaseUrl: string | undefined): boolean {
  if (!supabaseUrl) return false
  try {
    const host = new URL(supabaseUrl).hostname
    return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)
  } catch {
    return false
  }
}

/** Why the key cannot be used, or null when it can. */
export function signingKeyProblem(key: string | undefined, supabaseUrl: string | undefined): string | null {
  if (!key) return 'is not set'
  if (key === DOCUMENTED_DEV_KEY) return 'is the documented example key'
  if (key === LOCAL_STACK_KEY) return loopback(supabaseUrl) ? null : "is the local stack's public key"
  if (key.length < MIN_SIGNING_KEY_LENGTH) return `is shorter than ${MIN_SIGNING_KEY_LENGTH} characters`
  return null
}
