import { resolve } from 'node:path'

/**
 * The project whose `supabase/` folder (migrations, seed.sql, functions, config.toml) this
 * twin serves: the working directory, as for the Supabase CLI, or `SUPABASE_WORKDIR` (the
 * CLI's own variable for the same thing, https://supabase.com/docs/reference/cli/global-flags).
 */
export function projectDir(): string {
  return resolve(process.env.SUPABASE_WORKDIR || process.cwd())
}
