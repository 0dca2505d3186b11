// What GoTrue does, without HTTP: routes.ts parses requests and calls these.
import { randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '../config'
import type { DatabaseEngine } from '../db/engine'
import { confirmationMail, magicLinkMail, recoveryMail } from '../mail/auth-templates'
import type { Mailer } from '../mail/mailer'
import { GOTRUE_DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS } from './auth-config'
import { AuthError, authErrors } from './errors'
import type { JwtKeys, VerifiedClaims } from './jwt'
import type { PasswordHasher } from './password-hasher'
import { safeRedirect } from './redirects'
import { hashToken, randomToken } from './secrets'
import { sessionJson, startSession, type SessionJson } from './session-response'
import { endSessions, rotateRefreshToken, sessionExists, type LogoutScope, type SessionClient } from './sessions'
import {
  confirmEmail,
  consumeRecoveryToken,
  createUser,
  findUserByEmail,
  findUserById,
  findUserByTokenHash,
  listIdentities,
  mergeUserMetadata,
  normalizeEmail,
  obfuscatedUserJson,
  recordSignIn,
  renewConfirmationToken,
  secondsUntilNextMail,
  setRecoveryToken,
  updatePassword,
  userJson,
  type UserRow,
} from './user-store'

/** GoTrue's default lifetime of an e-mailed link. */
const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60
/** GoTrue's cost. Tests lower it (startBackend({ bcryptCost })) to save CPU, never production. */
export const DEFAULT_BCRYPT_COST = 10
/**
 * GoTrue's SMTP max_frequency when none is set: one mail per timer per address per minute
 * (internal/conf/configuration.go). The CLI passes [auth.email] max_frequency instead (cli-options.ts).
 */
export const DEFAULT_EMAIL_MIN_INTERVAL_SECONDS = GOTRUE_DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS
/** Hosted Supabase's refresh_token_reuse_interval. */
export const DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10

export interface AuthServiceDeps {
  db: DatabaseEngine
  keys: JwtKeys
  mailer: Mailer
  siteUrl: string
  /** The backend's own public URL, for e-mailed links and the token issuer. */
  publicUrl: () => string
  bcryptCost?: number
  hasher: PasswordHasher
  /**
   * Seconds before the same address may get another mail on the same timer: confirmation_sent_at
   * (sign-up, resend, OTP for a pending account) or recovery_sent_at (recover, magic link).
   */
  emailMinIntervalSeconds?: number
  /** Seconds a rotated refresh token stays usable, for clients that refreshed concurrently. */
  refreshTokenReuseIntervalSeconds?: number
  /** Key that derives child refresh tokens from their parent (see sessions.ts). */
  refreshTokenKey: string
  /** Counts one e-mail against the project's hourly budget; false when it is spent. @default always true */
  takeEmail?: () => boolean
  /**
   * Supabase Auth's Before User Created hook ([auth.hook.before_user_created]): gets the event
   * GoTrue sends and answers its JSON; `{ error: { message } }` refuses the sign-up.
   */
  beforeUserCreated?: (event: Record<string, unknown>) => Promise<unknown>
}

export type VerifyType = 'signup' | 'recovery' | 'email' | 'magiclink'

/** POST /resend's types (https://github.com/supabase/auth internal/api/resend.go). */
export type ResendType = 'signup' | 'email_change' | 'sms' | 'phone_change'

/** GoTrue's random password for an account an OTP request signs up (internal/api/magic_link.go). */
function otpSignUpPassword(): string {
  return randomToken()
}

export class AuthService {
  private readonly cost: number
  private readonly emailInterval: number
  // Compared against when the e-mail is unknown, so a wrong e-mail costs the same
  // time as a wrong password and timing does not reveal who has an account.
  private readonly dummyHash: string

  constructor(private readonly deps: AuthServiceDeps) {
    this.cost = deps.bcryptCost ?? DEFAULT_BCRYPT_COST
    this.emailInterval = deps.emailMinIntervalSeconds ?? DEFAULT_EMAIL_MIN_INTERVAL_SECONDS
    this.dummyHash = bcrypt.hashSync('not-a-real-password', this.cost)
  }

  private get rotation() {
    return {
      reuseIntervalSeconds: this.deps.refreshTokenReuseIntervalSeconds ?? DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
      key: this.deps.refreshTokenKey,
    }
  }

  private get issuer(): string {
    return `${this.deps.publicUrl()}/auth/v1`
  }

  private verifyLink(token: string, type: VerifyType, redirectTo: string): string {
    const query = new URLSearchParams({ token, type, redirect_to: redirectTo })
    return `${this.issuer}/verify?${query.toString()}`
  }

  /**
   * GoTrue's checkPasswordStrength (https://github.com/supabase/auth/blob/master/internal/api/password.go):
   * lengths are Go's len(), bytes; bcrypt ignores everything after byte 72, so a
   * longer password is refused rather than silently truncated.
   */
  checkPassword(password: string): void {
    const bytes = Buffer.byteLength(password, 'utf8')
    if (bytes > MAX_PASSWORD_BYTES) throw authErrors.passwordTooLong(MAX_PASSWORD_BYTES)
    if (bytes < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH)
  }

  /**
   * GoTrue's hook call and its answer (https://github.com/supabase/auth internal/hooks/v0hooks
   * v0hooks.go for the event, hookserrors/hookserrors.go for the answer): an error object with a
   * message refuses with its http_code (500 when none), the message as the answer's msg.
   */
  private async runBeforeUserCreated(email: string, metadata: Record<string, unknown>, ip: string | undefined): Promise<void> {
    if (!this.deps.beforeUserCreated) return
    const now = new Date().toISOString()
    const answer = await this.deps.beforeUserCreated({
      metadata: { uuid: randomUUID(), time: now, name: 'before-user-created', ...(ip ? { ip_address: ip } : {}) },
      user: {
        id: randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: metadata,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      },
    })
    const error = (answer as { error?: { http_code?: unknown; message?: unknown } } | null)?.error
    if (error && typeof error.message === 'string' && error.message !== '') {
      const status = typeof error.http_code === 'number' && error.http_code >= 400 && error.http_code <= 599 ? error.http_code : 500
      throw new AuthError(status, '', error.message)
    }
  }

  async signUp(email: string, password: string, metadata: Record<string, unknown>, redirectTo?: string, ip?: string): Promise<Record<string, unknown>> {
    this.checkPassword(password)
    const { db } = this.deps
    const redirect = safeRedirect(redirectTo, this.deps.siteUrl)
    const existing = await findUserByEmail(db, email)
    if (existing?.email_confirmed_at) return obfuscatedUserJson(email, metadata)

    // The pending account keeps its password and metadata; only the link is renewed. The hook
    // runs only before a new user (internal/api/signup.go), so a form ticket cannot guard this.
    if (existing) return userJson(await this.sendConfirmation(existing, redirect), await listIdentities(db, existing.id))
    await this.runBeforeUserCreated(email, metadata, ip)
    // GoTrue checks the project's e-mail budget inside the sign-up's transaction, so a refused or
    // over-budget sign-up stores nothing (internal/api/mail.go, sendConfirmation).
    const token = randomToken()
    const passwordHash = await this.deps.hasher.hash(password, this.cost)
    let user: UserRow
    try {
      user = await db.transaction(async (tx) => {
        const created = await createUser(tx, { email, passwordHash, metadata, confirmationTokenHash: hashToken(token) })
        this.takeEmail()
        return created
      })
    } catch (error) {
      // Two sign-ups for one address at once: the loser answers like a duplicate.
      if ((error as { code?: string }).code === '23505') return obfuscatedUserJson(email, metadata)
      throw error
    }
    await this.deps.mailer.send(confirmationMail(user.email, this.verifyLink(token, 'signup', redirect)))
    return userJson(user, await listIdentities(db, user.id))
  }

  /** The project's hourly budget, after the per-address timer as in GoTrue's sendEmail (internal/api/mail.go). */
  private takeEmail(): void {
    if (this.deps.takeEmail && !this.deps.takeEmail()) throw authErrors.emailRateLimitExceeded()
  }

  /**
   * GoTrue's sendConfirmation (internal/api/mail.go): the address's confirmation_sent_at timer,
   * then the hourly budget, in one transaction so a refusal renews nothing; the mail follows.
   */
  private async sendConfirmation(user: UserRow, redirect: string): Promise<UserRow> {
    const token = randomToken()
    const renewed = await this.deps.db.transaction(async (tx) => {
      const row = await renewConfirmationToken(tx, user.id, hashToken(token), this.emailInterval)
      if (!row) throw authErrors.overEmailSendRateLimit(secondsUntilNextMail(user.confirmation_sent_at, this.emailInterval))
      this.takeEmail()
      return row
    })
    await this.deps.mailer.send(confirmationMail(renewed.email, this.verifyLink(token, 'signup', redirect)))
    return renewed
  }

  /**
   * sendPasswordRecovery and sendMagicLink (internal/api/mail.go): both on recovery_sent_at
   * ("Magic Link is just a recovery with a different template"), then the hourly budget.
   */
  private async sendRecoveryToken(user: UserRow, type: 'recovery' | 'magiclink', redirect: string): Promise<void> {
    const token = randomToken()
    await this.deps.db.transaction(async (tx) => {
      if (!(await setRecoveryToken(tx, user.id, hashToken(token), this.emailInterval))) {
        throw authErrors.overEmailSendRateLimit(secondsUntilNextMail(user.recovery_sent_at, this.emailInterval))
      }
      this.takeEmail()
    })
    const link = this.verifyLink(token, type, redirect)
    await this.deps.mailer.send(type === 'recovery' ? recoveryMail(user.email, link) : magicLinkMail(user.email, link))
  }

  /**
   * POST /resend (internal/api/resend.go): an unknown address, a confirmed one, or one with no
   * pending change gets 200 {} and no mail. No hook runs: the account already exists.
   */
  async resend(type: ResendType, email: string, redirectTo?: string): Promise<void> {
    const user = await findUserByEmail(this.deps.db, email)
    if (!user) return
    // The twin stores no pending e-mail or phone change (PUT /user refuses one), so those types
    // always find none, which GoTrue answers with 200 {} too; sms needs a phone (routes.ts).
    if (type !== 'signup' || user.email_confirmed_at) return
    await this.sendConfirmation(user, safeRedirect(redirectTo, this.deps.siteUrl))
  }

  /**
   * POST /otp and /magiclink with an e-mail (internal/api/otp.go, magic_link.go): a confirmed
   * account gets a sign-in link; an unknown or pending one is signed up with a random password
   * (the hook runs for a new one, the confirmation mail is the sign-in link), unless
   * create_user is false and there is no account: 422 otp_disabled.
   */
  async magicLink(email: string, options: { createUser: boolean; data: Record<string, unknown>; redirectTo?: string; ip?: string }): Promise<void> {
    const user = await findUserByEmail(this.deps.db, email)
    if (!user && !options.createUser) throw authErrors.otpDisabled()
    if (!user?.email_confirmed_at) {
      await this.signUp(email, otpSignUpPassword(), options.data, options.redirectTo, options.ip)
      return
    }
    await this.sendRecoveryToken(user, 'magiclink', safeRedirect(options.redirectTo, this.deps.siteUrl))
  }

  async signInWithPassword(email: string, password: string, client: SessionClient = {}): Promise<SessionJson> {
    const { db } = this.deps
    // No account can hold a password bcrypt would truncate; comparing one would only burn CPU.
    if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) throw authErrors.invalidCredentials()
    const user = await findUserByEmail(db, email)
    const matches = await this.deps.hasher.compare(password, user?.encrypted_password ?? this.dummyHash)
    if (!user || !user.encrypted_password || !matches) throw authErrors.invalidCredentials()
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed()
    return db.transaction(async (tx) => startSession(tx, this.deps.keys, this.issuer, await recordSignIn(tx, user.id), 'password', client))
  }

  async refresh(refreshToken: string, client: SessionClient = {}): Promise<SessionJson> {
    const outcome = await this.deps.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, refreshToken, { ...this.rotation, client })
      if (rotation.reused) return undefined // commit the family's revocation, then refuse
      const user = await findUserById(tx, rotation.userId)
      if (!user) throw authErrors.refreshTokenNotFound()
      return sessionJson(tx, this.deps.keys, this.issuer, user, rotation, 'token_refresh')
    })
    if (!outcome) throw authErrors.refreshTokenReused()
    return outcome
  }

  /** Resolves the bearer of an access token to a live user, GoTrue's requireAuthentication. */
  async requireUser(claims: VerifiedClaims): Promise<UserRow> {
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') throw authErrors.badJwt('invalid claim: missing sub claim')
    if (claims.session_id && !(await sessionExists(this.deps.db, claims.session_id))) throw authErrors.sessionNotFound()
    const user = await findUserById(this.deps.db, claims.sub).catch(() => undefined)
    if (!user) throw authErrors.userNotFound()
    return user
  }

  async logout(claims: VerifiedClaims, scope: LogoutScope): Promise<void> {
    const user = await this.requireUser(claims)
    await endSessions(this.deps.db, user.id, claims.session_id, scope)
  }

  /** Same answer whether or not the address has an account (internal/api/recover.go). */
  async recover(email: string, redirectTo?: string): Promise<void> {
    const redirect = safeRedirect(redirectTo, this.deps.siteUrl, new URL('/reset-password', this.deps.siteUrl).toString())
    const user = await findUserByEmail(this.deps.db, email)
    if (!user) return
    await this.sendRecoveryToken(user, 'recovery', redirect)
  }

  /** Consumes an e-mailed token and signs its owner in. */
  async verify(token: string, type: VerifyType, client: SessionClient = {}): Promise<SessionJson> {
    const kind = type === 'recovery' || type === 'magiclink' ? 'recovery' : 'confirmation'
    return this.deps.db.transaction(async (tx) => {
      const user = await findUserByTokenHash(tx, kind, hashToken(token), EMAIL_LINK_TTL_SECONDS)
      if (!user) throw authErrors.otpExpired()
      // Following a recovery link proves the address too, as in GoTrue.
      await confirmEmail(tx, user.id)
      if (kind === 'recovery') await consumeRecoveryToken(tx, user.id)
      const signedIn = await recordSignIn(tx, user.id)
      return startSession(tx, this.deps.keys, this.issuer, signedIn, 'otp', client)
    })
  }

  safeRedirect(requested: string | null | undefined): string {
    return safeRedirect(requested, this.deps.siteUrl)
  }

  async userResponse(user: UserRow): Promise<Record<string, unknown>> {
    const fresh = (await findUserById(this.deps.db, user.id)) ?? user
    return userJson(fresh, await listIdentities(this.deps.db, user.id))
  }

  async updateUser(user: UserRow, sessionId: string | undefined, changes: { password?: string; data?: Record<string, unknown>; email?: string }): Promise<Record<string, unknown>> {
    const { db } = this.deps
    if (changes.email !== undefined && normalizeEmail(changes.email) !== user.email) throw authErrors.notSupported('Changing the e-mail address')
    if (changes.password !== undefined) {
      this.checkPassword(changes.password)
      const withPassword = await findUserByEmail(db, user.email)
      if (withPassword?.encrypted_password && (await this.deps.hasher.compare(changes.password, withPassword.encrypted_password))) {
        throw authErrors.samePassword()
      }
      const passwordHash = await this.deps.hasher.hash(changes.password, this.cost)
      // GoTrue's User.UpdatePassword: whoever knew the old password (or holds an old
      // link) is signed out everywhere except the session making the change
      // (https://github.com/supabase/auth/blob/master/internal/models/user.go).
      await db.transaction(async (tx) => {
        await updatePassword(tx, user.id, passwordHash)
        await endSessions(tx, user.id, sessionId, sessionId ? 'others' : 'global')
      })
    }
    if (changes.data !== undefined) await mergeUserMetadata(db, user.id, changes.data)
    return this.userResponse(user)
  }
}

export { AuthError }
