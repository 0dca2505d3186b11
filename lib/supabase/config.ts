/**
 * The Supabase project the site talks to. Build-time variables, so the same code points at the
 * local backend (npm start, tests) or at hosted Supabase (production) by configuration alone.
 */
export interface SupabaseConfig {
  url: string
  anonKey: string
}

export function readSupabaseConfig(env: Record<string, string | boolean | undefined> = import.meta.env): SupabaseConfig | null {
  const url = typeof env.VITE_SUPABASE_URL === 'string' ? env.VITE_SUPABASE_URL.trim() : ''
  const anonKey = typeof env.VITE_SUPABASE_ANON_KEY === 'string' ? env.VITE_SUPABASE_ANON_KEY.trim() : ''
  if (!url || !anonKey) return null
  return { url: url.replace(/\/+$/, ''), anonKey }
}
