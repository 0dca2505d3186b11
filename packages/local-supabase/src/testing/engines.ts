// Starts a backend on either engine for a test file. On PostgreSQL each backend
// gets a fresh database in the shared cluster, so files never see each other's rows.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { startBackend, type BackendOptions, type RunningBackend } from '../server'

export type EngineName = 'pglite' | 'postgres'
export const ENGINES: EngineName[] = ['pglite', 'postgres']

export const SITE_URL = 'http://localhost:3000'

/** High enough that no test trips them unless it means to. */
export const GENEROUS_LIMITS = { signup: 10_000, recover: 10_000, token: 10_000, verify: 10_000 }

export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl')
  const name = `test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

export async function startTestBackend(engine: EngineName, options: BackendOptions = {}): Promise<RunningBackend> {
  // bcrypt cost 4: the tests exercise the flows, not the hash's strength, and CPU is scarce.
  const settings: BackendOptions = { siteUrl: SITE_URL, bcryptCost: 4, ...options, rateLimits: { ...GENEROUS_LIMITS, ...options.rateLimits } }
  if (engine === 'pglite') return startBackend(settings)
  const database = await createDatabase()
  const backend = await startBackend({ ...settings, databaseUrl: database.url }).catch(async (error: unknown) => {
    await database.drop()
    throw error
  })
  return {
    ...backend,
    async close() {
      await backend.close()
      await database.drop()
    },
  }
}
