import { ACCESS_TOKEN_TTL_SECONDS } from '../config'
import type { SqlExecutor } from '../db/engine'
import type { JwtKeys } from './jwt'
import { createSession, type SessionClient } from './sessions'
import { listIdentities, userJson, type UserRow } from './user-store'

export interface SessionJson {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
}

/** The access token GoTrue mints: the claims RLS policies and auth-js read. */
export async function accessTokenFor(keys: JwtKeys, issuer: string, user: UserRow, sessionId: string, method: string): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS
  const token = await keys.sign(
    {
      iss: issuer,
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    expiresAt,
  )
  return { token, expiresAt }
}

export async function sessionJson(db: SqlExecutor, keys: JwtKeys, issuer: string, user: UserRow, session: { sessionId: string; refreshToken: string }, method: string): Promise<SessionJson> {
  const { token, expiresAt } = await accessTokenFor(keys, issuer, user, session.sessionId, method)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(user, await listIdentities(db, user.id)),
  }
}

/** A brand-new session (sign-in, e-mail link) for the user. */
export async function startSession(tx: SqlExecutor, keys: JwtKeys, issuer: string, user: UserRow, method: string, client: SessionClient = {}): Promise<SessionJson> {
  const session = await createSession(tx, user.id, client)
  return sessionJson(tx, keys, issuer, user, session, method)
}

/** The URL fragment GoTrue appends to a redirect after an e-mail link. */
export function sessionFragment(session: SessionJson, type: string): string {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  }).toString()
}
