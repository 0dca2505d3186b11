// Development conveniences that must not leak: the published JWT secret on a
// reachable address, and the mailbox (which holds sign-in links) readable by any web page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_JWT_SECRET } from '../../src/config'
import type { RunningBackend } from '../../src/server'
import { ENGINES, startTestBackend } from '../../src/testing/engines'
import { createTestClient, uniqueEmail } from '../../src/testing/clients'

describe.each(ENGINES)('dev defaults on %s', (engine) => {
  let backend: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  // Anyone can sign a service_role key with the Supabase CLI's published secret
  // (https://supabase.com/docs/guides/local-development/cli/getting-started), so it may only serve loopback.
  it('refuses to listen on a non-loopback address with the default JWT secret', async () => {
    await expect(startTestBackend(engine, { host: '0.0.0.0' })).rejects.toThrow(/JWT_SECRET/)
    await expect(startTestBackend(engine, { host: '0.0.0.0', jwtSecret: DEFAULT_JWT_SECRET })).rejects.toThrow(/127\.0\.0\.1/)
  })

  it('listens on a non-loopback address once a private secret is set', async () => {
    const exposed = await startTestBackend(engine, { host: '0.0.0.0', jwtSecret: 'a-private-secret-for-this-test-only-0123456789' })
    try {
      expect((await fetch(exposed.url.replace('0.0.0.0', '127.0.0.1') + '/health')).status).toBe(200)
    } finally {
      await exposed.close()
    }
  })

  it('serves the mailbox without CORS headers, so other origins cannot read the links', async () => {
    const email = uniqueEmail('cors')
    await createTestClient(backend).auth.signUp({ email, password: 'long enough password' })
    for (const path of [`/mailbox?to=${encodeURIComponent(email)}`, '/mailbox/']) {
      const response = await fetch(`${backend.url}${path}`, { headers: { Origin: 'https://evil.example' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      await response.text()
    }
    const preflight = await fetch(`${backend.url}/mailbox`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    // The API itself keeps its CORS answer for the site.
    const api = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey, Origin: 'http://localhost:3000' } })
    expect(api.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
  })
})
