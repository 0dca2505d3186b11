// Hosted PostgREST's safeguards and error mapping, through supabase-js on both engines.
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_JWT_SECRET } from '../../src/config'
import type { RunningBackend } from '../../src/server'
import { ENGINES, startTestBackend } from '../../src/testing/engines'
import { createConfirmedUser, createTestClient, uniqueEmail } from '../../src/testing/clients'
import { ticketLeadsByDefault } from '../form-tickets'

const sign = (claims: Record<string, unknown>, secret = DEFAULT_JWT_SECRET) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret))

describe.each(ENGINES)('PostgREST parity on %s', (engine) => {
  let backend: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
  })
  afterAll(() => backend?.close())

  // pg-safeupdate (https://github.com/eradman/pg-safeupdate/blob/master/safeupdate.c), loaded for
  // PostgREST on hosted Supabase (https://github.com/supabase/postgres/blob/develop/migrations/db/migrations/20220118070449_enable-safeupdate-postgrest.sql);
  // PostgREST maps 21000 "... requires a WHERE clause" to 400
  // (https://github.com/PostgREST/postgrest/blob/main/src/library/PostgREST/Error.hs, mapSQLtoHTTP).
  it('UPDATE and DELETE without a filter are refused with 21000 (400) and change nothing', async () => {
    const user = await createConfirmedUser(backend)
    const added = await user.client.from('vehicles').insert({ make: 'Ford', model: 'F-150', size: 'XL' }).select('id').single()
    expect(added.error).toBeNull()

    const update = await user.client.from('vehicles').update({ model: 'Ranger' })
    expect(update.status).toBe(400)
    expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause', details: null, hint: null })
    const remove = await user.client.from('vehicles').delete()
    expect(remove.status).toBe(400)
    expect(remove.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' })

    const rows = await backend.query<{ model: string }>('select model from public.vehicles where user_id = $1', [user.id])
    expect(rows).toEqual([{ model: 'F-150' }])
    const filtered = await user.client.from('vehicles').update({ model: 'Ranger' }).eq('id', added.data!.id)
    expect(filtered.error).toBeNull()
  })

  // PostgREST db-max-rows (https://docs.postgrest.org/en/stable/references/configuration.html#db-max-rows),
  // hosted default max_rows = 1000 (supabase config.toml [api]); a counted partial read is 206
  // (https://github.com/PostgREST/postgrest/blob/main/src/library/PostgREST/RangeQuery.hs, rangeStatusHeader).
  it('a read returns at most 1000 rows, and a counted partial read is 206 with the full count', async () => {
    await backend.query(`insert into public.leads (email) select 'bulk' || n || '@example.com' from generate_series(1, 1005) n`)
    const service = createTestClient(backend, backend.serviceRoleKey)
    const all = await service.from('leads').select('email', { count: 'exact' }).like('email', 'bulk%')
    expect(all.error).toBeNull()
    expect(all.data).toHaveLength(1000)
    expect(all.count).toBe(1005)
    expect(all.status).toBe(206)
    const asked = await service.from('leads').select('email').like('email', 'bulk%').limit(5000)
    expect(asked.data).toHaveLength(1000)
    const tail = await service.from('leads').select('email').like('email', 'bulk%').range(1000, 1004)
    expect(tail.data).toHaveLength(5)
  })

  // 23505 -> 409 (Error.hs mapSQLtoHTTP).
  it('a unique violation is 23505 with status 409', async () => {
    const email = uniqueEmail('dup')
    const anon = createTestClient(backend)
    await anon.from('leads').insert({ email })
    const again = await anon.from('leads').insert({ email })
    expect(again.status).toBe(409)
    expect(again.error?.code).toBe('23505')
  })

  // 42501 -> 401 when anonymous, 403 when authenticated (Error.hs mapSQLtoHTTP).
  it('insufficient privilege is 42501: 401 for anon, 403 for a signed-in user', async () => {
    const asAnon = await createTestClient(backend)
      .from('leads')
      .insert({ email: uniqueEmail('peek') })
      .select()
    expect(asAnon.error?.code).toBe('42501')
    expect(asAnon.status).toBe(401)
    const user = await createConfirmedUser(backend)
    const asUser = await user.client
      .from('leads')
      .insert({ email: uniqueEmail('peek2') })
      .select()
    expect(asUser.error?.code).toBe('42501')
    expect(asUser.status).toBe(403)
  })

  // PGRST116 -> 406 (https://docs.postgrest.org/en/stable/references/errors.html).
  it('.single() with no row is PGRST116, 406', async () => {
    const user = await createConfirmedUser(backend)
    const none = await user.client.from('profiles').select('full_name').eq('id', '00000000-0000-0000-0000-000000000000').single()
    expect(none.status).toBe(406)
    expect(none.error?.code).toBe('PGRST116')
  })

  // Error.hs JwtError: PGRST301 (JwtDecodeErr) and PGRST303 (JwtClaimsErr, "JWT expired") are both 401.
  it('a forged JWT is PGRST301 and an expired one PGRST303, both 401', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: '00000000-0000-0000-0000-000000000000', role: 'authenticated', aud: 'authenticated' }
    const forged = await sign({ ...claims, exp: now + 3600 }, 'another-secret-that-is-at-least-32-characters')
    const expired = await sign({ ...claims, iat: now - 7200, exp: now - 3600 })
    const withToken = (token: string) => createTestClient(backend).from('profiles').select('full_name').setHeader('Authorization', `Bearer ${token}`)
    const bad = await withToken(forged)
    expect(bad.status).toBe(401)
    expect(bad.error?.code).toBe('PGRST301')
    const old = await withToken(expired)
    expect(old.status).toBe(401)
    expect(old.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
  })

  // supabase/postgres sets statement_timeout 3s for anon, 8s for authenticated
  // (https://github.com/supabase/postgres/blob/develop/migrations/db/init-scripts/00000000000000-initial-schema.sql);
  // the cancel is 57014, which PostgREST maps (class 57) to 500 (Error.hs mapSQLtoHTTP).
  it('an anonymous request running past 3 s is cancelled with 57014 and leaves nothing behind', async () => {
    await backend.query(`create or replace function public.parity_slow_insert() returns trigger language plpgsql as $$
      begin perform pg_sleep(4); return new; end $$`)
    await backend.query(`create trigger parity_slow before insert on public.chatbot_leads
      for each row when (new.name = 'Slow Poke') execute function public.parity_slow_insert()`)
    try {
      const email = uniqueEmail('slow')
      const started = Date.now()
      const slow = await createTestClient(backend).from('chatbot_leads').insert({ name: 'Slow Poke', email })
      expect(slow.error?.code).toBe('57014')
      expect(slow.status).toBe(500)
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900)
      expect(await backend.query('select 1 from public.chatbot_leads where email = $1', [email])).toEqual([])
    } finally {
      await backend.query('drop trigger parity_slow on public.chatbot_leads')
      await backend.query('drop function public.parity_slow_insert()')
    }
  })
})
