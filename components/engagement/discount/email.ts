/**
 * The discount e-mail must be non-empty and match a simple address pattern:
 * something, one @, something, a dot, something; no spaces.
 */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** No address contains control characters; Postgres could not even store U+0000. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

export function isValidEmail(value: string): boolean {
  const email = value.trim()
  return email.length > 0 && email.length <= 254 && ADDRESS.test(email) && !CONTROL.test(email)
}
