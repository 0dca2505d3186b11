import { headerValue, type RequestContext } from '../http/request-context'

export interface Preferences {
  returnRepresentation: boolean
  /** Any count= preference: a read then counts the rows its filters match. */
  countExact: boolean
  /**
   * Whether a write's Content-Range carries its row count: PostgREST's shouldCount (count=exact
   * or count=estimated, not planned; src/library/PostgREST/ApiRequest/Preferences.hs).
   */
  countWrite: boolean
  resolution?: 'merge' | 'ignore'
}

/** Reads the Prefer header(s) postgrest-js sends; unknown preferences are ignored, as PostgREST does by default. */
export function parsePreferences(ctx: RequestContext): Preferences {
  const tokens = (headerValue(ctx.req, 'prefer') ?? '').split(',').map((token) => token.trim())
  return {
    returnRepresentation: tokens.includes('return=representation'),
    countExact: tokens.some((token) => /^count=(exact|planned|estimated)$/.test(token)),
    countWrite: tokens.some((token) => /^count=(exact|estimated)$/.test(token)),
    resolution: tokens.includes('resolution=merge-duplicates') ? 'merge' : tokens.includes('resolution=ignore-duplicates') ? 'ignore' : undefined,
  }
}

/** `.single()` and `.maybeSingle()` on writes ask for one object instead of an array. */
export function wantsSingleObject(ctx: RequestContext): boolean {
  return (headerValue(ctx.req, 'accept') ?? '').split(',').some((type) => type.trim().startsWith('application/vnd.pgrst.object+json'))
}
