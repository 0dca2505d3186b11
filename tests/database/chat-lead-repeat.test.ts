// The database backs the chat's repeat window (docs/decisions/144-bot-proof-forms.md). The same address (any case) within
// 60 s is refused with 23505 / HTTP 409 (the chat says "we already have your request"), even
// for simultaneous requests; other addresses and the same address after the window go in.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createTestClient, uniqueEmail } from 'local-supabase/testing/clients'
import { ticketLeadsByDefault } from './support/form-tickets'

const lead = (email: string, name = 'Repeat Tester') => ({ name, email, phone: null, vehicle_type: 'SUV', service_interest: 'Signature Detail' })

describe.each(ENGINES)('chatbot_leads repeat window on %s', (engine) => {
  let backend: RunningBackend
  let anon: SupabaseClient
  const count = async (email: string) => Number((await backend.query<{ n: number }>('select count(*)::int as n from public.chatbot_leads where lower(email) = lower($1)', [email]))[0]!.n)

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
    anon = createTestClient(backend)
  })
  afterAll(() => backend?.close())

  it('refuses the same address again within 60 s, whatever its case and spaces, with 23505 / 409', async () => {
    const email = uniqueEmail('repeat')
    expect((await anon.from('chatbot_leads').insert(lead(email))).error).toBeNull()
    for (const again of [email, email.toUpperCase()]) {
      const { error, status } = await anon.from('chatbot_leads').insert(lead(again, 'Someone Else'))
      expect(status).toBe(409)
      expect(error?.code).toBe('23505')
    }
    expect(await count(email)).toBe(1)
  })

  it('lets a different address through at once', async () => {
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    expect((await anon.from('chatbot_leads').insert(lead(first))).error).toBeNull()
    expect((await anon.from('chatbot_leads').insert(lead(second))).error).toBeNull()
  })

  it('lets the same address through once the last request is 60 s old', async () => {
    const email = uniqueEmail('later')
    expect((await anon.from('chatbot_leads').insert(lead(email))).error).toBeNull()
    await backend.query("update public.chatbot_leads set created_at = now() - interval '59 seconds' where email = $1", [email])
    expect((await anon.from('chatbot_leads').insert(lead(email))).error?.code).toBe('23505')
    await backend.query("update public.chatbot_leads set created_at = now() - interval '61 seconds' where email = $1", [email])
    expect((await anon.from('chatbot_leads').insert(lead(email))).error).toBeNull()
    expect(await count(email)).toBe(2)
  })

  it('of simultaneous requests for one address exactly one is stored', async () => {
    const email = uniqueEmail('race')
    const results = await Promise.all(Array.from({ length: 6 }, () => anon.from('chatbot_leads').insert(lead(email))))
    expect(results.filter((r) => r.error === null)).toHaveLength(1)
    expect(results.filter((r) => r.error?.code === '23505')).toHaveLength(5)
    expect(await count(email)).toBe(1)
  })

  it('hostile text in a stored lead stays exactly as typed', async () => {
    const email = `"><svg/onload=alert(1)>.${Date.now()}@example.com`
    const name = `<img src=x onerror=alert(1)> Robert'); drop table chatbot_leads;-- \u202e`
    expect((await anon.from('chatbot_leads').insert(lead(email, name))).error).toBeNull()
    expect(await backend.query('select name, email from public.chatbot_leads where email = $1', [email])).toEqual([{ name, email }])
  })
})
