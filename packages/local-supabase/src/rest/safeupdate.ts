// pg-safeupdate as hosted Supabase runs it for the Data API: loaded into every session of the
// role PostgREST logs in as (supabase/postgres
// migrations/db/migrations/20260413000000_fix-authenticator-session-preload-libraries.sql:
// `session_preload_libraries = 'supautils, safeupdate'` for authenticator), it refuses every
// UPDATE or DELETE whose query tree has no WHERE, wherever that statement comes from: the request
// itself, a function it calls, a trigger its write fires. The module is a post-parse-analysis
// hook that looks at the top query and the queries of its data-modifying CTEs
// (https://github.com/eradman/pg-safeupdate/blob/master/safeupdate.c, delete_needs_where_check),
// and raises 21000 "UPDATE requires a WHERE clause", which PostgREST answers with 400
// (https://github.com/PostgREST/postgrest/blob/main/src/library/PostgREST/Error.hs, mapSQLtoHTTP).
//
// Neither engine here can load that C module, but both can show the same query trees:
// `debug_print_parse` makes the server send each analysed query to the client as a LOG message
// (postgres.c, pg_rewrite_query), at the same point the hook runs, for nested statements too.
// So each REST transaction turns that on, reads every tree, and fails the request with
// safeupdate's error when one is an unqualified UPDATE or DELETE. Differences: the statement has
// already run when the twin sees it (the request's transaction is rolled back, so nothing it did
// stays), and a PL/pgSQL block that catches the error on hosted (`exception when others`) cannot
// catch it here, where the whole request fails. docs/decisions/091-request-body-limits-and-postgrest-safeguards.md
import type { DatabaseEngine, DbNotice, SqlExecutor } from '../db/engine'
import { restErrors } from './errors'

type DumpValue = DumpNode | DumpValue[] | string
interface DumpNode {
  type: string
  fields: Map<string, DumpValue[]>
}

/** Tokens of PostgreSQL's node dump (outfuncs.c): braces and parens alone, atoms with their backslash escapes resolved. */
function tokenize(dump: string): string[] {
  const tokens: string[] = []
  let i = 0
  while (i < dump.length) {
    const c = dump[i]!
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i += 1
    } else if (c === '{' || c === '}' || c === '(' || c === ')') {
      tokens.push(c)
      i += 1
    } else {
      let atom = ''
      while (i < dump.length) {
        const d = dump[i]!
        if (d === '\\' && i + 1 < dump.length) {
          atom += dump[i + 1]
          i += 2
          continue
        }
        if (d === ' ' || d === '\n' || d === '\t' || d === '\r' || d === '{' || d === '}' || d === '(' || d === ')') break
        atom += d
        i += 1
      }
      tokens.push(atom)
    }
  }
  return tokens
}

function parseDump(dump: string): DumpValue[] {
  const tokens = tokenize(dump)
  let at = 0
  const isField = (token: string | undefined) => token !== undefined && token.length > 1 && token.startsWith(':')

  function value(): DumpValue {
    const token = tokens[at++]!
    if (token === '{') {
      const node: DumpNode = { type: tokens[at++] ?? '', fields: new Map() }
      while (at < tokens.length && tokens[at] !== '}') {
        const name = tokens[at++]!
        const values: DumpValue[] = []
        while (at < tokens.length && tokens[at] !== '}' && !isField(tokens[at])) values.push(value())
        if (isField(name)) node.fields.set(name.slice(1), values)
      }
      at += 1
      return node
    }
    if (token === '(') {
      const list: DumpValue[] = []
      while (at < tokens.length && tokens[at] !== ')') list.push(value())
      at += 1
      return list
    }
    return token
  }

  const values: DumpValue[] = []
  while (at < tokens.length) values.push(value())
  return values
}

const isNode = (value: DumpValue | undefined): value is DumpNode => typeof value === 'object' && value !== null && !Array.isArray(value)

// CmdType in nodes/nodes.h: CMD_UNKNOWN, CMD_SELECT, CMD_UPDATE, CMD_INSERT, CMD_DELETE, ...
const COMMANDS: Record<string, 'UPDATE' | 'DELETE'> = { '2': 'UPDATE', '4': 'DELETE' }

function check(query: DumpNode, found: Array<'UPDATE' | 'DELETE'>): void {
  if (query.fields.get('hasModifyingCTE')?.[0] === 'true') {
    const ctes = query.fields.get('cteList')?.[0]
    for (const cte of Array.isArray(ctes) ? ctes : []) {
      const inner = isNode(cte) ? cte.fields.get('ctequery')?.[0] : undefined
      if (isNode(inner) && inner.type === 'QUERY') check(inner, found)
    }
  }
  const command = COMMANDS[String(query.fields.get('commandType')?.[0])]
  if (!command) return
  const jointree = query.fields.get('jointree')?.[0]
  const quals = isNode(jointree) ? jointree.fields.get('quals') : undefined
  if (quals && quals.length === 1 && quals[0] === '<>') found.push(command)
}

/** The UPDATEs and DELETEs without WHERE in one analysed query's dump, as safeupdate sees them. */
export function unqualifiedWrites(parseTreeDump: string): Array<'UPDATE' | 'DELETE'> {
  const found: Array<'UPDATE' | 'DELETE'> = []
  for (const value of parseDump(parseTreeDump)) if (isNode(value) && value.type === 'QUERY') check(value, found)
  return found
}

/**
 * db.transaction for a Data API request: every query tree analysed in it is checked as
 * safeupdate checks it, and the first UPDATE or DELETE without WHERE fails the request
 * (rolled back) with safeupdate's 21000.
 */
export function apiTransaction<T>(db: DatabaseEngine, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  let refused: 'UPDATE' | 'DELETE' | undefined
  const onNotice = (notice: DbNotice) => {
    if (refused || notice.message !== 'parse tree:' || !notice.detail) return
    refused = unqualifiedWrites(notice.detail)[0]
  }
  const refuse = () => {
    if (refused) throw restErrors.whereRequired(refused)
  }
  return db.transaction(
    async (tx) => {
      // Cached plans are not analysed again, so a statement one earlier call on this connection
      // planned would pass unseen; on hosted the module sees each one at its first analysis
      // in the session, and an unqualified one never gets a plan to cache.
      await tx.query('discard plans')
      await tx.query(`select set_config('debug_print_parse', 'on', true), set_config('debug_pretty_print', 'off', true), set_config('client_min_messages', 'log', true)`)
      const checked: SqlExecutor = {
        async query<Row>(sql: string, params?: unknown[]) {
          let result
          try {
            result = await tx.query<Row>(sql, params)
          } catch (error) {
            // Hosted refuses the statement before it runs, so whatever it went on to raise never happens there.
            refuse()
            throw error
          }
          refuse()
          return result
        },
      }
      const value = await fn(checked)
      refuse()
      return value
    },
    { onNotice },
  )
}
