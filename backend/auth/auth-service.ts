// What GoTrue does, without HTTP: routes.ts parses requests and calls these.
import bcrypt from 'bcryptjs'
import { MIN_PASSWORD_LENGTH } from '../config'
import type { DatabaseEngine } from '../db/engine'
import { confirmationMail, recoveryMail } from '../mail/auth-templates'
import type { Mailer } from '../mail/mailer'
import { AuthError, authErrors } from './errors'
import type { JwtKeys, VerifiedClaims } from './jwt'
import { safeRedirect } from './redirects'
import { hashToken, randomToken } from './secrets'
import { sessionJson, startSession, type SessionJson } from './session-response'
import { endSessions, rotateRefreshToken, sessionExists, type LogoutScope } from './sessions'
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
  refreshUnconfirmedSignup,
  setRecoveryToken,
  updatePassword,
  userJson,
  type UserRow,
} from './user-store'

/** GoTrue's default lifetime of an e-mailed link. */
const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60
/** GoTrue's cost. Tests lower it (startBackend({ bcryptCost })) to save CPU, never production. */
export const DEFAULT_BCRYPT_COST = 10

export interface AuthServiceDeps {
  db: DatabaseEngine
  keys: JwtKeys
  mailer: Mailer
  siteUrl: string
  /** The backend's own public URL, for e-mailed links and the token issuer. */
  publicUrl: () => string
  bcryptCost?: number
}

export type VerifyType = 'signup' | 'recovery' | 'email' | 'magiclink'

export class AuthService {
  private readonly cost: number
  // Compared against when the e-mail is unknown, so a wrong e-mail costs the same
  // time as a wrong password and timing does not reveal who has an account.
  private readonly dummyHash: string

  constructor(private readonly deps: AuthServiceDeps) {
    this.cost = deps.bcryptCost ?? DEFAULT_BCRYPT_COST
    this.dummyHash = bcrypt.hashSync('not-a-real-password', this.cost)
  }

  private get issuer(): string {
    return `${this.deps.publicUrl()}/auth/v1`
  }

  private verifyLink(token: string, type: VerifyType, redirectTo: string): string {
    const query = new URLSearchParams({ token, type, redirect_to: redirectTo })
    return `${this.issuer}/verify?${query.toString()}`
  }

  checkPassword(password: string): void {
    if ([...password].length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH)
  }

  async signUp(email: string, password: string, metadata: Record<string, unknown>, redirectTo?: string): Promise<Record<string, unknown>> {
    this.checkPassword(password)
    const { db } = this.deps
    const redirect = safeRedirect(redirectTo, this.deps.siteUrl)
    const existing = await findUserByEmail(db, email)
    if (existing?.email_confirmed_at) return obfuscatedUserJson(email, metadata)

    const token = randomToken()
    const passwordHash = await bcrypt.hash(password, this.cost)
    let user: UserRow
    if (existing) {
      user = await refreshUnconfirmedSignup(db, existing.id, passwordHash, metadata, hashToken(token))
    } else {
      try {
        user = await db.transaction((tx) => createUser(tx, { email, passwordHash, metadata, confirmationTokenHash: hashToken(token) }))
      } catch (error) {
        // Two sign-ups for one address at once: the loser answers like a duplicate.
        if ((error as { code?: string }).code === '23505') return obfuscatedUserJson(email, metadata)
        throw error
      }
    }
    await this.deps.mailer.send(confirmationMail(user.email, this.verifyLink(token, 'signup', redirect)))
    return userJson(user, await listIdentities(db, user.id))
  }

  async signInWithPassword(email: string, password: string): Promise<SessionJson> {
    const { db } = this.deps
    const user = await findUserByEmail(db, email)
    const matches = await bcrypt.compare(password, user?.encrypted_password ?? this.dummyHash)
    if (!user || !user.encrypted_password || !matches) throw authErrors.invalidCredentials()
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed()
    return db.transaction(async (tx) => startSession(tx, this.deps.keys, this.issuer, await recordSignIn(tx, user.id), 'password'))
  }

  async refresh(refreshToken: string): Promise<SessionJson> {
    const outcome = await this.deps.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, refreshToken)
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

  /** Same answer whether or not the address has an account. */
  async recover(email: string, redirectTo?: string): Promise<void> {
    const redirect = safeRedirect(redirectTo, this.deps.siteUrl, new URL('/reset-password', this.deps.siteUrl).toString())
    const user = await findUserByEmail(this.deps.db, email)
    if (!user) return
    const token = randomToken()
    await setRecoveryToken(this.deps.db, user.id, hashToken(token))
    await this.deps.mailer.send(recoveryMail(user.email, this.verifyLink(token, 'recovery', redirect)))
  }

  /** Consumes an e-mailed token and signs its owner in. */
  async verify(token: string, type: VerifyType): Promise<SessionJson> {
    const kind = type === 'recovery' || type === 'magiclink' ? 'recovery' : 'confirmation'
    return this.deps.db.transaction(async (tx) => {
      const user = await findUserByTokenHash(tx, kind, hashToken(token), EMAIL_LINK_TTL_SECONDS)
      if (!user) throw authErrors.otpExpired()
      // Following a recovery link proves the address too, as in GoTrue.
      await confirmEmail(tx, user.id)
      if (kind === 'recovery') await consumeRecoveryToken(tx, user.id)
      const signedIn = await recordSignIn(tx, user.id)
      return startSession(tx, this.deps.keys, this.issuer, signedIn, 'otp')
    })
  }

  safeRedirect(requested: string | null | undefined): string {
    return safeRedirect(requested, this.deps.siteUrl)
  }

  async userResponse(user: UserRow): Promise<Record<string, unknown>> {
    const fresh = (await findUserById(this.deps.db, user.id)) ?? user
    return userJson(fresh, await listIdentities(this.deps.db, user.id))
  }

  async updateUser(user: UserRow, changes: { password?: string; data?: Record<string, unknown>; email?: string }): Promise<Record<string, unknown>> {
    const { db } = this.deps
    if (changes.email !== undefined && normalizeEmail(changes.email) !== user.email) throw authErrors.notSupported('Changing the e-mail address')
    if (changes.password !== undefined) {
      this.checkPassword(changes.password)
      const withPassword = await findUserByEmail(db, user.email)
      if (withPassword?.encrypted_password && (await bcrypt.compare(changes.password, withPassword.encrypted_password))) {
        throw authErrors.samePassword()
      }
      await updatePassword(db, user.id, await bcrypt.hash(changes.password, this.cost))
    }
    if (changes.data !== undefined) await mergeUserMetadata(db, user.id, changes.data)
    return this.userResponse(user)
  }
}

export { AuthError }
