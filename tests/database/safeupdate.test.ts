// Hosted Supabase loads pg-safeupdate into the Data API's sessions (supabase/postgres
// migrations/db/migrations/20260413000000_fix-authenticator-session-preload-libraries.sql), so an
// UPDATE or DELETE without WHERE fails there with 21000 wherever the API reaches it: an rpc, a
// function it calls, a trigger its write fires (https://github.com/eradman/pg-safeupdate/blob/master/safeupdate.c).
// Debian has no package of the module, so: the twin's REST path refuses such statements as hosted
// does (packages/local-supabase/src/rest/safeupdate.ts), the README's Turnstile switch is called
// through it, and every function the migrations create is read for such statements.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { migrate } from 'local-supabase/db/migrate'
import { openPostgresEngine } from 'local-supabase/db/postgres-engine'
import { unqualifiedWrites } from 'local-supabase/safeupdate'
import { ENGINES, createDatabase, startTestBackend } from 'local-supabase/testing/engines'
import { createTestClient } from 'local-supabase/testing/clients'
import { unqualifiedDml } from './support/unqualified-dml'

describe.each(ENGINES)('the Turnstile switch through /rest/v1/rpc on %s', (engine) => {
  let backend: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  // README, "Bot protection": set_form_captcha_required(true) once the form-ticket function has its key.
  it('the service role turns it on and off', async () => {
    const service = createTestClient(backend, backend.serviceRoleKey)
    const on = await service.rpc('set_form_captcha_required', { p_required: true })
    expect(on.error).toBeNull()
    expect(on.data).toBe(true)
    expect(await backend.query('select captcha_required from private.form_guard_settings')).toEqual([{ captcha_required: true }])
    const off = await service.rpc('set_form_captcha_required', { p_required: false })
    expect(off.error).toBeNull()
    expect(off.data).toBe(false)
  })
})

// The schemas the platform brings (GoTrue's, extensions') are not the project's to change.
const PLATFORM_SCHEMAS = [
  'pg_catalog',
  'information_schema',
  'pg_toast',
  'auth',
  'storage',
  'extensions',
  'graphql',
  'graphql_public',
  'realtime',
  'vault',
  'cron',
  'net',
  'pgsodium',
  'supabase_functions',
  'supabase_migrations',
]

interface Routine {
  name: string
  language: string
  source: string
  oid: number
}

describe('every function the migrations create', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>
  let client: pg.Client
  let routines: Routine[]
  const trees: string[] = []

  beforeAll(async () => {
    database = await createDatabase()
    const db = await openPostgresEngine(database.url)
    try {
      await migrate(db)
    } finally {
      await db.close()
    }
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
    client.on('notice', (notice) => {
      if (notice.message === 'parse tree:' && notice.detail) trees.push(notice.detail)
    })
    // Every schema the project's functions live in (public, private, ...), trigger functions too;
    // none belongs to an extension.
    const result = await client.query<Routine>(
      `select p.oid::int as oid, n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
              l.lanname as language, p.prosrc as source
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_language l on l.oid = p.prolang
        where n.nspname <> all ($1) and n.nspname not like 'pg\\_%'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 2`,
      [PLATFORM_SCHEMAS],
    )
    routines = result.rows
  })
  afterAll(async () => {
    await client?.end()
    await database?.drop()
  })

  /** The query trees PostgreSQL itself analyses for sql (a body or a function's), as pg-safeupdate gets them. */
  const analysed = async (run: () => Promise<unknown>) => {
    trees.length = 0
    await client.query(`set debug_print_parse = on; set debug_pretty_print = off; set client_min_messages = log`)
    try {
      await run()
    } finally {
      await client.query('reset debug_print_parse; reset debug_pretty_print; reset client_min_messages')
    }
    return trees.flatMap((tree) => unqualifiedWrites(tree))
  }

  it('include the public and private functions and the trigger functions', () => {
    const names = routines.map((routine) => routine.name)
    expect(names).toContain('public.set_form_captcha_required(p_required boolean)')
    expect(names.some((name) => name.startsWith('private.'))).toBe(true)
    expect(routines.filter((routine) => routine.language === 'plpgsql').length).toBeGreaterThan(5)
  })

  it('have no UPDATE or DELETE without WHERE, and no dynamic SQL that could hide one', () => {
    const findings = routines.flatMap((routine) => unqualifiedDml(routine.source).map((finding) => `${routine.name}: ${finding.kind}: ${finding.at}`))
    expect(findings).toEqual([])
  })

  it('SQL functions: PostgreSQL parses their bodies with no UPDATE or DELETE without WHERE', async () => {
    const sqlRoutines = routines.filter((routine) => routine.language === 'sql')
    expect(sqlRoutines.length).toBeGreaterThan(5)
    for (const routine of sqlRoutines) {
      // The validator analyses each statement of the body, as a call would (functions.c, fmgr_sql_validator).
      const found = await analysed(() => client.query('select fmgr_sql_validator($1)', [routine.oid]))
      expect({ routine: routine.name, found }).toEqual({ routine: routine.name, found: [] })
    }
  })

  // The reader against PostgreSQL's own parser, on the shapes that fool a search for "where".
  it('reads statements as PostgreSQL parses them', async () => {
    await client.query('create schema probe; create table probe.t (a int primary key, b text); create table probe.u (a int)')
    const bodies = [
      `update probe.t set b = 'x'`,
      `update probe.t set b = 'x' where true`,
      `update probe.t set b = (select max(a)::text from probe.u where u.a > 0)`,
      `update probe.t set b = u.a::text from probe.u where t.a = u.a`,
      `update probe.t set b = u.a::text from probe.u`,
      `delete from probe.t using probe.u`,
      `delete from probe.t using probe.u where t.a = u.a`,
      `delete from probe.t where a in (select a from probe.u)`,
      `with gone as (delete from probe.t returning a) select count(*) from gone`,
      `with gone as (delete from probe.t where a > 1 returning a) select count(*) from gone`,
      `with x as (select a from probe.u where a > 0) update probe.t set b = 'y' from x where t.a = x.a`,
      `with x as (select a from probe.u where a > 0) delete from probe.t`,
      `insert into probe.t values (1, 'z') on conflict (a) do update set b = excluded.b`,
      `select a from probe.t where a = 1 for update`,
      `update probe.t set b = 'where' || E'\\' where'`,
      `update probe.t set b = $q$ where $q$`,
      `update probe.t set b = 'x' -- where a = 1\n`,
      `update "probe"."t" set b = 'x' /* where a = 1 /* nested */ */`,
      `update probe.t set b = 'x' where a = 1; delete from probe.t`,
    ]
    for (const [index, body] of bodies.entries()) {
      const expected = await analysed(() => client.query(`create function probe.f${index}() returns void language sql as $body$ ${body} $body$`))
      const read = unqualifiedDml(body).map((finding) => finding.kind.split(' ')[0])
      expect({ body, read }).toEqual({ body, read: expected })
    }
  })

  it('reads PL/pgSQL bodies: branches, labels, locking reads and dynamic SQL', () => {
    const kinds = (body: string) => unqualifiedDml(body).map((finding) => finding.kind)
    expect(kinds(`begin update t set b = 'x'; end`)).toEqual(['UPDATE without WHERE'])
    expect(kinds(`begin if p then delete from t where a = 1; else delete from t; end if; end`)).toEqual(['DELETE without WHERE'])
    expect(kinds(`<<main>> begin update t set b = 'x' where a = 1 returning a into v; end`)).toEqual([])
    expect(kinds(`begin perform 1 from t where a = 1 for no key update; if tg_op = 'UPDATE' then return new; end if; end`)).toEqual([])
    expect(kinds(`begin for r in select * from t loop delete from u; end loop; end`)).toEqual(['DELETE without WHERE'])
    expect(kinds(`begin execute format('delete from %I', v); end`)).toEqual(['dynamic SQL'])
    expect(kinds(`begin return query with gone as (update t set b = 'x' returning a) select a from gone; end`)).toEqual(['UPDATE without WHERE'])
  })
})
