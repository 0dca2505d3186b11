// GoTrue's error body: auth-js reads `error_code` for the error's code and
// `msg` for its message, and turns `weak_password` into AuthWeakPasswordError.
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }

  toBody(): Record<string, unknown> {
    // GoTrue leaves error_code out when it has none (a hook's own refusal, internal/hooks/hookserrors).
    return { code: this.status, ...(this.errorCode ? { error_code: this.errorCode } : {}), msg: this.message, ...this.extra }
  }
}

export const authErrors = {
  badJson: (detail?: string) => new AuthError(400, 'bad_json', detail ? `Could not parse request body as JSON: ${detail}` : 'Could not parse request body as JSON'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  // https://github.com/supabase/auth/blob/master/internal/api/password.go: bcrypt reads only 72 bytes.
  passwordTooLong: (maxBytes: number) => new AuthError(400, 'validation_failed', `Password cannot be longer than ${maxBytes} characters`),
  // https://github.com/supabase/auth/blob/master/internal/api/mail.go (validateSentWithinFrequencyLimit)
  overEmailSendRateLimit: (seconds: number) => new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  refreshTokenNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenReused: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist'),
  // https://github.com/supabase/auth/blob/master/internal/api/mail.go (EmailRateLimitExceeded):
  // the project's e-mails per hour, [auth.rate_limit] email_sent.
  emailRateLimitExceeded: () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  // https://github.com/supabase/auth/blob/master/internal/api/otp.go (Otp, shouldCreateUser)
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  // The twin's GoTrue has no phone provider, as [auth.sms] leaves it (GOTRUE_EXTERNAL_PHONE_ENABLED=false).
  phoneProviderDisabled: (message: string) => new AuthError(400, 'phone_provider_disabled', message),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  methodNotAllowed: () => new AuthError(405, 'method_not_allowed', 'Method not allowed'),
  payloadTooLarge: () => new AuthError(413, 'request_too_large', 'Request body is too large'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  notSupported: (what: string) => new AuthError(422, 'feature_not_supported', `${what} is not supported by the local backend`),
}
