// The auth schema as hosted Supabase has it, on both engines: auth.users, identities,
// sessions and refresh_tokens exactly as GoTrue's migrations leave them (the list in
// src/sql/gotrue-auth-schema.json, read off https://github.com/supabase/auth at the commit
// it names), the API roles and auth helpers as supabase/postgres's init scripts make them,
// and the seeded demo user as a row real GoTrue can sign in, which signs in through the
// local backend too. packages/local-supabase/docs/decisions/095-auth-users-as-hosted.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseEngine } from '../src/db/engine'
import { migrate, seed } from '../src/db/migrate'
import { openPgliteEngine } from '../src/db/pglite-engine'
import { openPostgresEngine } from '../src/db/postgres-engine'
import { startBackend, type RunningBackend } from '../src/server'
import { ENGINES, GENEROUS_LIMITS, SITE_URL, createDatabase, startTestBackend, type EngineName } from '../src/testing/engines'
import { createTestClient, uniqueEmail } from '../src/testing/clients'

interface GotrueColumn {
  name: string
  type: string
  nullable: boolean
  default: string | null
  generated: string | null
}
interface GotrueSchema {
  source: { repository: string; commit: string }
  types: Record<string, string[]>
  tables: Record<string, { columns: GotrueColumn[]; indexes: Record<string, string> }>
}
const GOTRUE_SCHEMA: GotrueSchema = JSON.parse(readFileSync(new URL('../src/sql/gotrue-auth-schema.json', import.meta.url), 'utf8'))
const SOURCE = `${GOTRUE_SCHEMA.source.repository}/tree/${GOTRUE_SCHEMA.source.commit}/migrations`

const AUTH_FUNCTIONS = 'https://github.com/supabase/auth/blob/master/migrations/20220224000811_update_auth_functions.up.sql'
const AUTH_JWT = 'https://github.com/supabase/auth/blob/master/migrations/20220531120530_add_auth_jwt_function.up.sql'
const API_ROLES = 'https://github.com/supabase/postgres/blob/develop/migrations/db/init-scripts/00000000000000-initial-schema.sql'
const ROLES_INHERIT = 'https://github.com/supabase/postgres/blob/develop/migrations/db/migrations/20230529180330_alter_api_roles_for_inherit.sql'
/** The Go struct GoTrue reads a user row into. */
const USER_MODEL = 'https://github.com/supabase/auth/blob/master/internal/models/user.go'

/** The Go structs GoTrue writes session and refresh-token rows from. */
const SESSION_MODEL = 'https://github.com/supabase/auth/blob/master/internal/models/sessions.go'
const REFRESH_TOKEN_MODEL = 'https://github.com/supabase/auth/blob/master/internal/models/refresh_token.go'
/** Columns GoTrue's User model writes from non-pointer Go fields on every insert: never NULL in a row it made. */
const USER_MODEL_WRITES = [
  'instance_id',
  'aud',
  'role',
  'email',
  'confirmation_token',
  'recovery_token',
  'email_change_token_current',
  'email_change_token_new',
  'email_change',
  'email_change_confirm_status',
  'phone_change_token',
  'phone_change',
  'reauthentication_token',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'created_at',
  'updated_at',
  'is_sso_user',
  'is_anonymous',
]

/** Columns GoTrue's User model reads into non-nullable Go values: NULL there breaks sign-in. */
const GOTRUE_NON_NULL = ['instance_id', 'aud', 'role', 'confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change', 'created_at', 'updated_at']
const GOTRUE_INSTANCE = '00000000-0000-0000-0000-000000000000'

const DEMO = { id: '0d5e0000-0000-4000-8000-00000000de40', email: 'demo@example.com', password: 'demo password 123' }

/** The live catalog of the twin's auth tables, in gotrue-auth-schema.json's terms. */
async function authCatalog(db: DatabaseEngine, table: string): Promise<{ columns: Record<string, Omit<GotrueColumn, 'name'>>; indexes: Record<string, string> }> {
  const columns = await db.query<GotrueColumn>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
            case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default,
            case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generated
       from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
    [`auth.${table}`],
  )
  const indexes = await db.query<{ name: string; definition: string }>(`select indexname as name, indexdef as definition from pg_indexes where schemaname = 'auth' and tablename = $1`, [table])
  return {
    columns: Object.fromEntries(columns.rows.map(({ name, ...column }) => [name, column])),
    indexes: Object.fromEntries(indexes.rows.map((row) => [row.name, row.definition])),
  }
}

/** A fresh, migrated database on the engine; drop() removes it. */
async function freshDatabase(engine: EngineName, before?: string): Promise<{ db: DatabaseEngine; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPgliteEngine()
    if (before) await db.exec(before)
    await migrate(db)
    return { db, drop: () => db.close() }
  }
  const database = await createDatabase()
  const db = await openPostgresEngine(database.url)
  if (before) await db.exec(before)
  await migrate(db)
  return {
    db,
    async drop() {
      await db.close()
      await database.drop()
    },
  }
}

/**
 * The twin's own auth tables before they became GoTrue's: a `.backend-data/` made then is
 * brought to GoTrue's layout at the next start.
 */
const OLDER_LOCAL_LAYOUT = `
  create schema auth;
  create table auth.users (
    id uuid primary key, aud varchar(255) not null default 'authenticated', role varchar(255) not null default 'authenticated',
    email varchar(255), encrypted_password varchar(255), email_confirmed_at timestamptz, confirmation_sent_at timestamptz,
    recovery_sent_at timestamptz, last_sign_in_at timestamptz, raw_app_meta_data jsonb not null default '{}',
    raw_user_meta_data jsonb not null default '{}', created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    confirmation_token_hash text, recovery_token_hash text
  );
  create unique index users_email_lower_key on auth.users (lower(email));
  create index users_email_lower_idx on auth.users (lower((email)::text));
  create table auth.identities (
    id uuid primary key, provider_id text not null, user_id uuid not null references auth.users (id) on delete cascade,
    identity_data jsonb not null, provider text not null, last_sign_in_at timestamptz,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(), unique (provider_id, provider)
  );
  create table auth.sessions (id uuid primary key, user_id uuid not null references auth.users (id) on delete cascade,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now());
  create table auth.refresh_tokens (id bigserial primary key, token_hash text not null unique,
    user_id uuid not null references auth.users (id) on delete cascade, session_id uuid not null references auth.sessions (id) on delete cascade,
    parent_hash text, revoked boolean not null default false, created_at timestamptz not null default now(), updated_at timestamptz not null default now());
  insert into auth.users (id, email, confirmation_token_hash) values ('aaaaaaaa-0000-4000-8000-00000000b001', 'older.pending@example.com', 'abc123hash');
  insert into auth.users (id, email) values ('aaaaaaaa-0000-4000-8000-00000000b002', 'older.confirmed@example.com');
`

/** Every difference between the twin's catalog and GoTrue's, one line each; [] when they agree. */
async function differencesFromGotrue(db: DatabaseEngine): Promise<string[]> {
  const differences: string[] = []
  for (const [table, gotrue] of Object.entries(GOTRUE_SCHEMA.tables)) {
    const twin = await authCatalog(db, table)
    for (const column of gotrue.columns) {
      const { name, ...expected } = column
      const actual = twin.columns[name]
      if (!actual) differences.push(`auth.${table}.${name} is missing`)
      else if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push(`auth.${table}.${name} is ${JSON.stringify(actual)}, GoTrue's ${JSON.stringify(expected)}`)
    }
    for (const name of Object.keys(twin.columns)) {
      if (!gotrue.columns.some((column) => column.name === name)) differences.push(`auth.${table}.${name} is not GoTrue's`)
    }
    for (const [name, definition] of Object.entries(gotrue.indexes)) {
      if (twin.indexes[name] !== definition) differences.push(`index ${name} is ${twin.indexes[name] ?? 'missing'}, GoTrue's ${definition}`)
    }
    for (const name of Object.keys(twin.indexes)) {
      if (!(name in gotrue.indexes)) differences.push(`index ${name} on auth.${table} is not GoTrue's: ${twin.indexes[name]}`)
    }
  }
  for (const [type, labels] of Object.entries(GOTRUE_SCHEMA.types)) {
    const { rows } = await db.query<{ label: string }>(
      `select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid
        where t.typname = $1 and t.typnamespace = 'auth'::regnamespace order by e.enumsortorder`,
      [type],
    )
    if (JSON.stringify(rows.map((row) => row.label)) !== JSON.stringify(labels))
      differences.push(`type auth.${type} is ${JSON.stringify(rows.map((row) => row.label))}, GoTrue's ${JSON.stringify(labels)}`)
  }
  return differences
}

/** A user row as GoTrue's User model writes one (every non-nullable Go field filled). */
function insertGotrueUser(db: DatabaseEngine, id: string, email: string, confirmationToken: string) {
  return db.query(
    `insert into auth.users (instance_id, id, aud, role, email, confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at)
     values ($1, $2, 'authenticated', 'authenticated', $3, $4, '', '', '', now(), now())`,
    [GOTRUE_INSTANCE, id, email, confirmationToken],
  )
}

describe.each(ENGINES)('the auth schema as hosted Supabase has it, on %s', (engine) => {
  let db: DatabaseEngine
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await freshDatabase(engine))
  })
  afterAll(() => drop?.())

  it("auth.users, identities, sessions and refresh_tokens are GoTrue's: columns, types, nullability, defaults, generated columns, indexes", async () => {
    expect(await differencesFromGotrue(db), SOURCE).toEqual([])
  })

  it('two users may both have no pending token, but not the same one', async () => {
    const insert = (id: string, email: string, token: string) => insertGotrueUser(db, id, email, token)
    await insert('aaaaaaaa-0000-4000-8000-00000000a001', 'parity.a@example.com', '')
    await insert('aaaaaaaa-0000-4000-8000-00000000a002', 'parity.b@example.com', '')
    await insert('aaaaaaaa-0000-4000-8000-00000000a003', 'parity.c@example.com', 'pkce_0123abcd')
    await expect(insert('aaaaaaaa-0000-4000-8000-00000000a004', 'parity.d@example.com', 'pkce_0123abcd')).rejects.toMatchObject({
      code: '23505',
    })
    await expect(insert('aaaaaaaa-0000-4000-8000-00000000a005', 'parity.a@example.com', '')).rejects.toMatchObject({
      code: '23505',
    })
  })

  it('has the API roles and authenticator as supabase/postgres creates them', async () => {
    // API_ROLES creates them noinherit; ROLES_INHERIT later makes the three API roles inherit.
    const roles = await db.query(
      `select rolname::text as name, rolinherit as inherit, rolcanlogin as login, rolbypassrls as bypassrls
         from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`,
    )
    expect(roles.rows, `${API_ROLES}, ${ROLES_INHERIT}`).toEqual([
      { name: 'anon', inherit: true, login: false, bypassrls: false },
      { name: 'authenticated', inherit: true, login: false, bypassrls: false },
      { name: 'authenticator', inherit: false, login: true, bypassrls: false },
      { name: 'service_role', inherit: true, login: false, bypassrls: true },
    ])
    const members = await db.query(
      `select r.rolname::text as role from pg_auth_members m
         join pg_roles r on r.oid = m.roleid join pg_roles u on u.oid = m.member
        where u.rolname = 'authenticator' order by 1`,
    )
    expect(members.rows, API_ROLES).toEqual([{ role: 'anon' }, { role: 'authenticated' }, { role: 'service_role' }])
  })

  it('auth.email(), auth.uid(), auth.role() and auth.jwt() read the request claims as GoTrue defines them', async () => {
    // AUTH_FUNCTIONS and AUTH_JWT. A materialized CTE sets the claims before the select reads them.
    const claims = { sub: 'aaaaaaaa-0000-4000-8000-000000000001', role: 'authenticated', email: 'claims@example.com' }
    const { rows } = await db.query(
      `with c as materialized (select set_config('request.jwt.claims', $1, true))
       select auth.email() as email, auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'email' as jwt_email from c`,
      [JSON.stringify(claims)],
    )
    expect(rows, `${AUTH_FUNCTIONS}, ${AUTH_JWT}`).toEqual([{ email: claims.email, uid: claims.sub, role: claims.role, jwt_email: claims.email }])
    const empty = await db.query(`select auth.email() as email, auth.uid() as uid`)
    expect(empty.rows).toEqual([{ email: null, uid: null }])
  })

  it('the signed-in and anonymous roles cannot read auth.users', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(db.transaction((tx) => tx.query(`set local role ${role}`).then(() => tx.query('select 1 from auth.users')))).rejects.toMatchObject({
        code: '42501',
      })
    }
  })
})

describe.each(ENGINES)("the rows the twin's GoTrue writes, on %s", (engine) => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startTestBackend(engine)
  })
  afterAll(() => backend?.close())

  it("a sign-up, a sign-in and a refresh leave rows shaped as GoTrue's models write them", async () => {
    const email = uniqueEmail('rows')
    const client = createTestClient(backend)
    const { data: signedUp, error } = await client.auth.signUp({ email, password: 'rows password 123' })
    expect(error).toBeNull()
    const id = signedUp.user!.id
    const [user] = await backend.query<Record<string, unknown>>(`select ${USER_MODEL_WRITES.join(', ')} from auth.users where id = $1`, [id])
    for (const column of USER_MODEL_WRITES) expect(user![column], `auth.users.${column} (${USER_MODEL})`).not.toBeNull()
    expect(user).toMatchObject({ instance_id: GOTRUE_INSTANCE, aud: 'authenticated', role: 'authenticated', recovery_token: '', email_change: '' })
    expect(user!.confirmation_token, 'the pending link is kept in confirmation_token').toMatch(/^.{20,}$/)
    const [identity] = await backend.query(`select email, created_at is not null as dated from auth.identities where user_id = $1`, [id])
    expect(identity).toEqual({ email, dated: true })

    await backend.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id])
    const { data: signedIn } = await client.auth.signInWithPassword({ email, password: 'rows password 123' })
    const first = signedIn.session!.refresh_token
    const { error: refreshError } = await client.auth.refreshSession()
    expect(refreshError).toBeNull()
    const sessions = await backend.query(
      `select aal::text, created_at is not null as created, refreshed_at is not null as refreshed, ip is not null as addressed from auth.sessions where user_id = $1`,
      [id],
    )
    expect(sessions, SESSION_MODEL).toEqual([{ aal: 'aal1', created: true, refreshed: true, addressed: true }])
    const tokens = await backend.query<{ instance_id: string; user_id: string; revoked: boolean; parent: string | null; token: string; dated: boolean }>(
      `select instance_id, user_id, revoked, parent, token, created_at is not null and updated_at is not null as dated
         from auth.refresh_tokens where user_id = $1 order by id`,
      [id],
    )
    expect(tokens, REFRESH_TOKEN_MODEL).toMatchObject([
      { instance_id: GOTRUE_INSTANCE, user_id: id, revoked: true, parent: null, dated: true },
      { instance_id: GOTRUE_INSTANCE, user_id: id, revoked: false, parent: tokens[0]!.token, dated: true },
    ])
    // The table keeps hashes (packages/local-supabase/docs/decisions/090-refresh-tokens-derived-from-parent.md), never the token the client holds.
    expect(tokens.map((row) => row.token)).not.toContain(first)
  })
})

describe.each(ENGINES)('a database made by the older local auth layout, on %s', (engine) => {
  it("is brought to GoTrue's layout at the next start, its pending tokens kept", async () => {
    const { db, drop } = await freshDatabase(engine, OLDER_LOCAL_LAYOUT)
    try {
      expect(await differencesFromGotrue(db), SOURCE).toEqual([])
      const { rows } = await db.query(`select email, confirmation_token, recovery_token from auth.users order by email`)
      expect(rows).toEqual([
        { email: 'older.confirmed@example.com', confirmation_token: '', recovery_token: '' },
        { email: 'older.pending@example.com', confirmation_token: 'abc123hash', recovery_token: '' },
      ])
      // The bootstrap runs at every start: a second run changes nothing.
      await migrate(db)
      expect(await differencesFromGotrue(db), SOURCE).toEqual([])
    } finally {
      await drop()
    }
  })
})

describe.each(ENGINES)('supabase/seed.sql on %s', (engine) => {
  it('fills every column GoTrue reads (none of them has a default)', async () => {
    const { db, drop } = await freshDatabase(engine)
    try {
      await seed(db)
      const { rows } = await db.query<Record<string, unknown>>(`select ${GOTRUE_NON_NULL.join(', ')} from auth.users where id = $1`, [DEMO.id])
      expect(rows).toHaveLength(1)
      for (const column of GOTRUE_NON_NULL) expect(rows[0]![column], `${column} (${USER_MODEL})`).not.toBeNull()
      expect(rows[0]).toMatchObject({ instance_id: GOTRUE_INSTANCE, confirmation_token: '', recovery_token: '', email_change_token_new: '', email_change: '' })
    } finally {
      await drop()
    }
  })

  it('creates a demo user that signs in through the backend, and repairs an older seed row at the next start', async () => {
    const dataDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'parity-seed-')) : undefined
    const database = engine === 'postgres' ? await createDatabase() : undefined
    const start = () => startBackend({ siteUrl: SITE_URL, bcryptCost: 4, rateLimits: GENEROUS_LIMITS, seed: true, dataDir, databaseUrl: database?.url })
    const signIn = async (backend: RunningBackend) => {
      const client = createTestClient(backend)
      const { data, error } = await client.auth.signInWithPassword({ email: DEMO.email, password: DEMO.password })
      expect(error).toBeNull()
      expect(data.user?.user_metadata.full_name).toBe('Demo Driver')
      const vehicles = await client.from('vehicles').select('nickname').order('nickname')
      expect(vehicles.data).toEqual([{ nickname: 'Daily driver' }, { nickname: 'Family hauler' }])
      const history = await client.from('service_history').select('amount').order('service_date')
      expect(history.data).toEqual([{ amount: 139 }, { amount: 349 }, { amount: 418 }])
    }
    try {
      const first = await start()
      try {
        await signIn(first)
        // The row an older seed left behind (https://github.com/supabase/auth/issues/1940).
        await first.query(
          `update auth.users set instance_id = null, confirmation_token = null, recovery_token = null,
             email_change_token_new = null, email_change = null
           where id = $1`,
          [DEMO.id],
        )
      } finally {
        await first.close()
      }
      // The seed runs again at this start, over the existing rows.
      const second = await start()
      try {
        const [row] = await second.query(
          `select instance_id, confirmation_token, recovery_token, email_change_token_new, email_change, (select count(*)::int from auth.users) as users
             from auth.users where id = $1`,
          [DEMO.id],
        )
        expect(row).toEqual({
          instance_id: GOTRUE_INSTANCE,
          confirmation_token: '',
          recovery_token: '',
          email_change_token_new: '',
          email_change: '',
          users: 1,
        })
        await signIn(second)
      } finally {
        await second.close()
      }
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      await database?.drop()
    }
  })
})
