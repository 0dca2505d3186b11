// Sessions and refresh-token rotation. A session is one sign-in; its refresh
// tokens form a chain. Presenting a token that was already rotated means it
// leaked or was replayed, so the whole session (the token family) is revoked.
import { randomUUID } from 'node:crypto'
import type { SqlExecutor } from '../db/engine'
import { authErrors } from './errors'
import { hashToken, randomToken } from './secrets'

export async function createSession(tx: SqlExecutor, userId: string): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID()
  const refreshToken = randomToken()
  await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, userId])
  await tx.query('insert into auth.refresh_tokens (token_hash, user_id, session_id) values ($1, $2, $3)', [
    hashToken(refreshToken),
    userId,
    sessionId,
  ])
  return { sessionId, refreshToken }
}

export type Rotation = { reused: false; userId: string; sessionId: string; refreshToken: string } | { reused: true }

/**
 * Exchanges a live refresh token for a new one. A token that was already
 * rotated revokes its whole family and reports `reused`; the caller commits
 * that revocation and then answers with an error. Unknown tokens throw.
 */
export async function rotateRefreshToken(tx: SqlExecutor, presented: string): Promise<Rotation> {
  const presentedHash = hashToken(presented)
  // The conditional update is the lock: of two concurrent rotations of the same
  // token, exactly one sees revoked = false.
  const claimed = await tx.query<{ user_id: string; session_id: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where token_hash = $1 and revoked = false returning user_id, session_id`,
    [presentedHash],
  )
  const live = claimed.rows[0]
  if (!live) {
    const known = await tx.query<{ session_id: string }>('select session_id from auth.refresh_tokens where token_hash = $1', [
      presentedHash,
    ])
    const family = known.rows[0]
    if (!family) throw authErrors.refreshTokenNotFound()
    await tx.query('delete from auth.sessions where id = $1', [family.session_id])
    return { reused: true }
  }
  const refreshToken = randomToken()
  await tx.query(
    'insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_hash) values ($1, $2, $3, $4)',
    [hashToken(refreshToken), live.user_id, live.session_id, presentedHash],
  )
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [live.session_id])
  return { reused: false, userId: live.user_id, sessionId: live.session_id, refreshToken }
}

export async function sessionExists(db: SqlExecutor, sessionId: string): Promise<boolean> {
  const result = await db.query('select 1 from auth.sessions where id = $1', [sessionId])
  return result.rows.length > 0
}

export type LogoutScope = 'global' | 'local' | 'others'

/** Deleting a session cascades to its refresh tokens. */
export async function endSessions(db: SqlExecutor, userId: string, sessionId: string | undefined, scope: LogoutScope): Promise<void> {
  if (scope === 'global' || !sessionId) {
    await db.query('delete from auth.sessions where user_id = $1', [userId])
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId])
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId])
  }
}
