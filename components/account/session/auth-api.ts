import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { getSupabase, readStoredSession } from '../../../lib/supabase/client'
import { AUTH_MESSAGES } from './messages'
import { createFormGuard } from '../../../lib/form-guard'

/** What every account action answers: ok, or the message the toast shows. */
export type AuthResult = { ok: true } | { ok: false; message: string }

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void

export interface Profile {
  full_name: string | null
}

/**
 * Everything accounts need from the auth service, as one injectable interface. The app uses
 * `supabaseAuthApi`; stories and tests pass an in-memory one, so no view needs a backend.
 */
export interface AuthApi {
  /** Synchronous first-paint hint: may a session be stored? (Never loads supabase-js.) */
  storedUser(): StoredUserHint | null
  /** Loads the client if needed and subscribes; the listener gets INITIAL_SESSION first. */
  subscribe(listener: AuthListener): Promise<() => void>
  /** `honeypot`: the form's trap field; `captchaToken`: the Turnstile widget's answer, when the site has a key. */
  signUp(input: { email: string; password: string; fullName: string; emailRedirectTo: string; honeypot?: string; captchaToken?: string }): Promise<AuthResult>
  signIn(input: { email: string; password: string; captchaToken?: string }): Promise<AuthResult>
  signOut(): Promise<AuthResult>
  requestPasswordReset(input: { email: string; redirectTo: string; captchaToken?: string }): Promise<AuthResult>
  updatePassword(password: string): Promise<AuthResult>
  fetchProfile(userId: string): Promise<Profile | null>
}

/** Name and e-mail of the stored session's user, for the header before supabase-js loads. */
export interface StoredUserHint {
  email: string
  fullName: string | null
}

interface ErrorLike {
  message?: unknown
  name?: unknown
  status?: unknown
}

/** Errors of the transport (network down, 5xx, a body that is not JSON), never of the service's judgement. */
const TRANSPORT_ERRORS = new Set(['AuthRetryableFetchError', 'TypeError', 'SyntaxError'])

/**
 * The toast's description (texts in messages.ts): the service's message, or "Something went wrong"
 * when the service did not answer with one. supabase-js reports a network failure and any 5xx
 * as AuthRetryableFetchError without reading the body, so its text is the browser's
 * ("Failed to fetch") or "{}": never a message from the service.
 */
export function messageOf(error: ErrorLike | null | undefined): string {
  if (!error || TRANSPORT_ERRORS.has(String(error.name))) return AUTH_MESSAGES.somethingWentWrong
  if (typeof error.status === 'number' && error.status >= 500) return AUTH_MESSAGES.somethingWentWrong
  const message = typeof error.message === 'string' ? error.message.trim() : ''
  if (!message || message === '{}' || /failed to fetch|networkerror|load failed|unexpected token|not valid json/i.test(message)) return AUTH_MESSAGES.somethingWentWrong
  return message
}

/**
 * A sign-up that returns a user with an empty identities list is an address that
 * already has an account (GoTrue answers that way so the response does not reveal it to others,
 * but the person signing up is told). Pure, so it is unit-tested.
 */
export function signUpOutcome(user: Pick<User, 'identities'> | null | undefined, error: ErrorLike | null): AuthResult {
  if (error) return { ok: false, message: messageOf(error) }
  if (user && Array.isArray(user.identities) && user.identities.length === 0) return { ok: false, message: AUTH_MESSAGES.emailInUse }
  if (!user) return { ok: false, message: AUTH_MESSAGES.somethingWentWrong }
  return { ok: true }
}

export function resultOf(error: ErrorLike | null | undefined): AuthResult {
  return error ? { ok: false, message: messageOf(error) } : { ok: true }
}

async function guarded(work: () => Promise<AuthResult>): Promise<AuthResult> {
  try {
    return await work()
  } catch (error) {
    return { ok: false, message: messageOf(error as ErrorLike) }
  }
}

/** Reads the stored session's user without supabase-js (see hasStoredSession). */
export function readStoredUser(): StoredUserHint | null {
  const stored = readStoredSession()
  if (!stored) return null
  const user = stored.user ?? {}
  const email = typeof user.email === 'string' ? user.email : ''
  const fullName = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : null
  return { email, fullName }
}

/**
 * The sign-up form's ticket (lib/form-guard.ts): asked for when the form is shown, sent as user
 * metadata, checked by the Before User Created hook (docs/decisions/144-bot-proof-forms.md), which refuses a sign-up
 * sent faster than the minimum fill time; the form waits out the rest instead.
 */
const signUpGuard = createFormGuard(getSupabase)

/** Call when the sign-up form is shown. */
export function startSignUpGuard(): void {
  signUpGuard.start()
}

/** The production implementation: supabase-js, loaded on first use, browser only. */
export const supabaseAuthApi: AuthApi = {
  storedUser: readStoredUser,

  async subscribe(listener) {
    const supabase = await getSupabase()
    const { data } = supabase.auth.onAuthStateChange(listener)
    return () => data.subscription.unsubscribe()
  },

  signUp: ({ email, password, fullName, emailRedirectTo, honeypot = '', captchaToken }) =>
    guarded(async () => {
      // No ticket (offline): a failure the person can retry, never a sign-up the hook refuses.
      const fields = await signUpGuard.fields(honeypot).catch(() => null)
      if (!fields) return { ok: false, message: AUTH_MESSAGES.somethingWentWrong }
      const supabase = await getSupabase()
      // captchaToken: supabase-js sends it as gotrue_meta_security.captcha_token
      // (https://supabase.com/docs/guides/auth/auth-captcha).
      const { data, error } = await supabase.auth.signUp({
        email: email.trim(),
        password,
        options: { data: { full_name: fullName.trim(), ...fields }, emailRedirectTo, captchaToken },
      })
      return signUpOutcome(data.user, error)
    }),

  signIn: ({ email, password, captchaToken }) =>
    guarded(async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password, options: { captchaToken } })
      return resultOf(error)
    }),

  signOut: () =>
    guarded(async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.signOut()
      return resultOf(error)
    }),

  requestPasswordReset: ({ email, redirectTo, captchaToken }) =>
    guarded(async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo, captchaToken })
      return resultOf(error)
    }),

  updatePassword: (password) =>
    guarded(async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.updateUser({ password })
      return resultOf(error)
    }),

  async fetchProfile(userId) {
    const supabase = await getSupabase()
    // TanStack Query owns the retries (see garage-api.ts): none inside postgrest-js as well.
    const { data, error } = await supabase.from('profiles').select('full_name').eq('id', userId).single().retry(false)
    if (error) throw Object.assign(new Error(error.message), { code: error.code })
    return data as Profile
  },
}

/** Does the URL fragment carry what an e-mailed link brings back (a session or its error)? */
export function parseAuthFragment(hash: string): { type: string | null; hasSession: boolean; error: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  return {
    type: params.get('type'),
    hasSession: params.has('access_token'),
    error: params.get('error_description') ?? params.get('error'),
  }
}
