import { describe, expect, it } from 'vitest'
import { readSupabaseConfig } from '../../lib/supabase/config'

describe('readSupabaseConfig', () => {
  it('reads both variables and drops a trailing slash from the URL', () => {
    expect(readSupabaseConfig({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321/', VITE_SUPABASE_ANON_KEY: ' key ' })).toEqual({
      url: 'http://127.0.0.1:54321',
      anonKey: 'key',
    })
  })

  it.each([
    [{}],
    [{ VITE_SUPABASE_URL: 'http://x' }],
    [{ VITE_SUPABASE_ANON_KEY: 'k' }],
    [{ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: 'k' }],
    [{ VITE_SUPABASE_URL: true, VITE_SUPABASE_ANON_KEY: 'k' }],
  ])('is null when the build lacks a usable URL or key (%j)', (env) => {
    expect(readSupabaseConfig(env)).toBeNull()
  })
})
