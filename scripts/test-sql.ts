// `npm test -- sql`: the pgTAP files in supabase/tests, run by pg_prove exactly as
// `supabase test db` runs them (https://github.com/supabase/cli/blob/develop/internal/db/test/test.go:
// pgtap created in the extensions schema, `pg_prove --ext .pg --ext .sql -r`), on a
// throw-away PostgreSQL cluster built the way the local backend builds its database
// (packages/local-supabase/src/sql/auth-bootstrap.sql, then supabase/migrations). Twice: on an empty
// database, and after supabase/seed.sql, as `supabase db reset` leaves it.
//
//   npx tsx scripts/test-sql.ts                      every file in supabase/tests
//   npx tsx scripts/test-sql.ts supabase/tests/x.sql  only these files
//
// pg_prove and pgTAP come from Debian (postgresql-<major>-pgtap), installed with
// apt-get when missing. Exits non-zero when any assertion or file fails.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startTempPostgres } from 'local-supabase/temp-postgres'
import { migrate, seed } from 'local-supabase/db/migrate'
import { openPostgresEngine } from 'local-supabase/db/postgres-engine'

const root = fileURLToPath(new URL('..', import.meta.url))
const testPaths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [join(root, 'supabase', 'tests')]

function hasPgtap(majorVersion: string): boolean {
  return existsSync('/usr/bin/pg_prove') && existsSync(`/usr/share/postgresql/${majorVersion}/extension/pgtap.control`)
}

function installPgtap(majorVersion: string): void {
  console.log(`[test-sql] pgTAP or pg_prove missing; installing postgresql-${majorVersion}-pgtap with apt-get`)
  const asRoot = process.getuid?.() === 0
  const apt = (args: string[]) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  // Waits for another apt-get (the backend tests installing PostgreSQL) instead of failing.
  apt(['-o', 'DPkg::Lock::Timeout=600', 'update'])
  apt(['-o', 'DPkg::Lock::Timeout=600', 'install', '-y', `postgresql-${majorVersion}-pgtap`])
}

/** A new database with the project's schema (and the seed), ready for pgTAP. */
async function prepareDatabase(adminUrl: string, name: string, withSeed: boolean): Promise<URL> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await openPostgresEngine(url.toString())
  try {
    await migrate(db)
    if (withSeed) await seed(db)
    await db.exec(`
      create extension if not exists pgtap with schema extensions;
      -- Hosted Supabase's postgres role has extensions on its path, so tests call pgTAP
      -- unqualified (https://github.com/supabase/postgres/blob/develop/migrations/db/init-scripts/00000000000003-post-setup.sql).
      alter database ${name} set search_path to "$user", public, extensions;
    `)
  } finally {
    await db.close()
  }
  return url
}

function runPgProve(url: URL, label: string): boolean {
  console.log(`\n[test-sql] pg_prove on the ${label} database`)
  const result = spawnSync('pg_prove', ['--ext', '.pg', '--ext', '.sql', '-r', ...testPaths], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PGHOST: url.hostname,
      PGPORT: url.port,
      PGUSER: decodeURIComponent(url.username),
      PGDATABASE: url.pathname.slice(1),
    },
  })
  if (result.error) throw result.error
  return result.status === 0
}

async function main(): Promise<number> {
  const postgres = await startTempPostgres()
  try {
    if (!hasPgtap(postgres.majorVersion)) installPgtap(postgres.majorVersion)
    const unseeded = await prepareDatabase(postgres.url, 'pgtap_unseeded', false)
    const seeded = await prepareDatabase(postgres.url, 'pgtap_seeded', true)
    const results = [runPgProve(unseeded, 'unseeded'), runPgProve(seeded, 'seeded (supabase/seed.sql)')]
    return results.every(Boolean) ? 0 : 1
  } finally {
    await postgres.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[test-sql]', error)
    process.exit(1)
  },
)
