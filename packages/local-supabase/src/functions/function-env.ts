// The environment a function gets, in the order `supabase functions serve`
// builds it (supabase/cli apps/cli-go/internal/functions/serve/serve.go,
// ServeFunctions): the secrets file first, then the platform's own variables,
// which a secrets file cannot override.
import { readEnvFile } from './env-file'

/**
 * Secrets hosted Supabase gets from `supabase secrets set`, with the value a
 * local backend uses when neither supabase/functions/.env nor the backend's own
 * environment sets them (see supabase/functions/.env.example). The signing key is
 * public, so the webhook takes it only while SUPABASE_URL is a loopback address
 * (supabase/functions/scheduler-webhook/signing-key.ts): never on a hosted project,
 * nor on a backend listening on a reachable address.
 */
export const LOCAL_SECRET_DEFAULTS: Record<string, string> = {
  SCHEDULER_WEBHOOK_SIGNING_KEY: 'local-stack-only-scheduler-signing-key-refused-when-hosted',
  DISCOUNT_FROM_EMAIL: 'Katy Mobile Detailing <no-reply@localhost>',
}

export interface PlatformEnv {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  /** Only with a PostgreSQL engine: PGlite has no connection URL. */
  dbUrl?: string
  /** The backend's Resend-compatible endpoint and the key it accepts. */
  mailApiUrl: string
  mailApiKey: string
}

export function functionEnv(platform: PlatformEnv, envFile: string, processEnv: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(LOCAL_SECRET_DEFAULTS)) env[name] = processEnv[name] ?? value
  // A blank line copied from .env.example ("NAME=") leaves the local default in place.
  for (const [name, value] of Object.entries(readEnvFile(envFile))) if (value !== '' || !(name in LOCAL_SECRET_DEFAULTS)) env[name] = value
  Object.assign(env, {
    SUPABASE_URL: platform.supabaseUrl,
    SUPABASE_ANON_KEY: platform.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: platform.serviceRoleKey,
    ...(platform.dbUrl ? { SUPABASE_DB_URL: platform.dbUrl } : {}),
    // Locally every e-mail goes through the backend's own mailer (mailbox or
    // SMTP): the function process cannot reach the internet anyway.
    RESEND_API_URL: platform.mailApiUrl,
    RESEND_API_KEY: platform.mailApiKey,
  })
  return env
}
