// The owner-outbox schedule (supabase/migrations/20261123110600_owner_outbox_schedule.sql) on
// PostgreSQL 15 with Debian's pg_cron installed: the migrations apply where the module is not
// preloaded, or is kept in another database, and where pg_cron and pg_net are preloaded as on
// hosted Supabase (supabase/postgres ansible/files/postgresql_config/postgresql.conf.j2) they
// schedule notify-owner every minute.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from 'local-supabase/db/migrate'
import { openPostgresEngine } from 'local-supabase/db/postgres-engine'
import { startTempPostgres, type TempPostgres } from 'local-supabase/temp-postgres'
import { postgresWithCron, type PostgresWithCron } from './support/postgres-with-cron'

async function migrateDatabase(clusterUrl: string, name: string): Promise<string> {
  const url = new URL(clusterUrl)
  if (name !== 'postgres') {
    const admin = new pg.Client({ connectionString: clusterUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    url.pathname = `/${name}`
  }
  const db = await openPostgresEngine(url.toString())
  try {
    await migrate(db)
  } finally {
    await db.close()
  }
  return url.toString()
}

async function select<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows as Row[]
  } finally {
    await client.end()
  }
}

describe('the owner-outbox schedule with pg_cron installed', () => {
  let copy: PostgresWithCron | string
  const clusters: TempPostgres[] = []
  const start = async (settings?: Record<string, string>) => {
    const cluster = await startTempPostgres({ binDir: (copy as PostgresWithCron).binDir, settings })
    clusters.push(cluster)
    return cluster
  }

  beforeAll(() => {
    copy = postgresWithCron({ withPgNetStandIn: true })
    if (typeof copy === 'string') console.warn(`[pg-cron-migration] skipped: ${copy}`)
  })
  afterAll(async () => {
    for (const cluster of clusters) await cluster.stop()
    if (typeof copy !== 'string') copy?.remove()
  })

  it('not preloaded: the migrations apply and create neither extension', async (context) => {
    if (typeof copy === 'string') return context.skip(copy)
    const cluster = await start()
    const url = await migrateDatabase(cluster.url, 'plain')
    const rows = await select<{ name: string; installed: boolean }>(
      url,
      `select name, installed_version is not null as installed from pg_available_extensions where name in ('pg_cron', 'pg_net') order by name`,
    )
    expect(rows).toEqual([
      { name: 'pg_cron', installed: false },
      { name: 'pg_net', installed: false },
    ])
  })

  it('preloaded as on hosted: the job is scheduled in the database pg_cron keeps, and another database migrates without it', async (context) => {
    if (typeof copy === 'string') return context.skip(copy)
    const cluster = await start({ shared_preload_libraries: 'pg_cron,pg_net', 'cron.database_name': 'postgres' })

    const other = await migrateDatabase(cluster.url, 'other')
    expect(await select(other, `select extname from pg_extension where extname in ('pg_cron', 'pg_net')`)).toEqual([])

    const home = await migrateDatabase(cluster.url, 'postgres')
    expect(await select(home, `select extname from pg_extension where extname in ('pg_cron', 'pg_net') order by 1`)).toEqual([{ extname: 'pg_cron' }, { extname: 'pg_net' }])
    const jobs = await select<{ jobname: string; schedule: string; command: string }>(home, 'select jobname, schedule, command from cron.job')
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ jobname: 'notify-owner-every-minute', schedule: '* * * * *' })
    expect(jobs[0]!.command).toContain('/functions/v1/notify-owner')
  })
})
