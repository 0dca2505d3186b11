import pg from 'pg'
import type { DatabaseEngine, QueryResult, SqlExecutor } from './engine'

// Postgres returns these as strings by default; the REST layer builds its JSON in
// SQL, so only the auth code sees raw values, and it wants JS numbers for counts.
pg.types.setTypeParser(20, (value) => Number(value)) // int8

/** A real PostgreSQL server reached through DATABASE_URL. */
export async function openPostgresEngine(connectionString: string): Promise<DatabaseEngine> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client whose server connection ends (a restart, pg_terminate_backend, a
  // dropped database) makes the pool emit 'error'; unhandled, that kills the process
  // (https://node-postgres.com/apis/pool#error). The pool discards that client and
  // the next query opens a new one, so logging is all that is needed.
  pool.on('error', (error) => {
    console.error(`[backend] idle PostgreSQL connection closed: ${error.message}`)
  })
  // Fail at start, not at the first request, when the URL is wrong.
  const probe = await pool.connect()
  probe.release()

  const wrap = (run: (sql: string, params?: unknown[]) => Promise<pg.QueryResult>): SqlExecutor => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const answer: pg.QueryResult | pg.QueryResult[] = await run(sql, params)
      // A parameterless multi-statement string yields one result per statement.
      const result = Array.isArray(answer) ? answer[answer.length - 1]! : answer
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length }
    },
  })

  return {
    kind: 'postgres',
    ...wrap((sql, params) => pool.query(sql, params)),
    async exec(script) {
      // One client for the whole script, so a failing script that opened a
      // transaction is rolled back on that same connection before it is reused.
      const client = await pool.connect()
      try {
        await client.query(script)
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async transaction(fn, options) {
      const client = await pool.connect()
      const onNotice = options?.onNotice
      if (onNotice) client.on('notice', onNotice)
      try {
        await client.query('begin')
        const value = await fn(wrap((sql, params) => client.query(sql, params)))
        await client.query('commit')
        return value
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        if (onNotice) client.off('notice', onNotice)
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
