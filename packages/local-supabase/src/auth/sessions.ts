// Sessions and refresh-token rotation, as GoTrue does it for its refresh_tokens
// table (RefreshTokenGrant in https://github.com/supabase/auth/blob/master/internal/tokens/service.go).
// A session is one sign-in; its refresh tokens form a chain. A rotated token
// presented again is forgiven in two cases, because tabs and flaky networks
// refresh concurrently: it is the parent of the session's active token (the
// client missed the answer: it gets that active token), or it was rotated less
// than the reuse interval ago (it gets a new token). Otherwise it is a replay:
// every token of the session is revoked.
import { createHmac, randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import type { SqlExecutor } from '../db/engine'
import { authErrors } from './errors'
import { hashToken, randomToken } from './secrets'
import { GOTRUE_INSTANCE_ID } from './user-store'

// Rows as GoTrue's Session and RefreshToken models write them
// (https://github.com/supabase/auth/blob/master/internal/models/sessions.go, refresh_token.go):
// a session starts at aal1, refreshed_at (a timestamp without time zone) holds the UTC time
// of the last refresh, and a token row names its instance, user, session and parent. The
// token and parent columns hold SHA-256 hashes here (packages/local-supabase/docs/decisions/090-refresh-tokens-derived-from-parent.md).

/** The request a session is made or refreshed by, as GoTrue records it on the session. */
export interface SessionClient {
  userAgent?: string
  ip?: string
}

/** GoTrue stores an empty User-Agent or address as NULL; an address that is not one stays out of the inet column. */
function clientColumns(client: SessionClient): [string | null, string | null] {
  const userAgent = client.userAgent && !client.userAgent.includes('\u0000') ? client.userAgent : null
  return [userAgent, client.ip && isIP(client.ip) ? client.ip : null]
}

export async function createSession(tx: SqlExecutor, userId: string, client: SessionClient = {}): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID()
  const refreshToken = randomToken()
  await tx.query("insert into auth.sessions (id, user_id, aal, user_agent, ip, created_at, updated_at) values ($1, $2, 'aal1', $3, $4::inet, now(), now())", [
    sessionId,
    userId,
    ...clientColumns(client),
  ])
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, null, false, now(), now())`,
    [GOTRUE_INSTANCE_ID, hashToken(refreshToken), userId, sessionId],
  )
  return { sessionId, refreshToken }
}

export interface RotationSettings {
  reuseIntervalSeconds: number
  /** Secret that derives a child token from its parent. */
  key: string
  client?: SessionClient
}

export type Rotation = { reused: false; userId: string; sessionId: string; refreshToken: string } | { reused: true }

/**
 * Tokens are stored only as hashes, yet GoTrue hands a late client the active
 * token itself. So a child token is derived from its parent (HMAC with a server
 * key and the child's position among its siblings): whoever presents the parent
 * can be given the child again, and two concurrent rotations of one parent
 * produce the same child instead of a conflict.
 */
function childToken(parent: string, position: number, key: string): string {
  return createHmac('sha256', key).update(`${parent}\n${position}`).digest('base64url').slice(0, 32)
}

async function issueChild(tx: SqlExecutor, presented: string, family: { user_id: string; session_id: string }, settings: RotationSettings): Promise<Rotation> {
  const presentedHash = hashToken(presented)
  const siblings = await tx.query<{ n: number }>('select count(*)::int as n from auth.refresh_tokens where parent = $1', [presentedHash])
  const refreshToken = childToken(presented, Number(siblings.rows[0]!.n), settings.key)
  // A concurrent rotation of the same parent derived the same token; that row is as good as ours.
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, $5, false, now(), now())
     on conflict (token) do nothing`,
    [GOTRUE_INSTANCE_ID, hashToken(refreshToken), family.user_id, family.session_id, presentedHash],
  )
  await markRefreshed(tx, family.session_id, settings.client)
  return { reused: false, userId: family.user_id, sessionId: family.session_id, refreshToken }
}

/** The active token's plaintext, when it is a child of the presented token. */
async function activeChildOf(tx: SqlExecutor, presented: string, sessionId: string, key: string): Promise<string | undefined> {
  const presentedHash = hashToken(presented)
  const active = await tx.query<{ token: string; parent: string | null }>('select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1', [
    sessionId,
  ])
  const row = active.rows[0]
  if (!row || row.parent !== presentedHash) return undefined
  const siblings = await tx.query<{ n: number }>('select count(*)::int as n from auth.refresh_tokens where parent = $1', [presentedHash])
  for (let position = 0; position < Number(siblings.rows[0]!.n); position++) {
    const candidate = childToken(presented, position, key)
    if (hashToken(candidate) === row.token) return candidate
  }
  return undefined
}

/**
 * Exchanges a refresh token for the session's next one. A replay outside the
 * reuse interval revokes the family and reports `reused`; the caller commits
 * that revocation and then answers with an error. Unknown tokens throw.
 */
export async function rotateRefreshToken(tx: SqlExecutor, presented: string, settings: RotationSettings): Promise<Rotation> {
  const presentedHash = hashToken(presented)
  // The conditional update is the lock: of two concurrent rotations of the same
  // token, exactly one sees revoked = false; the other waits for it to commit.
  const claimed = await tx.query<{ user_id: string; session_id: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where token = $1 and revoked = false returning user_id, session_id`,
    [presentedHash],
  )
  if (claimed.rows[0]) return issueChild(tx, presented, claimed.rows[0], settings)

  const known = await tx.query<{ user_id: string; session_id: string; within_interval: boolean }>(
    `select user_id, session_id, updated_at > now() - make_interval(secs => $2) as within_interval
       from auth.refresh_tokens where token = $1`,
    [presentedHash, settings.reuseIntervalSeconds],
  )
  const family = known.rows[0]
  if (!family?.session_id) throw authErrors.refreshTokenNotFound()

  const active = await activeChildOf(tx, presented, family.session_id, settings.key)
  if (active) {
    await markRefreshed(tx, family.session_id, settings.client)
    return { reused: false, userId: family.user_id, sessionId: family.session_id, refreshToken: active }
  }
  if (family.within_interval) return issueChild(tx, presented, family, settings)

  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [family.session_id])
  return { reused: true }
}

/**
 * GoTrue's RefreshTokenGrant and Session.UpdateOnlyRefreshInfo: refreshed_at is UTC in a
 * column without time zone, and the refreshing request's User-Agent and address replace
 * the session's (https://github.com/supabase/auth/blob/master/internal/tokens/service.go).
 */
async function markRefreshed(tx: SqlExecutor, sessionId: string, client: SessionClient = {}): Promise<void> {
  await tx.query("update auth.sessions set refreshed_at = timezone('utc', now()), user_agent = $2, ip = $3::inet, updated_at = now() where id = $1", [sessionId, ...clientColumns(client)])
}

export async function sessionExists(db: SqlExecutor, sessionId: string): Promise<boolean> {
  const result = await db.query('select 1 from auth.sessions where id = $1', [sessionId])
  return result.rows.length > 0
}

export type LogoutScope = 'global' | 'local' | 'others'

/** Deleting a session cascades to its refresh tokens (GoTrue's models.Logout / LogoutAllExceptMe). */
export async function endSessions(db: SqlExecutor, userId: string, sessionId: string | undefined, scope: LogoutScope): Promise<void> {
  if (scope === 'global' || !sessionId) {
    await db.query('delete from auth.sessions where user_id = $1', [userId])
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId])
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId])
  }
}
