// One lead per request, over HTTP on both engines. PostgREST takes a JSON array body as a
// bulk insert (https://docs.postgrest.org/en/latest/references/api/tables_views.html#bulk-insert):
// without a guard one anonymous POST could store 500 leads and queue 500 owner mails. The database
// refuses a second row with P0001, which PostgREST answers with 400
// (https://docs.postgrest.org/en/latest/references/errors.html#http-status-codes), and the
// refused request stores nothing and queues nothing.
// docs/decisions/135-one-lead-per-request-and-owner-digest.md
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient, uniqueEmail } from 'local-supabase/testing/clients'
import { ticketLeadsByDefault } from './support/form-tickets'

const chatLead = (email: string) => ({ name: 'Flood Bot', email, phone: '281-555-0100', vehicle_type: 'SUV', service_interest: 'Signature Detail' })

describe.each(ENGINES)('one lead per request on %s', (engine) => {
  let backend: RunningBackend
  let anon: SupabaseClient

  const post = (table: string, body: unknown, token = backend.anonKey) =>
    fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const count = async (sql: string, params: unknown[] = []) => Number((await backend.query<{ n: number }>(`select count(*)::int as n ${sql}`, params))[0]!.n)
  const outbox = () => count('from private.owner_outbox')

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
    anon = createTestClient(backend)
  })
  afterAll(() => backend?.close())

  it.each([
    ['leads', (i: number, tag: string) => ({ email: `flood.${tag}.${i}@example.com` })],
    ['chatbot_leads', (i: number, tag: string) => chatLead(`flood.${tag}.${i}@example.com`)],
  ] as const)('a 500-row anonymous POST /rest/v1/%s is refused with 400 and leaves no row and no owner mail', async (table, row) => {
    const tag = uniqueEmail('tag').split('@')[0]!.replaceAll('.', '-')
    const before = await outbox()
    const response = await post(
      table,
      Array.from({ length: 500 }, (_, i) => row(i, tag)),
    )
    // Before the rule the bulk insert answered 201 with no body.
    const text = await response.text()
    const body = (text ? JSON.parse(text) : {}) as { code?: string; message?: string; hint?: string }
    const stored = await count(`from public.${table} where email like $1`, [`flood.${tag}.%`])
    const queued = (await outbox()) - before
    console.info(`[${engine}] 500-row POST /rest/v1/${table}: HTTP ${response.status} ${body.code}, ${stored} rows stored, ${queued} outbox rows`)
    expect(response.status).toBe(400)
    expect(body).toMatchObject({ code: 'P0001', message: 'One lead per request: this insert carried more than one row', hint: 'Send one row per request.' })
    expect(stored).toBe(0)
    expect(queued).toBe(0)
  })

  it('a signed-in customer is held to one lead per request too', async () => {
    const user = await createConfirmedUser(backend)
    const before = await outbox()
    const response = await post('leads', [{ email: uniqueEmail('a') }, { email: uniqueEmail('b') }], user.accessToken)
    expect(response.status).toBe(400)
    expect(await outbox()).toBe(before)
  })

  it('a two-row probe answers the same for a subscribed and an unknown address, and stores nothing', async () => {
    const known = uniqueEmail('known')
    expect((await anon.from('leads').insert({ email: known })).error).toBeNull()
    const before = await outbox()
    const probe = async (email: string) => {
      const response = await post('leads', [{ email }, { email: 'not-an-email' }])
      return { status: response.status, body: await response.json() }
    }
    const subscribed = await probe(known.toUpperCase())
    const unknown = await probe(uniqueEmail('unknown'))
    expect(subscribed).toEqual(unknown)
    expect(subscribed.status).toBe(400)
    expect(await outbox()).toBe(before)
  })

  it("the site's one-row sign-up is unchanged: a new address goes in, a known one answers 23505 / 409", async () => {
    const email = uniqueEmail('single')
    const before = await outbox()
    expect((await anon.from('leads').insert({ email })).error).toBeNull()
    const again = await anon.from('leads').insert({ email: email.toUpperCase() })
    expect(again.status).toBe(409)
    expect(again.error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "leads_email_lower_key"' })
    expect((await anon.from('chatbot_leads').insert(chatLead(uniqueEmail('chat')))).error).toBeNull()
    expect((await outbox()) - before).toBe(2)
  })
})
