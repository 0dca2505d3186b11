// /auth/v1: GoTrue's HTTP surface as auth-js calls it.
import type { RateLimits } from '../config'
import { BodyTooLargeError, InvalidJsonError, parseJson, readBody } from '../http/body'
import { bearerToken, type RequestContext } from '../http/request-context'
import { redirect, sendEmpty, sendJson } from '../http/respond'
import type { AuthService, ResendType, VerifyType } from './auth-service'
import { captchaTokenOf, verifyCaptcha, type CaptchaSettings } from './captcha'
import { AuthError, authErrors } from './errors'
import { TokenError, type JwtKeys, type VerifiedClaims } from './jwt'
import type { RateLimiter } from './rate-limiter'
import { sessionFragment } from './session-response'
import type { LogoutScope, SessionClient } from './sessions'

const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
const VERIFY_TYPES: readonly VerifyType[] = ['signup', 'recovery', 'email', 'magiclink']

export interface AuthRoutesDeps {
  service: AuthService
  keys: JwtKeys
  limiter: RateLimiter
  limits: RateLimits
  /** [auth.captcha], when enabled. */
  captcha?: CaptchaSettings
}

type JsonObject = Record<string, unknown>

async function readObject(ctx: RequestContext): Promise<JsonObject> {
  let body: unknown
  try {
    body = parseJson(await readBody(ctx.req))
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw authErrors.payloadTooLarge()
    throw authErrors.badJson(error instanceof InvalidJsonError && error.message.startsWith('exceeded') ? error.message : undefined)
  }
  if (body === undefined) return {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw authErrors.badJson()
  return body as JsonObject
}

// Postgres text and jsonb cannot hold U+0000, so a NUL that reached SQL was a
// 500 (hosted GoTrue answers "Database error saving new user" there too). It is
// refused up front with a 400 instead; passwords are only ever hashed, so they may keep one.
const NUL = '\u0000'

function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw authErrors.validation(`${key} must be a string`)
  if (key !== 'password' && value.includes(NUL)) throw authErrors.validation(`${key} must not contain NUL characters`)
  return value
}

function requireEmail(body: JsonObject): string {
  const email = optionalString(body, 'email')?.trim()
  if (!email) throw authErrors.validation('To signup, please provide your email')
  if (email.length > 255 || !EMAIL_SHAPE.test(email)) throw authErrors.validation('Unable to validate email address: invalid format')
  return email
}

/** GoTrue's validateEmail (internal/api/mail.go), which /resend, /otp and /magiclink use: lower-cased. */
function validateEmail(email: string): string {
  if (email === '') throw authErrors.validation('An email address is required')
  if (email.length > 255) throw authErrors.validation('An email address is too long')
  if (!EMAIL_SHAPE.test(email)) throw authErrors.validation('Unable to validate email address: invalid format')
  return email.toLowerCase()
}

const RESEND_TYPES: readonly ResendType[] = ['signup', 'email_change', 'sms', 'phone_change']

// User metadata is copied into every access token; a huge blob would bloat every
// request header the client sends afterwards.
const MAX_METADATA_CHARS = 8 * 1024

function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw authErrors.validation(`${key} must be an object`)
  const text = JSON.stringify(value)
  if (text.length > MAX_METADATA_CHARS) throw authErrors.validation(`${key} is larger than ${MAX_METADATA_CHARS} characters`)
  // JSON.stringify writes a NUL inside a string as the escape \u0000, which jsonb refuses.
  if (text.includes('\\u0000')) throw authErrors.validation(`${key} must not contain NUL characters`)
  return value as JsonObject
}

/**
 * GoTrue's per-IP limiters (internal/api/apilimiter/apilimiter.go, api.go): /resend, /otp,
 * /magiclink and PUT /user each have their own, at the rate of /signup's (GOTRUE_RATE_LIMIT_OTP,
 * config.toml's sign_in_sign_ups).
 */
type Bucket = keyof Omit<RateLimits, 'windowMs' | 'emailSentPerHour'> | 'resend' | 'otp' | 'magiclink' | 'user'

export function createAuthRoutes({ service, keys, limiter, limits, captcha }: AuthRoutesDeps) {
  function limit(ctx: RequestContext, bucket: Bucket): void {
    const max = bucket === 'resend' || bucket === 'otp' || bucket === 'magiclink' || bucket === 'user' ? limits.signup : limits[bucket]
    if (!limiter.allow(bucket, ctx.ip, max)) throw authErrors.rateLimited()
  }

  /** GoTrue's verifyCaptcha: skipped without [auth.captcha] and for the service role. */
  async function checkCaptcha(ctx: RequestContext, body: JsonObject): Promise<void> {
    if (!captcha) return
    const token = bearerToken(ctx.req)
    if (token) {
      const claims = await keys.verify(token).catch(() => null)
      if (claims?.role === 'service_role') return
    }
    await verifyCaptcha(captcha, captchaTokenOf(body), ctx.ip)
  }

  async function claimsOf(ctx: RequestContext): Promise<VerifiedClaims> {
    const token = bearerToken(ctx.req)
    if (!token) throw authErrors.noAuthorization()
    try {
      return await keys.verify(token)
    } catch (error) {
      if (error instanceof TokenError) {
        throw authErrors.badJwt(error.reason === 'expired' ? 'token has invalid claims: token is expired' : error.message)
      }
      throw error
    }
  }

  const routes: Record<string, (ctx: RequestContext) => Promise<void>> = {
    'GET /health': async (ctx) => sendJson(ctx.res, 200, { version: 'local', name: 'GoTrue', description: 'Local Supabase-compatible auth' }),

    'GET /settings': async (ctx) =>
      sendJson(ctx.res, 200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),

    'POST /signup': async (ctx) => {
      limit(ctx, 'signup')
      const body = await readObject(ctx)
      await checkCaptcha(ctx, body)
      const email = requireEmail(body)
      const password = optionalString(body, 'password')
      if (!password) throw authErrors.validation('Signup requires a valid password')
      const data = optionalObject(body, 'data') ?? {}
      const redirectTo = ctx.url.searchParams.get('redirect_to') ?? undefined
      sendJson(ctx.res, 200, await service.signUp(email, password, data, redirectTo, ctx.ip))
    },

    'POST /token': async (ctx) => {
      limit(ctx, 'token')
      const grant = ctx.url.searchParams.get('grant_type')
      const body = await readObject(ctx)
      if (grant === 'password') {
        await checkCaptcha(ctx, body)
        const email = optionalString(body, 'email')
        const password = optionalString(body, 'password')
        if (!email || !password) throw authErrors.invalidCredentials()
        sendJson(ctx.res, 200, await service.signInWithPassword(email, password, sessionClient(ctx)))
      } else if (grant === 'refresh_token') {
        const refreshToken = optionalString(body, 'refresh_token')
        if (!refreshToken) throw authErrors.refreshTokenNotFound()
        sendJson(ctx.res, 200, await service.refresh(refreshToken, sessionClient(ctx)))
      } else {
        throw authErrors.unsupportedGrant()
      }
    },

    'POST /logout': async (ctx) => {
      const scope = (ctx.url.searchParams.get('scope') ?? 'global') as LogoutScope
      if (!['global', 'local', 'others'].includes(scope)) throw authErrors.validation('Unsupported logout scope')
      await service.logout(await claimsOf(ctx), scope)
      sendEmpty(ctx.res, 204)
    },

    'POST /recover': async (ctx) => {
      limit(ctx, 'recover')
      const body = await readObject(ctx)
      await checkCaptcha(ctx, body)
      const email = requireEmail(body)
      await service.recover(email, ctx.url.searchParams.get('redirect_to') ?? undefined)
      sendJson(ctx.res, 200, {})
    },

    // auth.resend({ type, email }) from supabase-js; internal/api/resend.go (Validate, Resend).
    'POST /resend': async (ctx) => {
      limit(ctx, 'resend')
      const body = await readObject(ctx)
      await checkCaptcha(ctx, body)
      const type = optionalString(body, 'type') ?? ''
      const email = optionalString(body, 'email') ?? ''
      const phone = optionalString(body, 'phone') ?? ''
      if (!(RESEND_TYPES as readonly string[]).includes(type)) throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change')
      if (email === '' && type === 'signup') throw authErrors.validation('Type provided requires an email address')
      if (phone === '' && type === 'sms') throw authErrors.validation('Type provided requires a phone number')
      if (email !== '' && phone !== '') throw authErrors.validation('Only an email address or phone number should be provided.')
      if (phone !== '') throw authErrors.phoneProviderDisabled('Phone logins are disabled')
      if (email === '') throw authErrors.validation('Missing email address or phone number')
      await service.resend(type as ResendType, validateEmail(email), ctx.url.searchParams.get('redirect_to') ?? undefined)
      sendJson(ctx.res, 200, {})
    },

    // auth.signInWithOtp({ email, options: { shouldCreateUser, data } }) from supabase-js;
    // internal/api/otp.go (Otp, shouldCreateUser) hands an e-mail to magic_link.go.
    'POST /otp': async (ctx) => {
      limit(ctx, 'otp')
      const body = await readObject(ctx)
      await checkCaptcha(ctx, body)
      const email = optionalString(body, 'email') ?? ''
      const phone = optionalString(body, 'phone') ?? ''
      const channel = optionalString(body, 'channel') ?? ''
      const createUser = body.create_user ?? true
      if (typeof createUser !== 'boolean') throw authErrors.validation('create_user must be a boolean')
      const data = optionalObject(body, 'data') ?? {}
      if (email !== '' && phone !== '') throw authErrors.validation('Only an email address or phone number should be provided')
      if (email !== '' && channel !== '') throw authErrors.validation('Channel should only be specified with Phone OTP')
      if (email !== '') {
        await service.magicLink(validateEmail(email), { createUser, data, redirectTo: ctx.url.searchParams.get('redirect_to') ?? undefined, ip: ctx.ip })
        return sendJson(ctx.res, 200, {})
      }
      if (phone !== '') throw authErrors.phoneProviderDisabled('Unsupported phone provider')
      throw authErrors.validation('One of email or phone must be set')
    },

    // The older route supabase-js no longer calls, still open on hosted: internal/api/magic_link.go.
    'POST /magiclink': async (ctx) => {
      limit(ctx, 'magiclink')
      const body = await readObject(ctx)
      await checkCaptcha(ctx, body)
      const email = optionalString(body, 'email') ?? ''
      if (email === '') throw new AuthError(422, 'validation_failed', 'Password recovery requires an email')
      const data = optionalObject(body, 'data') ?? {}
      await service.magicLink(validateEmail(email), { createUser: true, data, redirectTo: ctx.url.searchParams.get('redirect_to') ?? undefined, ip: ctx.ip })
      sendJson(ctx.res, 200, {})
    },

    // The link in the e-mail: a browser navigation, so errors are redirects too.
    'GET /verify': async (ctx) => {
      const params = ctx.url.searchParams
      const target = service.safeRedirect(params.get('redirect_to'))
      const type = params.get('type') as VerifyType
      const token = params.get('token')
      if (!limiter.allow('verify', ctx.ip, limits.verify) || !token || !VERIFY_TYPES.includes(type)) {
        return redirect(ctx.res, `${target}#${linkError()}`)
      }
      try {
        const session = await service.verify(token, type, sessionClient(ctx))
        redirect(ctx.res, `${target}#${sessionFragment(session, type)}`)
      } catch (error) {
        if (error instanceof AuthError) return redirect(ctx.res, `${target}#${linkError()}`)
        throw error
      }
    },

    // verifyOtp({ token_hash, type }) from auth-js: the same tokens, JSON in and out.
    'POST /verify': async (ctx) => {
      limit(ctx, 'verify')
      const body = await readObject(ctx)
      const type = optionalString(body, 'type') as VerifyType | undefined
      const token = optionalString(body, 'token_hash') ?? optionalString(body, 'token')
      if (!token || !type || !VERIFY_TYPES.includes(type)) throw authErrors.validation('Verify requires a token_hash and a type')
      sendJson(ctx.res, 200, await service.verify(token, type, sessionClient(ctx)))
    },

    'GET /user': async (ctx) => {
      const user = await service.requireUser(await claimsOf(ctx))
      sendJson(ctx.res, 200, await service.userResponse(user))
    },

    'PUT /user': async (ctx) => {
      const claims = await claimsOf(ctx)
      limit(ctx, 'user')
      const user = await service.requireUser(claims)
      const body = await readObject(ctx)
      const changes = {
        password: optionalString(body, 'password'),
        email: optionalString(body, 'email'),
        data: optionalObject(body, 'data'),
      }
      sendJson(ctx.res, 200, await service.updateUser(user, claims.session_id, changes))
    },
  }

  return async function handleAuth(ctx: RequestContext): Promise<void> {
    const route = routes[`${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${ctx.path.replace(/\/+$/, '')}`]
    try {
      if (!route) {
        const pathKnown = Object.keys(routes).some((key) => key.endsWith(` ${ctx.path}`))
        throw pathKnown ? authErrors.methodNotAllowed() : authErrors.notFound()
      }
      await route(ctx)
    } catch (error) {
      if (error instanceof AuthError) return sendJson(ctx.res, error.status, error.toBody())
      throw error
    }
  }
}

/** The User-Agent and address GoTrue records on the session it makes or refreshes. */
function sessionClient(ctx: RequestContext): SessionClient {
  return { userAgent: ctx.header('user-agent'), ip: ctx.ip }
}

function linkError(): string {
  return new URLSearchParams({
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  }).toString()
}
