// The configuration contract other code relies on, and the embedded engine
// keeping data and migration bookkeeping across restarts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_JWT_SECRET, DEFAULT_PORT, anonKeyFor, serviceRoleKeyFor } from '../src/config'
import { listMigrations } from '../src/db/migrate'
import { startBackend } from '../src/server'
import { createTestClient, uniqueEmail } from '../src/testing/clients'

// The Supabase CLI's published local demo keys.
const CLI_ANON_KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
const CLI_SERVICE_ROLE_KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

describe('config contract', () => {
  it('uses the Supabase CLI port and derives its demo keys from the default secret', async () => {
    expect(DEFAULT_PORT).toBe(54321)
    expect(await anonKeyFor(DEFAULT_JWT_SECRET)).toBe(CLI_ANON_KEY)
    expect(await serviceRoleKeyFor(DEFAULT_JWT_SECRET)).toBe(CLI_SERVICE_ROLE_KEY)
  })

  it('derives the same keys from the same secret, and other keys from another', async () => {
    const secret = 'another-secret-with-at-least-32-characters!!'
    expect(await anonKeyFor(secret)).toBe(await anonKeyFor(secret))
    expect(await anonKeyFor(secret)).not.toBe(CLI_ANON_KEY)
  })
})

describe('PGlite data folder', () => {
  it('keeps users across a restart and applies each migration once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backend-data-'))
    try {
      const email = uniqueEmail('persist')
      const first = await startBackend({ dataDir })
      const { error } = await createTestClient(first).auth.signUp({ email, password: 'long enough password' })
      expect(error).toBeNull()
      await first.close()

      const second = await startBackend({ dataDir })
      try {
        expect(await second.query('select email from auth.users where email = $1', [email])).toHaveLength(1)
        const applied = await second.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
        expect(applied.map((row) => row.version)).toEqual(listMigrations().map((migration) => migration.version))
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
    // Two PGlite starts on disk, the first including initdb: slow on a busy 2-core machine.
  }, 240_000)
})
