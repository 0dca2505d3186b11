// Turns a parsed request into one parameterised statement. Values only ever
// travel as $n parameters; identifiers only after a lookup in the table's real
// columns, then quoted. The result is always built as JSON text by Postgres
// itself, so types (numeric, date, arrays) serialise exactly as PostgREST's do.
import { restErrors } from './errors'
import type { Filter, ParsedQuery, SelectItem } from './query-params'
import { quoteIdent, type TableInfo } from './schema-cache'

export interface Statement {
  sql: string
  params: unknown[]
}

const ALIAS = 'pgrst_t'

class Builder {
  readonly params: unknown[] = []

  constructor(readonly table: TableInfo) {}

  get qualifiedTable(): string {
    return `public.${quoteIdent(this.table.name)}`
  }

  column(name: string): string {
    if (!this.table.columns.has(name)) throw restErrors.unknownColumn(name, this.table.name)
    return quoteIdent(name)
  }

  param(value: unknown): string {
    this.params.push(value)
    return `$${this.params.length}`
  }

  selectList(select: SelectItem[] | undefined, qualifier = `${ALIAS}.`): string {
    if (!select) return `${qualifier}*`
    return select.map((item) => `${qualifier}${this.column(item.column)} as ${quoteIdent(item.alias ?? item.column)}`).join(', ')
  }

  condition(filter: Filter): string {
    const column = `${ALIAS}.${this.column(filter.column)}`
    let expression: string
    switch (filter.operator) {
      case 'is': {
        const value = (filter.value as string).toLowerCase()
        expression = value === 'not_null' ? `${column} is not null` : `${column} is ${value}`
        break
      }
      case 'in': {
        const values = filter.value as string[]
        expression = values.length === 0 ? 'false' : `${column} in (${values.map((value) => this.param(value)).join(', ')})`
        break
      }
      case 'like':
      case 'ilike':
        // PostgREST lets URLs use * for SQL's %.
        expression = `${column}::text ${filter.operator} ${this.param((filter.value as string).replaceAll('*', '%'))}`
        break
      default: {
        const sqlOperator = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[filter.operator]
        expression = `${column} ${sqlOperator} ${this.param(filter.value)}`
      }
    }
    return filter.negated ? `not (${expression})` : expression
  }

  where(filters: Filter[]): string {
    return filters.length === 0 ? '' : ` where ${filters.map((filter) => this.condition(filter)).join(' and ')}`
  }

  /** One row (n, body): the number of rows and the rows as JSON array text. */
  aggregate(source: string, select: SelectItem[] | undefined): string {
    return `select count(*)::int as n, coalesce(json_agg(pgrst_row), '[]')::text as body
      from (select ${this.selectList(select, 'pgrst_source.')} from (${source}) pgrst_source) pgrst_row`
  }

  /** The same for a write: data-modifying CTEs must sit at the top level. */
  aggregateWrite(write: string): string {
    return `with pgrst_w as (${write}) select count(*)::int as n, coalesce(json_agg(pgrst_w), '[]')::text as body from pgrst_w`
  }

  returning(query: ParsedQuery, options: WriteOptions): string {
    // RETURNING makes Postgres apply SELECT policies to the written rows, so it is
    // only added when the client asked for the rows back (return=representation).
    return options.returning ? ` returning ${this.selectList(query.select)}` : ''
  }

  finish(sql: string, options: WriteOptions): Statement {
    return { sql: options.returning ? this.aggregateWrite(sql) : sql, params: this.params }
  }
}

export function buildSelect(table: TableInfo, query: ParsedQuery): Statement {
  const b = new Builder(table)
  const order = query.order.length
    ? ` order by ${query.order.map((term) => `${ALIAS}.${b.column(term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`).join(', ')}`
    : ''
  const where = b.where(query.filters)
  const limit = query.limit !== undefined ? ` limit ${b.param(query.limit)}` : ''
  const offset = query.offset !== undefined ? ` offset ${b.param(query.offset)}` : ''
  const source = `select ${ALIAS}.* from ${b.qualifiedTable} ${ALIAS}${where}${order}${limit}${offset}`
  return { sql: b.aggregate(source, query.select), params: b.params }
}

/** Exact count for Prefer: count=exact, same filters, no paging. */
export function buildCount(table: TableInfo, query: ParsedQuery): Statement {
  const b = new Builder(table)
  return { sql: `select count(*)::int as n from ${b.qualifiedTable} ${ALIAS}${b.where(query.filters)}`, params: b.params }
}

export interface WriteOptions {
  returning: boolean
}

function bodyColumns(b: Builder, rows: Record<string, unknown>[], explicit: string[] | undefined): string[] {
  const names = explicit ?? [...new Set(rows.flatMap((row) => Object.keys(row)))]
  for (const name of names) {
    if (!b.table.columns.has(name)) throw restErrors.unknownColumnInBody(name, b.table.name)
  }
  return names
}

export function buildInsert(table: TableInfo, query: ParsedQuery, rows: Record<string, unknown>[], options: WriteOptions & { onConflict?: 'merge' | 'ignore' }): Statement {
  const b = new Builder(table)
  const columns = bodyColumns(b, rows, query.columns)
  const quoted = columns.map(quoteIdent).join(', ')
  const json = b.param(JSON.stringify(rows))
  // With no columns at all every row is all defaults; a SELECT with no
  // expressions inserts exactly that, one row per body element.
  let sql =
    columns.length === 0
      ? `insert into ${b.qualifiedTable} as ${ALIAS} select from json_array_elements(${json}::json)`
      : `insert into ${b.qualifiedTable} as ${ALIAS} (${quoted}) select ${quoted} from json_populate_recordset(null::${b.qualifiedTable}, ${json}::json)`
  if (options.onConflict) {
    const conflictColumns = query.onConflict ?? []
    const target = conflictColumns.map((name) => b.column(name))
    if (target.length === 0) throw restErrors.parse('on_conflict', 'upserts need on_conflict=<columns> in the local backend')
    const updates = columns.filter((name) => !conflictColumns.includes(name))
    sql +=
      options.onConflict === 'ignore' || updates.length === 0
        ? ` on conflict (${target.join(', ')}) do nothing`
        : ` on conflict (${target.join(', ')}) do update set ${updates.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`).join(', ')}`
  }
  return b.finish(sql + b.returning(query, options), options)
}

export function buildUpdate(table: TableInfo, query: ParsedQuery, changes: Record<string, unknown>, options: WriteOptions): Statement | undefined {
  const b = new Builder(table)
  const columns = bodyColumns(b, [changes], undefined)
  if (columns.length === 0) return undefined
  const json = b.param(JSON.stringify(changes))
  const assignments = columns.map((name) => `${quoteIdent(name)} = pgrst_body.${quoteIdent(name)}`).join(', ')
  const sql = `update ${b.qualifiedTable} as ${ALIAS} set ${assignments} from json_populate_record(null::${b.qualifiedTable}, ${json}::json) as pgrst_body` + b.where(query.filters)
  return b.finish(sql + b.returning(query, options), options)
}

export function buildDelete(table: TableInfo, query: ParsedQuery, options: WriteOptions): Statement {
  const b = new Builder(table)
  const sql = `delete from ${b.qualifiedTable} as ${ALIAS}${b.where(query.filters)}`
  return b.finish(sql + b.returning(query, options), options)
}
