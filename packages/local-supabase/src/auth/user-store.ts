// Every SQL statement about auth.users and auth.identities, and the user JSON
// GoTrue returns. Runs on the privileged connection, like GoTrue's own role.
import { randomUUID } from 'node:crypto'
import type { SqlExecutor } from '../db/engine'

export interface UserRow {
  id: string
  aud: string
  role: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: Date | string | null
  confirmation_sent_at: Date | string | null
  recovery_sent_at: Date | string | null
  last_sign_in_at: Date | string | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  is_anonymous: boolean
  created_at: Date | string
  updated_at: Date | string
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at`

/**
 * The instance_id GoTrue writes on every user and finds users under (its User model leaves
 * it at uuid.Nil: https://github.com/supabase/auth/blob/master/internal/models/user.go).
 */
export const GOTRUE_INSTANCE_ID = '00000000-0000-0000-0000-000000000000'

/** GoTrue keeps e-mails lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findUserByEmail(db: SqlExecutor, email: string): Promise<UserRow | undefined> {
  // GoTrue's FindUserByEmailAndAudience, which its users_instance_id_email_idx serves.
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where instance_id = $1 and lower(email) = $2 and aud = 'authenticated' and is_sso_user = false`,
    [GOTRUE_INSTANCE_ID, normalizeEmail(email)],
  )
  return result.rows[0]
}

export async function findUserById(db: SqlExecutor, id: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where instance_id = $1 and id = $2`, [GOTRUE_INSTANCE_ID, id])
  return result.rows[0]
}

export async function findUserByTokenHash(db: SqlExecutor, kind: 'confirmation' | 'recovery', tokenHash: string, maxAgeSeconds: number): Promise<UserRow | undefined> {
  const column = kind === 'confirmation' ? 'confirmation' : 'recovery'
  // '' is "no pending token"; a SHA-256 hash is never empty.
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where ${column}_token = $1 and $1 <> '' and ${column}_sent_at > now() - make_interval(secs => $2)`,
    [tokenHash, maxAgeSeconds],
  )
  return result.rows[0]
}

export async function listIdentities(db: SqlExecutor, userId: string): Promise<IdentityRow[]> {
  const result = await db.query<IdentityRow>(
    'select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at from auth.identities where user_id = $1 order by created_at',
    [userId],
  )
  return result.rows
}

export interface NewUser {
  email: string
  passwordHash: string
  metadata: Record<string, unknown>
  confirmationTokenHash: string
}

/** Inserts the user (the profiles trigger fires here) and its e-mail identity. */
export async function createUser(tx: SqlExecutor, user: NewUser): Promise<UserRow> {
  const id = randomUUID()
  const email = normalizeEmail(user.email)
  const inserted = await tx.query<UserRow>(
    // Every column GoTrue's User model writes on insert, as it writes them: none of these has
    // a default on hosted (packages/local-supabase/docs/decisions/095-auth-users-as-hosted.md).
    // The pending token is kept as its SHA-256 hash in confirmation_token.
    `insert into auth.users (id, instance_id, aud, role, email, encrypted_password, confirmation_token, confirmation_sent_at,
       recovery_token, email_change_token_current, email_change_token_new, email_change, email_change_confirm_status,
       phone_change, phone_change_token, reauthentication_token, raw_app_meta_data, raw_user_meta_data,
       is_sso_user, is_anonymous, created_at, updated_at)
     values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, now(), '', '', '', '', 0, '', '', '', $6::jsonb, $7::jsonb,
       false, false, now(), now())
     returning ${USER_COLUMNS}`,
    [id, GOTRUE_INSTANCE_ID, email, user.passwordHash, user.confirmationTokenHash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(user.metadata)],
  )
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2::text, $2::uuid, $3::jsonb, 'email', now(), now())`,
    [randomUUID(), id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
  )
  return inserted.rows[0]!
}

/**
 * A repeated sign-up of an unconfirmed address only gets a fresh e-mailed link:
 * GoTrue leaves the account alone "because we can't be sure of their claimed
 * identity" (https://github.com/supabase/auth/blob/master/internal/api/signup.go),
 * so a stranger cannot replace the password or metadata of a pending account.
 * Returns undefined when the last link went out less than `minIntervalSeconds` ago.
 */
export async function renewConfirmationToken(db: SqlExecutor, userId: string, confirmationTokenHash: string, minIntervalSeconds: number): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
     where id = $1 and email_confirmed_at is null
       and (confirmation_sent_at is null or confirmation_sent_at <= now() - make_interval(secs => $3))
     returning ${USER_COLUMNS}`,
    [userId, confirmationTokenHash, minIntervalSeconds],
  )
  return result.rows[0]
}

/** Consumes the e-mailed token: confirming also marks the e-mail identity verified. */
export async function confirmEmail(tx: SqlExecutor, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = '', updated_at = now() where id = $1`,
    [userId],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  )
}

/** Like renewConfirmationToken: false when the last recovery mail is younger than `minIntervalSeconds`. */
export async function setRecoveryToken(db: SqlExecutor, userId: string, tokenHash: string, minIntervalSeconds: number): Promise<boolean> {
  const result = await db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
     where id = $1 and (recovery_sent_at is null or recovery_sent_at <= now() - make_interval(secs => $3))`,
    [userId, tokenHash, minIntervalSeconds],
  )
  return result.rowCount > 0
}

/** Whole seconds until another mail of this kind may go out, truncated as GoTrue's generateFrequencyLimitErrorMessage does. */
export function secondsUntilNextMail(sentAt: Date | string | null, minIntervalSeconds: number): number {
  if (sentAt === null) return 0
  return Math.max(0, Math.floor((new Date(sentAt).getTime() + minIntervalSeconds * 1000 - Date.now()) / 1000))
}

export async function consumeRecoveryToken(tx: SqlExecutor, userId: string): Promise<void> {
  await tx.query("update auth.users set recovery_token = '', updated_at = now() where id = $1", [userId])
}

export async function recordSignIn(tx: SqlExecutor, userId: string): Promise<UserRow> {
  const result = await tx.query<UserRow>(`update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`, [userId])
  await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [userId])
  return result.rows[0]!
}

/**
 * A new password voids every e-mailed link still out, as GoTrue's
 * User.UpdatePassword does: a leaked reset link must not outlive the change
 * (https://github.com/supabase/auth/blob/master/internal/models/user.go).
 */
export async function updatePassword(db: SqlExecutor, userId: string, passwordHash: string): Promise<void> {
  await db.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
       recovery_token = '', recovery_sent_at = null, updated_at = now() where id = $1`,
    [userId, passwordHash],
  )
}

/** GoTrue merges `data` into user metadata; a key set to null is removed. */
export async function mergeUserMetadata(db: SqlExecutor, userId: string, data: Record<string, unknown>): Promise<void> {
  await db.query(
    `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb), updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(data)],
  )
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null
  return new Date(value).toISOString()
}

/** The user object as GoTrue serialises it. */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at) ?? undefined,
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at) ?? undefined,
    confirmed_at: iso(user.email_confirmed_at) ?? undefined,
    recovery_sent_at: iso(user.recovery_sent_at) ?? undefined,
    last_sign_in_at: iso(user.last_sign_in_at) ?? undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.identity_data.email,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  }
}

/**
 * What hosted GoTrue answers to a sign-up for an address that already has a
 * confirmed account: a plausible user with a random id and no identities, so
 * the answer does not reveal more than "check your e-mail" would.
 */
export function obfuscatedUserJson(email: string, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email: normalizeEmail(email),
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
