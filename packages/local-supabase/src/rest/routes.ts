// /rest/v1/<table>: PostgREST's table endpoint. Each request is one transaction
// run as the caller's role with the caller's claims, so Postgres's grants and
// RLS policies decide what it may see and change, exactly as with PostgREST.
import type { JwtKeys } from '../auth/jwt'
import type { DatabaseEngine, SqlExecutor } from '../db/engine'
import { BodyTooLargeError, parseJson, readBody } from '../http/body'
import { headerValue, type RequestContext } from '../http/request-context'
import { sendEmpty, sendJson, sendText } from '../http/respond'
import { RestError, restErrors, toRestError } from './errors'
import { parsePreferences, wantsSingleObject, type Preferences } from './prefer'
import { parseQuery, type ParsedQuery } from './query-params'
import { resolveRequestRole, type RequestRole } from './request-role'
import { apiTransaction } from './safeupdate'
import { handleRpc } from './rpc'
import type { TableInfo } from './schema-cache'
import { buildCount, buildDelete, buildInsert, buildSelect, buildUpdate, type Statement } from './sql-builder'

export interface RestRoutesDeps {
  db: DatabaseEngine
  keys: JwtKeys
  tables: () => Map<string, TableInfo>
}

type JsonRow = Record<string, unknown>

/** Supabase's default max_rows (supabase/config.toml [api]), PostgREST's db-max-rows. */
export const MAX_ROWS = 1000

async function readRows(ctx: RequestContext): Promise<JsonRow[] | JsonRow> {
  let body: unknown
  try {
    body = parseJson(await readBody(ctx.req))
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw restErrors.payloadTooLarge(error.limit)
    throw restErrors.invalidBody()
  }
  const isRow = (value: unknown): value is JsonRow => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (isRow(body)) return body
  if (Array.isArray(body) && body.every(isRow)) return body
  throw restErrors.invalidBody()
}

function checkProfile(ctx: RequestContext): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const profile = headerValue(ctx.req, header)
    if (profile !== undefined && profile !== 'public') throw restErrors.badSchema()
  }
}

interface Outcome {
  rows: number
  body?: string
  total?: number
}

/**
 * Hosted Supabase's per-role statement_timeout (supabase/postgres
 * migrations/db/init-scripts/00000000000000-initial-schema.sql: anon 3s,
 * authenticated 8s; service_role inherits authenticator's 8s from
 * 20221028101028_set_authenticator_timeout.sql). PostgREST applies the role's
 * settings inside each request's transaction, as set_config does here.
 */
export const STATEMENT_TIMEOUT_MS: Record<RequestRole['role'], number> = { anon: 3000, authenticated: 8000, service_role: 8000 }

async function runAs(db: DatabaseEngine, who: RequestRole, ctx: RequestContext, work: (tx: SqlExecutor) => Promise<Outcome>): Promise<Outcome> {
  const timeoutMs = STATEMENT_TIMEOUT_MS[who.role]
  return apiTransaction(db, async (tx) => {
    // The same settings PostgREST makes (auth.uid() and friends read them).
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('statement_timeout', $5, true)`,
      [who.role, JSON.stringify(who.claims), ctx.method, ctx.url.pathname, `${timeoutMs}ms`],
    )
    const started = performance.now()
    const outcome = await work(tx)
    // PGlite runs in this thread and has no timer to cancel a statement with, so
    // an overrun is detected afterwards: the work is rolled back and the client
    // gets the same error PostgreSQL's cancel would have produced.
    if (db.kind === 'pglite' && performance.now() - started > timeoutMs) throw restErrors.statementTimeout()
    return outcome
  })
}

async function runStatement(tx: SqlExecutor, statement: Statement, returning: boolean): Promise<Outcome> {
  const result = await tx.query<{ n: number; body: string }>(statement.sql, statement.params)
  if (!returning) return { rows: result.rowCount }
  const row = result.rows[0]!
  return { rows: Number(row.n), body: row.body }
}

function readRange(outcome: Outcome, offset: number): string {
  const total = outcome.total ?? '*'
  return outcome.rows > 0 ? `${offset}-${offset + outcome.rows - 1}/${total}` : `*/${total}`
}

/**
 * A write's Content-Range as PostgREST makes it (src/library/PostgREST/Response.hs
 * actionResponse, RangeQuery.hs contentRangeH): the rows the statement wrote, as counted by
 * Postgres (a row a before-row trigger skipped is not among them), shown after the slash
 * only when counted; an insert or a delete has no range ("*"), an update "0-<n-1>".
 */
function writeRange(method: string, rows: number, counted: boolean): string {
  const total = counted ? rows : undefined
  const from = method === 'PATCH' ? 0 : 1
  const to = method === 'PATCH' ? rows - 1 : 0
  const rangeString = total !== 0 && from <= to ? `${from}-${to}` : '*'
  return `${rangeString}/${total ?? '*'}`
}

export function createRestRoutes({ db, keys, tables }: RestRoutesDeps) {
  async function execute(ctx: RequestContext, table: TableInfo, query: ParsedQuery, prefer: Preferences, who: RequestRole): Promise<void> {
    const single = wantsSingleObject(ctx)
    const method = ctx.method
    const isRead = method === 'GET' || method === 'HEAD'
    const returning = isRead || prefer.returnRepresentation

    let statement: Statement | undefined
    // PostgREST's db-max-rows (hosted: [api] max_rows = 1000) caps what one read returns.
    if (isRead) statement = buildSelect(table, { ...query, limit: Math.min(query.limit ?? MAX_ROWS, MAX_ROWS) })
    else if (method === 'POST') {
      const body = await readRows(ctx)
      statement = buildInsert(table, query, Array.isArray(body) ? body : [body], { returning, onConflict: prefer.resolution })
    } else if (method === 'PATCH') {
      const body = await readRows(ctx)
      if (Array.isArray(body)) throw restErrors.invalidBody()
      if (query.filters.length === 0) throw restErrors.whereRequired('UPDATE')
      statement = buildUpdate(table, query, body, { returning })
    } else if (method === 'DELETE') {
      if (query.filters.length === 0) throw restErrors.whereRequired('DELETE')
      statement = buildDelete(table, query, { returning })
    } else throw restErrors.methodNotAllowed()

    const outcome = await runAs(db, who, ctx, async (tx) => {
      // An empty PATCH changes nothing, as in PostgREST.
      const result = statement ? await runStatement(tx, statement, returning) : { rows: 0, body: '[]' }
      // PostgREST rolls the whole request back when one object was asked for and the
      // statement did not produce exactly one row, a write's return=minimal included
      // (src/library/PostgREST/MainTx.hs failNotSingular runs for every mutation).
      if (single && result.rows !== 1) throw restErrors.notSingle(result.rows)
      if (isRead && prefer.countExact) {
        const count = buildCount(table, query)
        const total = await tx.query<{ n: number }>(count.sql, count.params)
        result.total = Number(total.rows[0]!.n)
      }
      return result
    })

    const range = isRead ? readRange(outcome, query.offset ?? 0) : writeRange(method, outcome.rows, prefer.countWrite)
    const headers: Record<string, string> = { 'Content-Range': range }
    // PostgREST's rangeStatusHeader: a counted read that returns only part of the rows is 206.
    const partial = isRead && outcome.total !== undefined && outcome.rows < outcome.total
    const status = method === 'POST' ? 201 : partial ? 206 : isRead || returning ? 200 : 204
    if (!returning || method === 'HEAD') return sendEmpty(ctx.res, status, headers)
    const body = single ? JSON.stringify((JSON.parse(outcome.body!) as unknown[])[0]) : outcome.body!
    const contentType = single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8'
    sendText(ctx.res, status, body, { ...headers, 'Content-Type': contentType })
  }

  return async function handleRest(ctx: RequestContext): Promise<void> {
    const rpcName = /^\/rpc\/([A-Za-z0-9_]+)\/?$/.exec(ctx.path)?.[1]
    if (rpcName) return handleRpc(ctx, rpcName, { db, keys })
    let who: RequestRole | undefined
    try {
      const match = /^\/([^/]+)\/?$/.exec(ctx.path)
      if (!match) throw restErrors.notFound()
      checkProfile(ctx)
      let name: string
      try {
        name = decodeURIComponent(match[1]!)
      } catch {
        throw restErrors.notFound()
      }
      const table = tables().get(name)
      if (!table) throw restErrors.unknownTable(name)
      who = await resolveRequestRole(ctx, keys)
      await execute(ctx, table, parseQuery(ctx.url.searchParams), parsePreferences(ctx), who)
    } catch (error) {
      const restError = toRestError(error, who?.role !== 'authenticated' && who?.role !== 'service_role')
      if (!restError) throw error
      if (restError instanceof RestError && restError.status === 401) {
        return sendJson(ctx.res, 401, restError.toBody(), { 'WWW-Authenticate': 'Bearer' })
      }
      sendJson(ctx.res, restError.status, restError.toBody())
    }
  }
}
