/**
 * The Supabase project the site talks to. Build-time variables, so the same code points at the
 * local backend (npm start, tests) or at hosted Supabase (production) by configuration alone.
 */
export interface SupabaseConfig {
  url: string
  anonKey: string
}

// Each variable is named in full so Vite replaces it at build time; passing the whole
// import.meta.env object around is not replaced in every environment (it is null in Vike's).
function buildTimeEnv(): Record<string, string | undefined> {
  return {
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL as string | undefined,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
  }
}

export function readSupabaseConfig(env: Record<string, string | boolean | undefined> = buildTimeEnv()): SupabaseConfig | null {
  const url = typeof env.VITE_SUPABASE_URL === 'string' ? env.VITE_SUPABASE_URL.trim() : ''
  const anonKey = typeof env.VITE_SUPABASE_ANON_KEY === 'string' ? env.VITE_SUPABASE_ANON_KEY.trim() : ''
  if (!url || !anonKey) return null
  return { url: url.replace(/\/+$/, ''), anonKey }
}
