import { createHash, randomBytes } from 'node:crypto'

/** URL-safe random token for refresh tokens and e-mailed links. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url')
}

/** Tokens are stored hashed; a lookup hashes the presented token the same way. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
