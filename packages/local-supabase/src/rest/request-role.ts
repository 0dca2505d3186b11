import { TokenError, type ApiRole, type JwtKeys, type VerifiedClaims } from '../auth/jwt'
import { bearerToken, headerValue, type RequestContext } from '../http/request-context'
import { restErrors } from './errors'

export interface RequestRole {
  role: ApiRole
  claims: VerifiedClaims
}

/**
 * The role a REST request runs as comes from the bearer JWT (the session's
 * access token, or the anon key supabase-js sends when signed out), as in
 * PostgREST. Without an Authorization header the apikey stands in.
 */
export async function resolveRequestRole(ctx: RequestContext, keys: JwtKeys): Promise<RequestRole> {
  const token = bearerToken(ctx.req) ?? headerValue(ctx.req, 'apikey')
  if (!token) throw restErrors.jwt('No JWT found in request')
  try {
    const claims = await keys.verify(token)
    return { role: claims.role, claims }
  } catch (error) {
    if (error instanceof TokenError) {
      throw error.reason === 'expired' ? restErrors.jwt('JWT expired', 'PGRST303') : restErrors.jwt(error.message)
    }
    throw error
  }
}
