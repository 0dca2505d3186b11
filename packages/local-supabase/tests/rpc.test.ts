// /rest/v1/rpc/<fn> against PostgREST's documented and tested behaviour:
// https://docs.postgrest.org/en/stable/references/api/functions.html, and in
// github.com/PostgREST/postgrest: src/library/PostgREST/Response.hs (a void
// function answers 204 with no body), Query/SqlFragment.hs asJsonF (scalar,
// SETOF and composite shapes), Error.hs (PGRST202 wording) and
// test/spec/Feature/Query/RpcSpec.hs ("unknown function" cases).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../src/server'
import { ENGINES, startTestBackend } from '../src/testing/engines'
import { createTestClient, uniqueEmail } from '../src/testing/clients'
import { ticketLeadsByDefault } from './form-tickets'

const TEST_FUNCTIONS = `
create function public.rpc_add_them(a integer, b integer) returns integer language sql immutable as $$ select a + b $$;
create function public.rpc_greet(name text default 'guest') returns text language sql immutable as $$ select 'Hello ' || name || '!' $$;
create function public.rpc_nothing(p_note text) returns void language sql as $$ select $$;
create function public.rpc_series(n integer) returns setof integer language sql immutable as $$ select generate_series(1, n) $$;
create function public.rpc_pairs(n integer) returns table(k integer, label text) language sql immutable as $$ select i, 'item ' || i from generate_series(1, n) i $$;
create function public.rpc_private() returns integer language sql as $$ select 42 $$;
revoke execute on function public.rpc_private() from public, anon, authenticated;
create table public.rpc_notes (note text);
grant insert on public.rpc_notes to anon;
create function public.rpc_write(p_note text) returns void language sql as $$ insert into public.rpc_notes values (p_note) $$;
`

for (const engine of ENGINES) {
  describe(`rpc on ${engine}`, () => {
    let backend: RunningBackend
    const call = (name: string, init: { method?: string; body?: string; key?: string; query?: string; accept?: string } = {}) => {
      const key = init.key ?? backend.anonKey
      return fetch(`${backend.url}/rest/v1/rpc/${name}${init.query ?? ''}`, {
        method: init.method ?? 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(init.accept ? { Accept: init.accept } : {}) },
        body: init.body,
      })
    }

    beforeAll(async () => {
      backend = await startTestBackend(engine)
      await ticketLeadsByDefault(backend)
      for (const statement of TEST_FUNCTIONS.split(';\n')
        .map((s) => s.trim())
        .filter(Boolean))
        await backend.query(statement)
    })
    afterAll(() => backend?.close())

    it('answers a scalar function with its JSON value (POST named args, GET query args)', async () => {
      const posted = await call('rpc_add_them', { body: JSON.stringify({ a: 1, b: 2 }) })
      expect(posted.status).toBe(200)
      expect(posted.headers.get('content-type')).toContain('application/json')
      expect(await posted.text()).toBe('3')
      const got = await call('rpc_add_them', { method: 'GET', query: '?a=4&b=5' })
      expect(await got.json()).toBe(9)
      // A parameter with a default may be left out.
      expect(await (await call('rpc_greet', { method: 'GET' })).json()).toBe('Hello guest!')
    })

    it('answers a void function 204 with an empty body', async () => {
      const response = await call('rpc_nothing', { body: JSON.stringify({ p_note: 'x' }) })
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
    })

    it('answers set-returning and table functions with a JSON array', async () => {
      expect(await (await call('rpc_series', { body: '{"n":3}' })).json()).toEqual([1, 2, 3])
      expect(await (await call('rpc_series', { body: '{"n":0}' })).json()).toEqual([])
      expect(await (await call('rpc_pairs', { body: '{"n":2}' })).json()).toEqual([
        { k: 1, label: 'item 1' },
        { k: 2, label: 'item 2' },
      ])
      const single = await call('rpc_pairs', { body: '{"n":1}', accept: 'application/vnd.pgrst.object+json' })
      expect(await single.json()).toEqual({ k: 1, label: 'item 1' })
      expect((await call('rpc_pairs', { body: '{"n":2}', accept: 'application/vnd.pgrst.object+json' })).status).toBe(406)
    })

    it('answers an unknown function or unknown arguments 404 PGRST202 in PostgREST wording', async () => {
      const unknown = await call('rpc_fakefunc', { method: 'GET' })
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.rpc_fakefunc without parameters in the schema cache',
        details: 'Searched for the function public.rpc_fakefunc without parameters, but no matches were found in the schema cache.',
      })
      const extra = await call('rpc_add_them', { method: 'GET', query: '?a=1&b=2&smthelse=blabla' })
      expect(extra.status).toBe(404)
      expect(await extra.json()).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function public.rpc_add_them(a, b, smthelse) in the schema cache',
        details: 'Searched for the function public.rpc_add_them with parameters a, b, smthelse, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.rpc_add_them(a, b)',
      })
      const posted = await call('rpc_add_them', { body: '{"a":1}' })
      expect(posted.status).toBe(404)
      expect(await posted.json()).toMatchObject({
        details: 'Searched for the function public.rpc_add_them with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      })
    })

    it('maps permission denied (42501) like tables: 401 for anon, 403 for a signed-in user; service_role may call', async () => {
      const anon = await call('rpc_private', { body: '{}' })
      expect(anon.status).toBe(401)
      expect(await anon.json()).toMatchObject({ code: '42501' })
      const client = createTestClient(backend)
      const email = uniqueEmail('rpc')
      const { data } = await client.auth.signUp({ email, password: 'long enough password' })
      await backend.query('update auth.users set email_confirmed_at = now() where email = $1', [email])
      const signedIn = await client.auth.signInWithPassword({ email, password: 'long enough password' })
      expect(data.user).toBeTruthy()
      const user = await call('rpc_private', { body: '{}', key: signedIn.data.session!.access_token })
      expect(user.status).toBe(403)
      expect(await (await call('rpc_private', { body: '{}', key: backend.serviceRoleKey })).json()).toBe(42)
    })

    it('runs GET read-only, so a writing function fails there (405) but works with POST', async () => {
      const got = await call('rpc_write', { method: 'GET', query: '?p_note=get' })
      expect(got.status).toBe(405)
      expect(await got.json()).toMatchObject({ code: '25006' })
      expect((await call('rpc_write', { body: '{"p_note":"post"}' })).status).toBe(204)
      expect(await backend.query('select note from public.rpc_notes')).toEqual([{ note: 'post' }])
    })

    it('refuses bad bodies and methods with PostgREST errors, never a 500', async () => {
      expect((await call('rpc_add_them', { body: '[1,2]' })).status).toBe(400)
      expect((await call('rpc_add_them', { body: '{"a":' })).status).toBe(400)
      const patch = await call('rpc_add_them', { method: 'PATCH', body: '{}' })
      expect(patch.status).toBe(405)
      expect(await patch.json()).toMatchObject({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' })
      const wrongType = await call('rpc_add_them', { body: '{"a":"one","b":2}' })
      expect(wrongType.status).toBe(400)
      expect(await wrongType.json()).toMatchObject({ code: '22P02' })
    })

    it('serves the discount functions to service_role only; supabase-js rpc() reads the results', async () => {
      const email = uniqueEmail('rpc-discount')
      // Only this visit's sign-up is mailed a code (docs/decisions/014).
      await backend.query('insert into public.leads (email) values ($1)', [email])
      const anon = await call('claim_discount_mail', { body: JSON.stringify({ p_email: email }) })
      expect(anon.status).toBe(401)
      const service = createTestClient(backend, backend.serviceRoleKey)
      const claimed = await service.rpc('claim_discount_mail', { p_email: email })
      expect(claimed.error).toBeNull()
      expect(claimed.data).toEqual({ outcome: 'code', code: expect.stringMatching(/^FIRST10-[A-Z0-9]{8}$/) })
      const released = await call('release_discount_mail', { body: JSON.stringify({ p_email: email, p_kind: 'code' }), key: backend.serviceRoleKey })
      expect(released.status).toBe(204)
      expect(await released.text()).toBe('')
      expect((await service.rpc('claim_discount_mail', { p_email: email })).data).toEqual(claimed.data)
    })
  })
}
