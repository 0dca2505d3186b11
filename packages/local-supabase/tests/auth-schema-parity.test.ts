// auth.users, the API roles and the auth helpers as hosted Supabase has them, on both
// engines; and the seeded demo user as a row real GoTrue can sign in, which signs in
// through the local backend too. The expected shape is read off GoTrue's migrations
// (cited per column) and supabase/postgres's init scripts; decision 095 lists why the
// local schema may differ only where LOCAL_ONLY_* says.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseEngine } from '../src/db/engine'
import { migrate, seed } from '../src/db/migrate'
import { openPgliteEngine } from '../src/db/pglite-engine'
import { openPostgresEngine } from '../src/db/postgres-engine'
import { startBackend, type RunningBackend } from '../src/server'
import { ENGINES, GENEROUS_LIMITS, SITE_URL, createDatabase, type EngineName } from '../src/testing/engines'
import { createTestClient } from '../src/testing/clients'

const GOTRUE = 'https://github.com/supabase/auth/blob/master/migrations'
const INIT = `${GOTRUE}/00_init_auth_schema.up.sql`
const ALTER_USERS = `${GOTRUE}/20210710035447_alter_users.up.sql`
const CONFIRMED_AT = `${GOTRUE}/20210722035447_adds_confirmed_at.up.sql`
const EMAIL_CHANGE = `${GOTRUE}/20210730183235_add_email_change_confirmed.up.sql`
const BANNED_UNTIL = `${GOTRUE}/20220114185340_add_banned_until.up.sql`
const REAUTH = `${GOTRUE}/20220323170000_add_user_reauthentication.up.sql`
const TOKEN_INDEXES = `${GOTRUE}/20220429102000_add_unique_idx.up.sql`
const SSO_EMAIL = `${GOTRUE}/20221215195500_modify_users_email_unique_index.up.sql`
const PHONE_TEXT = `${GOTRUE}/20230116124310_alter_phone_type.up.sql`
const DELETED_AT = `${GOTRUE}/20230116124412_add_deleted_at.up.sql`
const ANONYMOUS = `${GOTRUE}/20240214120130_add_is_anonymous_column.up.sql`
const AUTH_FUNCTIONS = `${GOTRUE}/20220224000811_update_auth_functions.up.sql`
const AUTH_JWT = `${GOTRUE}/20220531120530_add_auth_jwt_function.up.sql`
const API_ROLES = 'https://github.com/supabase/postgres/blob/develop/migrations/db/init-scripts/00000000000000-initial-schema.sql'
const ROLES_INHERIT = 'https://github.com/supabase/postgres/blob/develop/migrations/db/migrations/20230529180330_alter_api_roles_for_inherit.sql'
/** The Go struct GoTrue reads a user row into. */
const USER_MODEL = 'https://github.com/supabase/auth/blob/master/internal/models/user.go'

interface Column {
  type: string
  notNull: boolean
  /** The default with casts removed (`''::character varying` is `''`); null when none. */
  default: string | null
  generated?: string
  source: string
}

const VARCHAR = 'character varying(255)'
const TIMESTAMPTZ = 'timestamp with time zone'
const nullable = (type: string, source: string, defaultValue: string | null = null): Column => ({
  type,
  notNull: false,
  default: defaultValue,
  source,
})

const HOSTED_USERS: Record<string, Column> = {
  instance_id: nullable('uuid', INIT),
  id: { type: 'uuid', notNull: true, default: null, source: INIT },
  aud: nullable(VARCHAR, INIT),
  role: nullable(VARCHAR, INIT),
  email: nullable(VARCHAR, INIT),
  encrypted_password: nullable(VARCHAR, INIT),
  email_confirmed_at: nullable(TIMESTAMPTZ, ALTER_USERS),
  invited_at: nullable(TIMESTAMPTZ, INIT),
  confirmation_token: nullable(VARCHAR, INIT),
  confirmation_sent_at: nullable(TIMESTAMPTZ, INIT),
  recovery_token: nullable(VARCHAR, INIT),
  recovery_sent_at: nullable(TIMESTAMPTZ, INIT),
  email_change_token_new: nullable(VARCHAR, EMAIL_CHANGE),
  email_change: nullable(VARCHAR, INIT),
  email_change_sent_at: nullable(TIMESTAMPTZ, INIT),
  last_sign_in_at: nullable(TIMESTAMPTZ, INIT),
  raw_app_meta_data: nullable('jsonb', INIT),
  raw_user_meta_data: nullable('jsonb', INIT),
  is_super_admin: nullable('boolean', INIT),
  created_at: nullable(TIMESTAMPTZ, INIT),
  updated_at: nullable(TIMESTAMPTZ, INIT),
  phone: nullable('text', PHONE_TEXT),
  phone_confirmed_at: nullable(TIMESTAMPTZ, ALTER_USERS),
  phone_change: nullable('text', PHONE_TEXT, "''"),
  phone_change_token: nullable(VARCHAR, ALTER_USERS, "''"),
  phone_change_sent_at: nullable(TIMESTAMPTZ, ALTER_USERS),
  confirmed_at: { ...nullable(TIMESTAMPTZ, CONFIRMED_AT), generated: 'LEAST(email_confirmed_at, phone_confirmed_at)' },
  email_change_token_current: nullable(VARCHAR, EMAIL_CHANGE, "''"),
  email_change_confirm_status: nullable('smallint', EMAIL_CHANGE, '0'),
  banned_until: nullable(TIMESTAMPTZ, BANNED_UNTIL),
  reauthentication_token: nullable(VARCHAR, REAUTH, "''"),
  reauthentication_sent_at: nullable(TIMESTAMPTZ, REAUTH),
  is_sso_user: { type: 'boolean', notNull: true, default: 'false', source: SSO_EMAIL },
  deleted_at: nullable(TIMESTAMPTZ, DELETED_AT),
  is_anonymous: { type: 'boolean', notNull: true, default: 'false', source: ANONYMOUS },
}

/**
 * Hosted has no default here because GoTrue always writes them; the local user store
 * (packages/local-supabase/src/auth/user-store.ts) does not yet, so the local schema supplies one.
 */
const LOCAL_ONLY_DEFAULTS: Record<string, string> = {
  aud: "'authenticated'",
  role: "'authenticated'",
  created_at: 'now()',
  updated_at: 'now()',
}
/** The local user store's own token hashes (hosted keeps them in confirmation_token / recovery_token). */
const LOCAL_ONLY_COLUMNS = ['confirmation_token_hash', 'recovery_token_hash']

/** Columns GoTrue's User model reads into non-nullable Go values: NULL there breaks sign-in. */
const GOTRUE_NON_NULL = ['instance_id', 'aud', 'role', 'confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change', 'created_at', 'updated_at']
const GOTRUE_INSTANCE = '00000000-0000-0000-0000-000000000000'

const DEMO = { id: '0d5e0000-0000-4000-8000-00000000de40', email: 'demo@example.com', password: 'demo password 123' }

const withoutCasts = (expression: string | null) => expression?.replace(/::[a-z ]+(\(\d+\))?/g, '') ?? null

/** A fresh, migrated database on the engine; drop() removes it. */
async function freshDatabase(engine: EngineName): Promise<{ db: DatabaseEngine; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPgliteEngine()
    await migrate(db)
    return { db, drop: () => db.close() }
  }
  const database = await createDatabase()
  const db = await openPostgresEngine(database.url)
  await migrate(db)
  return {
    db,
    async drop() {
      await db.close()
      await database.drop()
    },
  }
}

describe.each(ENGINES)('the auth schema as hosted Supabase has it, on %s', (engine) => {
  let db: DatabaseEngine
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await freshDatabase(engine))
  })
  afterAll(() => drop?.())

  it('auth.users has every hosted column with its type, nullability and default', async () => {
    const { rows } = await db.query<{ name: string; type: string; not_null: boolean; default: string | null; generated: string }>(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
              case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default,
              case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generated
         from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = 'auth.users'::regclass and a.attnum > 0 and not a.attisdropped`,
    )
    const local = new Map(rows.map((row) => [row.name, row]))
    for (const [name, hosted] of Object.entries(HOSTED_USERS)) {
      const column = local.get(name)
      expect(column, `auth.users.${name} (${hosted.source})`).toBeDefined()
      expect({ type: column!.type, notNull: column!.not_null }, `auth.users.${name} (${hosted.source})`).toEqual({
        type: hosted.type,
        notNull: hosted.notNull,
      })
      expect(withoutCasts(column!.default), `default of auth.users.${name} (${hosted.source})`).toBe(LOCAL_ONLY_DEFAULTS[name] ?? hosted.default)
      if (hosted.generated) expect(withoutCasts(column!.generated)?.replaceAll(/[()]/g, '')).toBe(hosted.generated.replaceAll(/[()]/g, ''))
    }
    const extra = [...local.keys()].filter((name) => !(name in HOSTED_USERS)).sort()
    expect(extra, 'columns hosted auth.users does not have').toEqual(LOCAL_ONLY_COLUMNS)
  })

  it('auth.users has the partial unique e-mail index and the token indexes GoTrue creates', async () => {
    const { rows } = await db.query<{ name: string; definition: string }>(`select indexname as name, indexdef as definition from pg_indexes where schemaname = 'auth' and tablename = 'users'`)
    const indexes = new Map(rows.map((row) => [row.name, row.definition]))
    // SSO_EMAIL: one account per address, except accounts that come from SSO.
    expect(indexes.get('users_email_partial_key')).toBe('CREATE UNIQUE INDEX users_email_partial_key ON auth.users USING btree (email) WHERE (is_sso_user = false)')
    // TOKEN_INDEXES: '' (no pending token) and numeric OTPs are exempt from uniqueness.
    for (const column of ['confirmation_token', 'recovery_token', 'email_change_token_current', 'email_change_token_new', 'reauthentication_token']) {
      expect(indexes.get(`${column}_idx`), `${column}_idx (${TOKEN_INDEXES})`).toBe(
        `CREATE UNIQUE INDEX ${column}_idx ON auth.users USING btree (${column}) WHERE ((${column})::text !~ '^[0-9 ]*$'::text)`,
      )
    }
    expect(indexes.get('users_instance_id_email_idx')).toBe('CREATE INDEX users_instance_id_email_idx ON auth.users USING btree (instance_id, lower((email)::text))')
    // The earlier local-only unique index on lower(email) is gone.
    expect(indexes.has('users_email_lower_key')).toBe(false)
  })

  it('two users may both have no pending token, but not the same one', async () => {
    const insert = (id: string, email: string, token: string) => db.query(`insert into auth.users (id, email, confirmation_token) values ($1, $2, $3)`, [id, email, token])
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

describe.each(ENGINES)('supabase/seed.sql on %s', (engine) => {
  it('fills every column GoTrue reads, even without the local-only defaults', async () => {
    const { db, drop } = await freshDatabase(engine)
    try {
      // Hosted has none of these defaults: the seed must not lean on them.
      await db.exec(
        Object.keys(LOCAL_ONLY_DEFAULTS)
          .map((column) => `alter table auth.users alter column ${column} drop default;`)
          .join('\n'),
      )
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
