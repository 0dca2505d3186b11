import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { DatabaseEngine, DbNotice, QueryResult, SqlExecutor } from './engine'
import { SerialQueue } from './serial-queue'

/** In-process Postgres (WASM). No dataDir means in memory, gone at close. */
export async function openPgliteEngine(dataDir?: string): Promise<DatabaseEngine> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  const queue = new SerialQueue()

  // Only used while the queue is held, so it must not queue again.
  const directWith = (onNotice?: (notice: DbNotice) => void): SqlExecutor => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await db.query<Row>(sql, params, onNotice ? { onNotice } : undefined)
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
  })
  const direct = directWith()

  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (script) =>
      queue.run(async () => {
        try {
          await db.exec(script)
        } catch (error) {
          // A script that failed inside its own BEGIN leaves the single connection aborted.
          await db.exec('rollback').catch(() => undefined)
          throw error
        }
      }),
    transaction: (fn, options) =>
      queue.run(async () => {
        await db.query('begin')
        try {
          const value = await fn(options?.onNotice ? directWith(options.onNotice) : direct)
          await db.query('commit')
          return value
        } catch (error) {
          await db.query('rollback')
          throw error
        }
      }),
    close: () => queue.run(() => db.close()),
  }
}
