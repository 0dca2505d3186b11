// Client-side checks shown next to the fields before anything is sent. The auth service has the
// final word (its message is shown in the toast); these only catch what is plainly wrong.

/** The local backend's minimum (hosted Supabase defaults to 6; the project sets 8). */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_FULL_NAME_LENGTH = 100

const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export type FieldErrors<K extends string> = Partial<Record<K, string>>

export function validateEmail(email: string): string | undefined {
  const value = email.trim()
  if (!value) return 'Enter your e-mail address.'
  if (value.length > 254 || !EMAIL_SHAPE.test(value)) return 'Enter a valid e-mail address, like name@example.com.'
  return undefined
}

/** For signing in: any non-empty password (the service decides whether it is right). */
export function validateCurrentPassword(password: string): string | undefined {
  return password ? undefined : 'Enter your password.'
}

/** For sign-up and reset. Counts characters, not UTF-16 units. */
export function validateNewPassword(password: string): string | undefined {
  if (!password) return 'Choose a password.'
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  return undefined
}

export function validateFullName(name: string): string | undefined {
  const value = name.trim()
  if (!value) return 'Enter your full name.'
  if (value.length > MAX_FULL_NAME_LENGTH) return `Use at most ${MAX_FULL_NAME_LENGTH} characters.`
  return undefined
}

export function validateConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Enter the new password again.'
  return password === confirmation ? undefined : 'The passwords do not match.'
}

export interface SignInValues {
  email: string
  password: string
}
export interface SignUpValues extends SignInValues {
  fullName: string
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return compact({ email: validateEmail(values.email), password: validateCurrentPassword(values.password) })
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return compact({
    fullName: validateFullName(values.fullName),
    email: validateEmail(values.email),
    password: validateNewPassword(values.password),
  })
}

export function validateNewPasswordPair(password: string, confirmation: string): FieldErrors<'password' | 'confirmation'> {
  return compact({ password: validateNewPassword(password), confirmation: validateConfirmation(password, confirmation) })
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {}
  for (const key of Object.keys(errors) as K[]) if (errors[key]) out[key] = errors[key]
  return out
}
