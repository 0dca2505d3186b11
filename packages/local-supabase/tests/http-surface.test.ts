// What a browser on another localhost port needs besides the API calls
// themselves: CORS preflights, exposed headers, the mailbox page, health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../src/server'
import { startTestBackend } from '../src/testing/engines'
import { createTestClient, uniqueEmail } from '../src/testing/clients'

describe('HTTP surface', () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startTestBackend('postgres')
  })
  afterAll(() => backend?.close())

  it('answers CORS preflights for every service with the headers supabase-js sends', async () => {
    for (const path of ['/auth/v1/token?grant_type=password', '/rest/v1/leads', '/functions/v1/send-discount-email']) {
      const response = await fetch(`${backend.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:3000',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info, x-supabase-api-version',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
      const allowed = response.headers.get('access-control-allow-headers')!
      for (const header of ['apikey', 'authorization', 'content-type', 'prefer', 'accept-profile', 'content-profile', 'x-client-info', 'x-supabase-api-version', 'range']) {
        expect(allowed).toContain(header)
      }
    }
  })

  it('exposes content-range on REST answers', async () => {
    const response = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: uniqueEmail('cors') }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range')
    expect(response.headers.get('content-range')).toBe('*/*')
  })

  it('lists mail as JSON and on an HTML page', async () => {
    const email = uniqueEmail('page')
    await createTestClient(backend).auth.signUp({ email, password: 'long enough password' })
    const list = (await (await fetch(`${backend.url}/mailbox?to=${encodeURIComponent(email)}`)).json()) as { to: string; created_at: string }[]
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ to: email })
    const page = await fetch(`${backend.url}/mailbox/`)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain(email)
  })

  it('reports health and answers unknown routes with JSON 404', async () => {
    expect(await (await fetch(`${backend.url}/health`)).json()).toMatchObject({ status: 'ok', engine: 'postgres' })
    const unknown = await fetch(`${backend.url}/storage/v1/object`, { headers: { apikey: backend.anonKey } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toHaveProperty('message')
    const settings = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } })
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: false, external: { email: true } })
  })
})
