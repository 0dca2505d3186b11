// /rest/v1/rpc/<function>: PostgREST's "functions as RPC"
// (https://docs.postgrest.org/en/stable/references/api/functions.html). The
// function is looked up in the catalog as PostgREST's schema cache does
// (src/library/PostgREST/SchemaCache.hs, funcsSqlQuery), called with named
// arguments through json_to_record (Query/QueryBuilder.hs, callPlanToQuery), as
// the request's role, and its result is shaped as in Query/SqlFragment.hs
// (asJsonF) and Response.hs: void -> 204 with no body, scalar -> the value,
// SETOF -> an array, a single composite -> an object.
import type { JwtKeys } from '../auth/jwt'
import type { DatabaseEngine, SqlExecutor } from '../db/engine'
import { BodyTooLargeError, parseJson, readBody } from '../http/body'
import type { RequestContext } from '../http/request-context'
import { sendEmpty, sendJson, sendText } from '../http/respond'
import { RestError, restErrors, toRestError } from './errors'
import { wantsSingleObject } from './prefer'
import { resolveRequestRole, type RequestRole } from './request-role'
import { apiTransaction } from './safeupdate'

export interface RpcDeps {
  db: DatabaseEngine
  keys: JwtKeys
}

interface Param {
  name: string
  type: string
  required: boolean
  variadic: boolean
}

interface Routine {
  args: Param[]
  returnsSet: boolean
  returnsComposite: boolean
  returnsVoid: boolean
}

const LOOKUP = `
select coalesce((
         select json_agg(json_build_object(
                  'name', coalesce(a.name, ''),
                  'type', case a.type
                            when 'bit'::regtype then 'bit varying'
                            when 'character'::regtype then 'character varying'
                            else format_type(a.type, null) end,
                  'required', a.idx <= (p.pronargs - p.pronargdefaults),
                  'variadic', coalesce(a.mode = 'v', false)) order by a.idx)
           from unnest(p.proargnames, p.proargtypes::oid[], p.proargmodes) with ordinality as a(name, type, mode, idx)
          where a.type is not null), '[]'::json) as args,
       p.proretset as "returnsSet",
       (t.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as "returnsComposite",
       p.prorettype = 'pg_catalog.void'::regtype as "returnsVoid"
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type t on t.oid = p.prorettype
 where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f' and p.prorettype <> 'pg_catalog.trigger'::regtype`

const JSON_TYPES = new Set(['json', 'jsonb'])

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** PostgREST's PGRST202, with its message and details wording (Error.hs, NoRpc). */
function noFunction(name: string, keys: string[], isJsonPost: boolean, candidates: Routine[]): RestError {
  const fn = `public.${name}`
  const withParams = keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
  const message = `Could not find the function ${fn}${keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`
  const details = `Searched for the function ${fn}${withParams}${isJsonPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`
  // PostgREST suggests the closest overload; with one function of that name, that is it.
  const only = candidates.length === 1 ? candidates[0]! : undefined
  const hint = only ? `Perhaps you meant to call the function ${fn}${only.args.length ? `(${only.args.map((a) => a.name).join(', ')})` : ''}` : null
  return new RestError(404, 'PGRST202', message, details, hint)
}

function readArgs(ctx: RequestContext, raw: Buffer | undefined): Record<string, unknown> {
  if (raw === undefined) {
    const args: Record<string, unknown> = {}
    for (const key of new Set(ctx.url.searchParams.keys())) {
      const values = ctx.url.searchParams.getAll(key)
      args[key] = values.length > 1 ? values : values[0]
    }
    return args
  }
  let body: unknown
  try {
    body = parseJson(raw)
  } catch {
    throw restErrors.invalidBody()
  }
  if (body === undefined) return {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw restErrors.invalidBody()
  return body as Record<string, unknown>
}

interface Call {
  sql: string
  params: unknown[]
}

function buildCall(name: string, routine: Routine, args: Record<string, unknown>, wholeBody: boolean): Call {
  const fn = `public.${ident(name)}`
  const scalar = !routine.returnsComposite
  let from: string
  const params: unknown[] = []
  if (wholeBody) {
    params.push(JSON.stringify(args))
    const call = `${fn}($1::${routine.args[0]!.type})`
    from = scalar ? `(select ${call} as pgrst_scalar) _postgrest_t` : `${call} _postgrest_t`
  } else {
    const given = routine.args.filter((param) => param.name in args)
    if (given.length === 0) {
      from = scalar ? `(select ${fn}() as pgrst_scalar) _postgrest_t` : `${fn}() _postgrest_t`
    } else {
      params.push(JSON.stringify(args))
      const record = `json_to_record($1::json) as pgrst_body(${given.map((p) => `${ident(p.name)} ${p.type}`).join(', ')})`
      const callArgs = given.map((p) => `${p.variadic ? 'variadic ' : ''}${ident(p.name)} := pgrst_body.${ident(p.name)}`).join(', ')
      from = scalar ? `(select ${fn}(${callArgs}) as pgrst_scalar from ${record}) _postgrest_t` : `(select pgrst_call.* from ${record}, lateral ${fn}(${callArgs}) pgrst_call) _postgrest_t`
    }
  }
  const value = scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t'
  const body = routine.returnsVoid ? `'null'` : routine.returnsSet ? `coalesce(json_agg(${value}), '[]')::text` : `coalesce(json_agg(${value})->0, 'null')::text`
  return { sql: `select count(*)::int as n, ${body} as body from ${from}`, params }
}

async function runAs(db: DatabaseEngine, who: RequestRole, ctx: RequestContext, readOnly: boolean, work: (tx: SqlExecutor) => Promise<{ n: number; body: string }>) {
  return apiTransaction(db, async (tx) => {
    // PostgREST runs GET and HEAD read-only, so a function that writes fails there (25006 -> 405).
    if (readOnly) await tx.query('set transaction read only')
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('statement_timeout', '8s', true)`,
      [who.role, JSON.stringify(who.claims), ctx.method, ctx.url.pathname],
    )
    return work(tx)
  })
}

export async function handleRpc(ctx: RequestContext, name: string, { db, keys }: RpcDeps): Promise<void> {
  let who: RequestRole | undefined
  try {
    const method = ctx.method
    const isRead = method === 'GET' || method === 'HEAD'
    if (!isRead && method !== 'POST') throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`)
    who = await resolveRequestRole(ctx, keys)
    let raw: Buffer | undefined
    if (!isRead) {
      try {
        raw = await readBody(ctx.req)
      } catch (error) {
        if (error instanceof BodyTooLargeError) throw restErrors.payloadTooLarge(error.limit)
        throw error
      }
    }
    const args = readArgs(ctx, raw)
    const keysGiven = Object.keys(args).sort()

    const candidates = (await db.query<Routine>(LOOKUP, [name])).rows.filter((routine) => {
      const unnamed = routine.args.filter((param) => param.name === '')
      return unnamed.length === 0 || (routine.args.length === 1 && JSON_TYPES.has(routine.args[0]!.type))
    })
    const named = candidates.filter(
      (routine) => routine.args.every((param) => param.name !== '' && (!param.required || param.name in args)) && keysGiven.every((key) => routine.args.some((param) => param.name === key)),
    )
    const jsonFallback = candidates.filter((routine) => routine.args.length === 1 && routine.args[0]!.name === '' && JSON_TYPES.has(routine.args[0]!.type))
    let routine: Routine | undefined
    let wholeBody = false
    if (named.length > 1) {
      throw new RestError(
        300,
        'PGRST203',
        `Could not choose the best candidate function between: ${named.map((r) => `public.${name}(${r.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      )
    } else if (named.length === 1) routine = named[0]
    else if (!isRead && jsonFallback.length === 1) {
      routine = jsonFallback[0]
      wholeBody = true
    }
    if (!routine) throw noFunction(name, keysGiven, !isRead, candidates)

    const chosen = routine
    const call = buildCall(name, chosen, args, wholeBody)
    const single = wantsSingleObject(ctx)
    const outcome = await runAs(db, who, ctx, isRead, async (tx) => {
      const result = (await tx.query<{ n: number; body: string }>(call.sql, call.params)).rows[0]!
      if (single && chosen.returnsSet && Number(result.n) !== 1) throw restErrors.notSingle(Number(result.n))
      return result
    })

    if (routine.returnsVoid) return sendEmpty(ctx.res, 204)
    const body = single && routine.returnsSet ? JSON.stringify((JSON.parse(outcome.body) as unknown[])[0]) : outcome.body
    const contentType = single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8'
    if (method === 'HEAD') return sendEmpty(ctx.res, 200, { 'Content-Type': contentType })
    sendText(ctx.res, 200, body, { 'Content-Type': contentType })
  } catch (error) {
    const restError = toRestError(error, who?.role !== 'authenticated' && who?.role !== 'service_role')
    if (!restError) throw error
    if (restError.status === 401) return sendJson(ctx.res, 401, restError.toBody(), { 'WWW-Authenticate': 'Bearer' })
    sendJson(ctx.res, restError.status, restError.toBody())
  }
}
