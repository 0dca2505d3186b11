// The backend's public configuration contract. The website, its e2e harness and
// the tests import from here, so this file stays free of Node-only imports
// (jose runs in the browser and in Node alike).
import { SignJWT } from 'jose'

/** The port the Supabase CLI uses for its API gateway, so local URLs look familiar. */
export const DEFAULT_PORT = 54321
export const DEFAULT_HOST = '127.0.0.1'

/**
 * The Supabase CLI's well-known local JWT secret. Only for development: any
 * deployment that is reachable by others must set JWT_SECRET.
 */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export const DEFAULT_SITE_URL = 'http://localhost:3000'
export const DEFAULT_DATA_DIR = '.backend-data'
export const DEFAULT_MAILBOX_DIR = '.mailbox'
/** hosted Supabase runs notify-owner every minute (pg_cron); the local backend does the same. */
export const DEFAULT_CRON_INTERVAL_MS = 60_000

/** GoTrue's default access-token lifetime. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600
/** Request bodies above this size get 413 before any parsing happens. */
export const MAX_BODY_BYTES = 1024 * 1024
/** GoTrue's minimum password length in a default hosted project is 6; the project asks for 8. */
export const MIN_PASSWORD_LENGTH = 8
/** bcrypt reads 72 bytes; GoTrue refuses longer passwords (internal/api/password.go). */
export const MAX_PASSWORD_BYTES = 72

/**
 * Requests allowed per client IP per window, per endpoint family. The defaults are
 * generous enough for a person clicking through the site; the e2e suite and the
 * bench raise them through startBackend({ rateLimits }) or the AUTH_RATE_LIMIT_* env vars.
 */
export interface RateLimits {
  signup: number
  recover: number
  /** POST /token, both grant types. */
  token: number
  /** POST/GET /verify. */
  verify: number
  windowMs: number
  /**
   * E-mails GoTrue sends per hour for the whole project (confirmations, recoveries), then
   * 429 over_email_send_rate_limit. Infinity (the default) while mail goes to the local
   * mailbox, as `supabase start` does without SMTP (src/auth/auth-config.ts).
   */
  emailSentPerHour: number
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signup: 30,
  recover: 10,
  token: 150,
  verify: 100,
  windowMs: 5 * 60 * 1000,
  emailSentPerHour: Number.POSITIVE_INFINITY,
}

// Fixed claims make the keys deterministic: the same secret always yields the
// same key, so a .env file written once stays valid across restarts. With the
// default secret these are byte-for-byte the Supabase CLI's demo keys.
const DEMO_KEY_ISSUER = 'supabase-demo'
const DEMO_KEY_EXPIRES_AT = 1983812996 // 2032-11-12, as in the Supabase CLI

async function apiKeyFor(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: DEMO_KEY_ISSUER, role, exp: DEMO_KEY_EXPIRES_AT }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret))
}

/** The public key the site ships (VITE_SUPABASE_ANON_KEY): a JWT with role anon. */
export function anonKeyFor(secret: string): Promise<string> {
  return apiKeyFor(secret, 'anon')
}

/** The privileged key (role service_role, bypasses RLS). Never ship it to a browser. */
export function serviceRoleKeyFor(secret: string): Promise<string> {
  return apiKeyFor(secret, 'service_role')
}
