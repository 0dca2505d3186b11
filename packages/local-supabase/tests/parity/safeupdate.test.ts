// pg-safeupdate inside what a request runs: hosted Supabase loads it into every session of the
// Data API (supabase/postgres migrations/db/migrations/20260413000000_fix-authenticator-session-preload-libraries.sql),
// and its post-parse-analysis hook refuses an UPDATE or DELETE without WHERE at the top of any
// analysed query or in its data-modifying CTEs, also inside functions and triggers
// (https://github.com/eradman/pg-safeupdate/blob/master/safeupdate.c). PostgREST answers 21000
// with 400 (https://github.com/PostgREST/postgrest/blob/main/src/library/PostgREST/Error.hs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../src/server'
import { ENGINES, startTestBackend } from '../../src/testing/engines'
import { createConfirmedUser, createTestClient } from '../../src/testing/clients'
import { unqualifiedWrites } from '../../src/rest/safeupdate'

const refused = (command: 'UPDATE' | 'DELETE') => ({ code: '21000', message: `${command} requires a WHERE clause`, details: null, hint: null })

describe.each(ENGINES)('safeupdate in functions and triggers on %s', (engine) => {
  let backend: RunningBackend
  let service: ReturnType<typeof createTestClient>
  const counts = async () => (await backend.query<{ id: number; n: number }>('select id, n from public.safeupdate_probe order by id')).map((row) => row.n)

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    service = createTestClient(backend, backend.serviceRoleKey)
    // One statement per call: PGlite's extended protocol takes no more.
    for (const statement of [
      `create table public.safeupdate_probe (id int primary key, n int not null)`,
      `create table public.safeupdate_other (id int primary key)`,
      `insert into public.safeupdate_probe values (1, 0), (2, 0)`,
      `insert into public.safeupdate_other values (1)`,
      `create function public.probe_sql_all(p_n int) returns setof int language sql as $$ update public.safeupdate_probe set n = p_n returning n $$`,
      `create function public.probe_sql_one(p_n int) returns setof int language sql as $$ update public.safeupdate_probe set n = p_n where id = 1 returning n $$`,
      `create function public.probe_where_true() returns void language sql as $$ update public.safeupdate_probe set n = n where true $$`,
      `create function public.probe_plpgsql_all() returns void language plpgsql as $$ begin delete from public.safeupdate_probe; end $$`,
      `create function public.probe_cte() returns bigint language sql as $$ with gone as (delete from public.safeupdate_probe returning 1) select count(*) from gone $$`,
      `create function public.probe_using(p_where boolean) returns void language plpgsql as $$
      begin
        if p_where then
          delete from public.safeupdate_probe p using public.safeupdate_other o where p.id = o.id + 100;
        else
          delete from public.safeupdate_probe p using public.safeupdate_other o;
        end if;
      end $$`,
      `create function public.probe_then_raise() returns void language plpgsql as $$
      begin
        update public.safeupdate_probe set n = n + 1;
        raise exception 'not reached on hosted';
      end $$`,
      `create function public.probe_bump_all() returns trigger language plpgsql as $$ begin update public.safeupdate_probe set n = n + 1; return new; end $$`,
    ])
      await backend.query(statement)
  })
  afterAll(() => backend?.close())

  it('an rpc whose SQL function updates without WHERE is refused, and changes nothing', async () => {
    const call = await service.rpc('probe_sql_all', { p_n: 7 })
    expect(call.status).toBe(400)
    expect(call.error).toMatchObject(refused('UPDATE'))
    expect(await counts()).toEqual([0, 0])
    const qualified = await service.rpc('probe_sql_one', { p_n: 7 })
    expect(qualified.error).toBeNull()
    expect(qualified.data).toEqual([7])
    await backend.query('update public.safeupdate_probe set n = 0 where true')
  })

  it('a WHERE that holds for every row is a WHERE', async () => {
    const call = await service.rpc('probe_where_true')
    expect(call.error).toBeNull()
    expect(call.status).toBe(204)
  })

  it('a PL/pgSQL DELETE without WHERE is refused at every call, not only the first on a connection', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const call = await service.rpc('probe_plpgsql_all')
      expect(call.status).toBe(400)
      expect(call.error).toMatchObject(refused('DELETE'))
    }
    expect(await counts()).toEqual([0, 0])
  })

  it('a DELETE in a CTE and a DELETE ... USING without WHERE are refused; USING with WHERE is not', async () => {
    const cte = await service.rpc('probe_cte')
    expect(cte.error).toMatchObject(refused('DELETE'))
    const using = await service.rpc('probe_using', { p_where: false })
    expect(using.error).toMatchObject(refused('DELETE'))
    expect(await counts()).toEqual([0, 0])
    const usingWhere = await service.rpc('probe_using', { p_where: true })
    expect(usingWhere.error).toBeNull()
  })

  it('the refusal comes before what the function would have raised after the statement', async () => {
    const call = await service.rpc('probe_then_raise')
    expect(call.error).toMatchObject(refused('UPDATE'))
  })

  it('an insert whose trigger updates without WHERE is refused, and nothing is stored', async () => {
    const user = await createConfirmedUser(backend)
    await backend.query('create trigger probe_bump after insert on public.vehicles for each row execute function public.probe_bump_all()')
    try {
      const insert = await user.client.from('vehicles').insert({ make: 'Ford', model: 'F-150', size: 'XL' })
      expect(insert.status).toBe(400)
      expect(insert.error).toMatchObject(refused('UPDATE'))
      expect(await backend.query('select 1 from public.vehicles where user_id = $1', [user.id])).toEqual([])
      expect(await counts()).toEqual([0, 0])
    } finally {
      await backend.query('drop trigger probe_bump on public.vehicles')
    }
  })
})

describe('reading the query trees', () => {
  // Trees as PostgreSQL 15 prints them (debug_print_parse, debug_pretty_print off), cut to the fields read.
  it('finds UPDATE (2) and DELETE (4) whose jointree has no quals, also in modifying CTEs, and nothing else', () => {
    const query = (command: number, quals: string, extra = '') =>
      `{QUERY :commandType ${command} :querySource 0 ${extra} :jointree {FROMEXPR :fromlist ({RANGETBLREF :rtindex 1}) :quals ${quals}} :targetList <>}`
    expect(unqualifiedWrites(query(2, '<>'))).toEqual(['UPDATE'])
    expect(unqualifiedWrites(query(4, '<>'))).toEqual(['DELETE'])
    expect(unqualifiedWrites(query(2, '{CONST :consttype 16 :constvalue 1 [ 1 0 0 0 0 0 0 0 ]}'))).toEqual([])
    expect(unqualifiedWrites(query(1, '<>'))).toEqual([])
    expect(unqualifiedWrites(query(3, '<>'))).toEqual([])
    const cte = `:hasModifyingCTE true :cteList ({COMMONTABLEEXPR :ctename gone :ctequery ${query(4, '<>')} :location 5})`
    expect(unqualifiedWrites(query(1, '<>', cte))).toEqual(['DELETE'])
    // Escaped characters in names do not break the structure.
    expect(unqualifiedWrites(`{QUERY :commandType 2 :rtable ({RANGETBLENTRY :alias {ALIAS :aliasname a\\ \\{b\\} :colnames <>}}) :jointree {FROMEXPR :fromlist <> :quals <>}}`)).toEqual(['UPDATE'])
  })
})
