import { afterEach, describe, expect, it, vi } from 'vitest'

function memoryStorage(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null }
}

describe('hasStoredSession: the first-paint hint, without supabase-js', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  async function load() {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcdefgh.supabase.co')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon')
    return import('../../lib/supabase/client')
  }

  it('uses supabase-js default storage key', async () => {
    const { sessionStorageKey } = await load()
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token')
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token')
  })

  it('is true only for a stored session with a refresh token', async () => {
    const { hasStoredSession, readStoredSession } = await load()
    const key = 'sb-abcdefgh-auth-token'
    const session = { access_token: 'a', refresh_token: 'r', user: { email: 'maria@example.com', user_metadata: { full_name: 'Maria' } } }
    expect(hasStoredSession(memoryStorage({ [key]: JSON.stringify(session) }))).toBe(true)
    expect(readStoredSession(memoryStorage({ [key]: JSON.stringify(session) }))?.user?.email).toBe('maria@example.com')
    expect(hasStoredSession(memoryStorage({}))).toBe(false)
    expect(hasStoredSession(memoryStorage({ [key]: 'not json' }))).toBe(false)
    expect(hasStoredSession(memoryStorage({ [key]: JSON.stringify({ access_token: 'a' }) }))).toBe(false)
    expect(hasStoredSession(memoryStorage({ 'sb-other-auth-token': JSON.stringify(session) }))).toBe(false)
    expect(hasStoredSession(undefined)).toBe(false)
  })
})
