import type { SqlExecutor } from '../db/engine'

export interface TableInfo {
  name: string
  /** Column name -> SQL type, in table order. */
  columns: Map<string, string>
}

/**
 * The tables and views of the public schema, read once after migrations. Every
 * identifier that reaches SQL is first looked up here, so a request can only
 * ever name a column that really exists.
 */
export async function loadSchemaCache(db: SqlExecutor): Promise<Map<string, TableInfo>> {
  const result = await db.query<{ table_name: string; column_name: string; column_type: string }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  )
  const tables = new Map<string, TableInfo>()
  for (const row of result.rows) {
    let table = tables.get(row.table_name)
    if (!table) {
      table = { name: row.table_name, columns: new Map() }
      tables.set(row.table_name, table)
    }
    table.columns.set(row.column_name, row.column_type)
  }
  return tables
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
