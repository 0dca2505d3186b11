import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'

export type ApiRole = 'anon' | 'authenticated' | 'service_role'
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role']

export interface VerifiedClaims extends JWTPayload {
  role: ApiRole
  session_id?: string
  email?: string
}

/** Why a token was refused; REST and auth map these to their own error shapes. */
export class TokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid' | 'bad_role',
    message: string,
  ) {
    super(message)
  }
}

export class JwtKeys {
  private readonly key: Uint8Array

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret)
  }

  sign(claims: JWTPayload, expiresAt: number): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(expiresAt).sign(this.key)
  }

  /** HS256 only: an "alg: none" or RS256 token is refused, not trusted. */
  async verify(token: string): Promise<VerifiedClaims> {
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] }))
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired', 'JWT expired')
      throw new TokenError('invalid', describeJoseError(error))
    }
    const role = payload.role
    if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
      throw new TokenError('bad_role', `JWT role ${JSON.stringify(role ?? null)} is not allowed`)
    }
    return payload as VerifiedClaims
  }
}

function describeJoseError(error: unknown): string {
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'JWSError JWSInvalidSignature'
  if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) return 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts in JWS compact)'
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'JWSError JWSInvalidSignature'
  return 'JWSError JWSInvalidSignature'
}
