// Runs supabase/tests/*.test.sql on the temporary PostgreSQL 15: each file is a
// self-checking script inside BEGIN ... ROLLBACK that raises on a failed assertion.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseEngine } from '../../backend/db/engine'
import { SEED_FILE, migrate } from '../../backend/db/migrate'
import { openPostgresEngine } from '../../backend/db/postgres-engine'
import { createDatabase, startTestBackend } from './helpers/backends'
import { createTestClient } from './helpers/clients'

const SQL_TESTS_DIR = join(import.meta.dirname, '..', '..', 'supabase', 'tests')
const files = readdirSync(SQL_TESTS_DIR).filter((file) => file.endsWith('.test.sql')).sort()

describe('supabase/tests on PostgreSQL 15', () => {
  let db: DatabaseEngine
  let drop: () => Promise<void>

  beforeAll(async () => {
    const database = await createDatabase()
    drop = database.drop
    db = await openPostgresEngine(database.url)
    await migrate(db)
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
  })

  it('finds the SQL tests', () => {
    expect(files.length).toBeGreaterThanOrEqual(4)
  })

  for (const file of files) {
    it(file, async () => {
      await db.exec(readFileSync(join(SQL_TESTS_DIR, file), 'utf8'))
      // The file rolled itself back.
      expect((await db.query('select count(*)::int as n from auth.users')).rows[0]).toEqual({ n: 0 })
    })
  }
})

describe('supabase/seed.sql', () => {
  it('loads the demo account, runs again without error, and the account can sign in', async () => {
    const backend = await startTestBackend('postgres', { seed: true })
    try {
      // Same file a second time: every insert must tolerate the existing rows.
      await backend.query(readFileSync(SEED_FILE, 'utf8'))
      const client = createTestClient(backend)
      const { data, error } = await client.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo password 123' })
      expect(error).toBeNull()
      expect(data.user?.user_metadata.full_name).toBe('Demo Driver')
      const vehicles = await client.from('vehicles').select('nickname').order('nickname')
      expect(vehicles.data).toEqual([{ nickname: 'Daily driver' }, { nickname: 'Family hauler' }])
      const history = await client.from('service_history').select('amount').order('service_date')
      expect(history.data).toEqual([{ amount: 139 }, { amount: 349 }, { amount: 418 }])
    } finally {
      await backend.close()
    }
  })
})
