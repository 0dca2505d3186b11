// The PostgREST query-string subset the site (and supabase-js in general) uses:
// select, horizontal filters, order, limit/offset, columns, on_conflict.
// Parsing only; every name is checked against the table in sql-builder.ts.
import { restErrors } from './errors'

export interface SelectItem {
  column: string
  alias?: string
}

export type FilterOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in'

export interface Filter {
  column: string
  negated: boolean
  operator: FilterOperator
  /** One value, or the list for `in`. */
  value: string | string[]
}

export interface OrderTerm {
  column: string
  descending: boolean
  nulls?: 'first' | 'last'
}

export interface ParsedQuery {
  /** undefined means `*`. */
  select?: SelectItem[]
  filters: Filter[]
  order: OrderTerm[]
  limit?: number
  offset?: number
  columns?: string[]
  onConflict?: string[]
}

const OPERATORS: readonly FilterOperator[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in']
// apikey may travel in the URL (Kong accepts it there); it is never a filter.
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey'])
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const MAX_IN_LIST = 1000

function identifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name)) throw restErrors.parse(what, `"${name}" is not a column name`)
  return name
}

export function parseSelect(raw: string | null): SelectItem[] | undefined {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return undefined
  return raw.split(',').map((part) => {
    const item = part.trim()
    if (item === '*') throw restErrors.parse('select', 'mixing * with columns is not supported by the local backend')
    const [first, second, ...rest] = item.split(':')
    if (rest.length > 0 || item.includes('(') || item.includes('::')) {
      throw restErrors.parse('select', `"${item}": casts and embedded resources are not supported by the local backend`)
    }
    return second === undefined ? { column: identifier(first!, 'select') } : { alias: identifier(first!, 'select'), column: identifier(second, 'select') }
  })
}

/** `(a,b,"c,d")` -> ['a', 'b', 'c,d'] */
function parseList(raw: string, column: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw restErrors.parse(`filter (${column})`, 'in. expects a list in parentheses')
  const body = raw.slice(1, -1)
  const values: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!
    if (quoted && char === '\\' && i + 1 < body.length) current += body[++i]
    else if (char === '"') quoted = !quoted
    else if (char === ',' && !quoted) {
      values.push(current)
      current = ''
    } else current += char
  }
  if (quoted) throw restErrors.parse(`filter (${column})`, 'unterminated quote in list')
  if (body.length > 0) values.push(current)
  if (values.length > MAX_IN_LIST) throw restErrors.parse(`filter (${column})`, `at most ${MAX_IN_LIST} values`)
  return values
}

function parseFilter(column: string, raw: string): Filter {
  let rest = raw
  let negated = false
  if (rest.startsWith('not.')) {
    negated = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const operator = (dot === -1 ? rest : rest.slice(0, dot)) as FilterOperator
  if (dot === -1 || !OPERATORS.includes(operator)) throw restErrors.parse(`filter (${raw})`, `unknown operator in "${raw}"`)
  const value = rest.slice(dot + 1)
  if (operator === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw restErrors.parse(`filter (${raw})`, 'is. accepts null, not_null, true, false or unknown')
  }
  return { column: identifier(column, `filter (${column})`), negated, operator, value: operator === 'in' ? parseList(value, column) : value }
}

function parseOrder(raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.')
    const order: OrderTerm = { column: identifier(column ?? '', 'order'), descending: false }
    for (const modifier of modifiers) {
      if (modifier === 'desc') order.descending = true
      else if (modifier === 'asc') order.descending = false
      else if (modifier === 'nullsfirst') order.nulls = 'first'
      else if (modifier === 'nullslast') order.nulls = 'last'
      else throw restErrors.parse('order', `unknown modifier "${modifier}"`)
    }
    return order
  })
}

function parseCount(raw: string | null, what: string): number | undefined {
  if (raw === null) return undefined
  if (!/^\d{1,9}$/.test(raw)) throw restErrors.parse(what, `"${raw}" is not a non-negative integer`)
  return Number(raw)
}

function parseNameList(raw: string | null, what: string): string[] | undefined {
  if (raw === null) return undefined
  return raw.split(',').map((name) => identifier(name.trim().replace(/^"(.*)"$/, '$1'), what))
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const filters: Filter[] = []
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue
    if (key === 'or' || key === 'and' || key.includes('.')) {
      throw restErrors.parse(`filter (${key})`, 'logical and embedded filters are not supported by the local backend')
    }
    filters.push(parseFilter(key, value))
  }
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: params.get('order') ? parseOrder(params.get('order')!) : [],
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
    columns: parseNameList(params.get('columns'), 'columns'),
    onConflict: parseNameList(params.get('on_conflict'), 'on_conflict'),
  }
}
