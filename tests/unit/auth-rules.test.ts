import { describe, expect, it } from 'vitest'
import { parseAuthFragment, resultOf, signUpOutcome } from '../../components/account/session/auth-api'
import { displayName, initialOf } from '../../components/account/identity'
import { AUTH_MESSAGES } from '../../components/account/session/messages'
import { DEFAULT_AFTER_SIGN_IN, loginPathFor, redirectFromSearch, safeRedirectPath } from '../../components/account/redirect'
import { validateEmail, validateNewPassword, validateNewPasswordPair, validateSignIn, validateSignUp } from '../../components/account/validation'

describe('safeRedirectPath: the remembered origin is a same-site path or nothing', () => {
  it.each([
    ['/garage', '/garage'],
    ['/garage?tab=history', '/garage?tab=history'],
    ['/garage#vehicles', '/garage#vehicles'],
    ['/services/../garage', '/garage'],
    ['  /garage  ', '/garage'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    'garage',
    '//evil.example/garage',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/garage',
    'javascript:alert(1)',
    '/gar\nage',
    '/login',
    '/login?redirect=/garage',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw as string | null | undefined)).toBeNull()
  })

  it('keeps an encoded control character harmless (stays encoded in the path)', () => {
    expect(safeRedirectPath('/%0d%0a')).toBe('/%0d%0a')
  })

  it('builds /login?redirect= and reads it back', () => {
    expect(loginPathFor('/garage')).toBe('/login?redirect=%2Fgarage')
    expect(redirectFromSearch('?redirect=%2Fgarage')).toBe('/garage')
    expect(redirectFromSearch('?redirect=https%3A%2F%2Fevil.example')).toBe(DEFAULT_AFTER_SIGN_IN)
    expect(redirectFromSearch('')).toBe(DEFAULT_AFTER_SIGN_IN)
    expect(loginPathFor('https://evil.example')).toBe('/login')
  })
})

describe('display name and initial', () => {
  it('is full_name, falling back to the e-mail', () => {
    expect(displayName('Maria Lopez', 'maria@example.com')).toBe('Maria Lopez')
    expect(displayName('  ', 'maria@example.com')).toBe('maria@example.com')
    expect(displayName(null, 'maria@example.com')).toBe('maria@example.com')
    expect(displayName(undefined, undefined)).toBe('')
  })

  it('takes the first character, upper-cased, whole code points', () => {
    expect(initialOf('maria Lopez')).toBe('M')
    expect(initialOf('émile')).toBe('É')
    expect(initialOf('😀 Happy')).toBe('😀')
    expect(initialOf('  ')).toBe('?')
    expect(initialOf(null)).toBe('?')
  })
})

describe('form validation', () => {
  it('checks e-mail shape', () => {
    expect(validateEmail('')).toMatch(/Enter your e-mail/)
    expect(validateEmail('maria@')).toMatch(/valid e-mail/)
    expect(validateEmail(' maria@example.com ')).toBeUndefined()
  })

  it('asks 8+ characters for a new password, counting characters', () => {
    expect(validateNewPassword('')).toBeDefined()
    expect(validateNewPassword('1234567')).toMatch(/at least 8/)
    expect(validateNewPassword('12345678')).toBeUndefined()
    expect(validateNewPassword('😀😀😀😀😀😀😀')).toMatch(/at least 8/) // 7 characters, 14 UTF-16 units
  })

  it('reports every problem of a sign-up at once', () => {
    expect(Object.keys(validateSignUp({ fullName: '', email: 'x', password: '1' })).sort()).toEqual(['email', 'fullName', 'password'])
    expect(validateSignUp({ fullName: 'Maria', email: 'maria@example.com', password: 'correct horse' })).toEqual({})
  })

  it('sign-in only needs a non-empty password', () => {
    expect(validateSignIn({ email: 'maria@example.com', password: 'x' })).toEqual({})
    expect(validateSignIn({ email: 'maria@example.com', password: '' })).toHaveProperty('password')
  })

  it('requires the confirmation to match', () => {
    expect(validateNewPasswordPair('new password', 'new passw0rd')).toEqual({ confirmation: 'The passwords do not match.' })
    expect(validateNewPasswordPair('new password', 'new password')).toEqual({})
  })
})

describe('sign-up outcome', () => {
  it('an empty identities list means the address is already in use', () => {
    expect(signUpOutcome({ identities: [] }, null)).toEqual({ ok: false, message: AUTH_MESSAGES.emailInUse })
    expect(AUTH_MESSAGES.emailInUse).toBe('This email is already in use.')
  })

  it('the service message, or Something went wrong', () => {
    expect(signUpOutcome(null, { message: 'Password should be at least 8 characters.' })).toEqual({ ok: false, message: 'Password should be at least 8 characters.' })
    expect(signUpOutcome(null, { message: '' })).toEqual({ ok: false, message: 'Something went wrong' })
    expect(resultOf({})).toEqual({ ok: false, message: 'Something went wrong' })
  })

  it('a new user with an identity is a success', () => {
    expect(signUpOutcome({ identities: [{ id: '1' } as never] }, null)).toEqual({ ok: true })
  })
})

describe('e-mailed link fragments', () => {
  it('recognises a recovery session and a link error', () => {
    expect(parseAuthFragment('#access_token=a&refresh_token=b&type=recovery')).toEqual({ type: 'recovery', hasSession: true, error: null })
    expect(parseAuthFragment('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      type: null,
      hasSession: false,
      error: 'Email link is invalid or has expired',
    })
    expect(parseAuthFragment('')).toEqual({ type: null, hasSession: false, error: null })
  })
})
