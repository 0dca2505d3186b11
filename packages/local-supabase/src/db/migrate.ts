import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectDir } from '../project-dir'
import type { DatabaseEngine } from './engine'

const here = fileURLToPath(new URL('.', import.meta.url))
export const AUTH_BOOTSTRAP_FILE = join(here, '..', 'sql', 'auth-bootstrap.sql')
export const MIGRATIONS_DIR = join(projectDir(), 'supabase', 'migrations')
export const SEED_FILE = join(projectDir(), 'supabase', 'seed.sql')

// The name part is restricted so it can be written into SQL as a plain literal.
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/

export interface Migration {
  version: string
  name: string
  sql: string
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry) => entry.match)
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, match }) => ({
      version: match![1]!,
      name: match![2]!,
      sql: readFileSync(join(dir, file), 'utf8'),
    }))
}

/**
 * Creates the auth schema hosted Supabase provides, then applies each migration
 * not yet recorded in supabase_migrations.schema_migrations, each in its own
 * transaction together with its bookkeeping row. Returns the versions applied.
 */
export async function migrate(db: DatabaseEngine, dir = MIGRATIONS_DIR): Promise<string[]> {
  await bootstrapAuth(db)
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  const applied = new Set(done.rows.map((row) => row.version))
  const newlyApplied: string[] = []
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.version)) continue
    // The file and its bookkeeping row commit together or not at all, so a
    // failed migration leaves nothing behind and is retried at the next start.
    const record = `insert into supabase_migrations.schema_migrations (version, name) values ('${migration.version}', '${migration.name}');`
    await db.exec(`begin;\n${migration.sql}\n;\n${record}\ncommit;`).catch((error: unknown) => {
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`)
    })
    await db.query('update supabase_migrations.schema_migrations set statements = $2 where version = $1', [migration.version, [migration.sql]])
    newlyApplied.push(migration.version)
  }
  return newlyApplied
}

/**
 * The bootstrap creates and alters roles, which belong to the whole PostgreSQL cluster,
 * not to one database. Several databases of one cluster starting together (the test
 * suite does this) can collide on the same role rows: "tuple concurrently updated"
 * (XX000) or a duplicate role (23505). The script is idempotent, so it is run again.
 */
async function bootstrapAuth(db: DatabaseEngine, attempts = 5): Promise<void> {
  const script = readFileSync(AUTH_BOOTSTRAP_FILE, 'utf8')
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.exec(script)
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string }
      const roleRace = code === '23505' || (code === 'XX000' && /concurrently updated/.test(message ?? ''))
      if (!roleRace || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

/** supabase/seed.sql is written to be re-runnable, so it can run at every start. */
export async function seed(db: DatabaseEngine, file = SEED_FILE): Promise<void> {
  await db.exec(readFileSync(file, 'utf8'))
}
