// PostgREST's error body ({ code, message, details, hint }) and its mapping from
// SQLSTATE to HTTP status, which postgrest-js hands to the site unchanged.
import { isPgError } from '../db/engine'

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message)
  }

  toBody(): Record<string, unknown> {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export const restErrors = {
  parse: (what: string, details: string | null = null) => new RestError(400, 'PGRST100', `failed to parse ${what}`, details),
  invalidBody: () => new RestError(400, 'PGRST102', 'Empty or invalid json'),
  payloadTooLarge: (limit: number) => new RestError(413, 'PGRST413', `Request body exceeds the limit of ${limit} bytes`),
  unknownTable: (table: string) => new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`),
  unknownColumnInBody: (column: string, table: string) => new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  unknownColumn: (column: string, table: string) => new RestError(400, '42703', `column ${table}.${column} does not exist`),
  badSchema: () => new RestError(406, 'PGRST106', 'The schema must be one of the following: public'),
  notSingle: (rows: number) => new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`),
  jwt: (message: string, code = 'PGRST301') => new RestError(401, code, message),
  noApiKey: () => new RestError(401, 'PGRST301', 'No API key found in request'),
  // pg-safeupdate, loaded for PostgREST on hosted Supabase (supabase/postgres
  // migrations/db/migrations/20220118070449_enable-safeupdate-postgrest.sql);
  // message from https://github.com/eradman/pg-safeupdate/blob/master/safeupdate.c,
  // status from PostgREST's mapSQLtoHTTP (src/library/PostgREST/Error.hs).
  whereRequired: (command: 'UPDATE' | 'DELETE') => new RestError(400, '21000', `${command} requires a WHERE clause`),
  // Postgres's query_canceled; PostgREST maps class 57 to 500.
  statementTimeout: () => new RestError(500, '57014', 'canceling statement due to statement timeout'),
  methodNotAllowed: () => new RestError(405, 'PGRST117', 'Unsupported HTTP method'),
  notFound: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
}

/** PostgREST's table: which SQLSTATE class becomes which status. */
function statusFor(sqlState: string, message: string, anonymous: boolean): number {
  if (sqlState === '42501') return anonymous ? 401 : 403
  if (sqlState === '42P01' || sqlState === '42883') return 404
  if (sqlState === '23503' || sqlState === '23505') return 409
  if (sqlState === '25006') return 405
  if (sqlState === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (sqlState === 'P0001') return 400
  if (/^(08|53)/.test(sqlState)) return 503
  if (sqlState.startsWith('54')) return 413
  if (/^(0L|0P|28)/.test(sqlState)) return 403
  if (/^(09|25|2D|38|39|3B|40|55|57|58|F0|HV|P0|XX)/.test(sqlState)) return 500
  return 400
}

export function toRestError(error: unknown, anonymous: boolean): RestError | undefined {
  if (error instanceof RestError) return error
  if (!isPgError(error)) return undefined
  return new RestError(statusFor(error.code!, error.message, anonymous), error.code!, error.message, error.detail ?? null, error.hint ?? null)
}
