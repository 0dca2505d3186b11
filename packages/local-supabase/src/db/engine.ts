// One interface over both database engines, so nothing above this folder knows
// whether it talks to in-process PGlite or a PostgreSQL server.

export interface QueryResult<Row> {
  rows: Row[]
  rowCount: number
}

export interface SqlExecutor {
  /** One statement with $1..$n parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>
}

/** A message the server sent while a statement ran (NOTICE, LOG, ...), as both drivers hand it over. */
export interface DbNotice {
  severity?: string
  message?: string
  detail?: string
}

export interface TransactionOptions {
  /** Called with each message the server sends during the transaction, before the statement that caused it resolves. */
  onNotice?: (notice: DbNotice) => void
}

export interface DatabaseEngine extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres'
  /** A multi-statement script without parameters (bootstrap, migrations). */
  exec(script: string): Promise<void>
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T>
  close(): Promise<void>
}

/** Postgres errors from both drivers carry these fields. */
export interface PgErrorFields {
  code?: string
  message: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is Error & PgErrorFields {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as unknown as { code: string }).code)
}
