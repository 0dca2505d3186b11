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
import { handleRpc } from './rpc'
import type { TableInfo } from './schema-cache'
import { buildCount, buildDelete, buildInsert, buildSelect, buildUpdate, type Statement } from './sql-builder'

export interface RestRoutesDeps {
  db: DatabaseEngine
  keys: JwtKeys
  tables: () => Map<string, TableInfo>
}

type JsonRow = Record<string, unknown>

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

async function runAs(db: DatabaseEngine, who: RequestRole, ctx: RequestContext, work: (tx: SqlExecutor) => Promise<Outcome>): Promise<Outcome> {
  return db.transaction(async (tx) => {
    // The same settings PostgREST makes (auth.uid() and friends read them), plus a
    // statement timeout so no request can hold the database indefinitely.
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('statement_timeout', '8s', true)`,
      [who.role, JSON.stringify(who.claims), ctx.method, ctx.url.pathname],
    )
    return work(tx)
  })
}

async function runStatement(tx: SqlExecutor, statement: Statement, returning: boolean): Promise<Outcome> {
  const result = await tx.query<{ n: number; body: string }>(statement.sql, statement.params)
  if (!returning) return { rows: result.rowCount }
  const row = result.rows[0]!
  return { rows: Number(row.n), body: row.body }
}

export function createRestRoutes({ db, keys, tables }: RestRoutesDeps) {
  async function execute(ctx: RequestContext, table: TableInfo, query: ParsedQuery, prefer: Preferences, who: RequestRole): Promise<void> {
    const single = wantsSingleObject(ctx)
    const method = ctx.method
    const isRead = method === 'GET' || method === 'HEAD'
    const returning = isRead || prefer.returnRepresentation

    let statement: Statement | undefined
    if (isRead) statement = buildSelect(table, query)
    else if (method === 'POST') {
      const body = await readRows(ctx)
      statement = buildInsert(table, query, Array.isArray(body) ? body : [body], { returning, onConflict: prefer.resolution })
    } else if (method === 'PATCH') {
      const body = await readRows(ctx)
      if (Array.isArray(body)) throw restErrors.invalidBody()
      statement = buildUpdate(table, query, body, { returning })
    } else if (method === 'DELETE') statement = buildDelete(table, query, { returning })
    else throw restErrors.methodNotAllowed()

    const outcome = await runAs(db, who, ctx, async (tx) => {
      // An empty PATCH changes nothing, as in PostgREST.
      const result = statement ? await runStatement(tx, statement, returning) : { rows: 0, body: '[]' }
      // PostgREST rolls the whole request back when one object was asked for
      // and the statement did not produce exactly one row.
      if (single && returning && result.rows !== 1) throw restErrors.notSingle(result.rows)
      if (isRead && prefer.countExact) {
        const count = buildCount(table, query)
        const total = await tx.query<{ n: number }>(count.sql, count.params)
        result.total = Number(total.rows[0]!.n)
      }
      return result
    })

    const total = outcome.total ?? '*'
    const offset = query.offset ?? 0
    const range = isRead && outcome.rows > 0 ? `${offset}-${offset + outcome.rows - 1}/${total}` : `*/${total}`
    const headers: Record<string, string> = { 'Content-Range': range }
    const status = method === 'POST' ? 201 : isRead || returning ? 200 : 204
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
