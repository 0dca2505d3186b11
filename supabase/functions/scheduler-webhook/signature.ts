// Calendly's webhook signature: `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>`,
// where v1 is HMAC-SHA256 of "<t>.<raw body>" under the subscription's signing key, and
// a delivery older than 3 minutes is refused as a possible replay.
// https://developer.calendly.com/api-docs/overview/webhooks/webhook-signatures
// Only WebCrypto: this module runs under Deno (hosted) and Node (tests) unchanged.

export const SIGNATURE_HEADER = 'Calendly-Webhook-Signature'
export const SIGNATURE_TOLERANCE_SECONDS = 180

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

/** Reads `t=…,v1=…` (any order, spaces allowed); null when either part is missing. */
export function parseSignatureHeader(header: string | null): { timestamp: number; signature: string } | null {
  if (!header) return null
  const parts = new Map<string, string>()
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=')
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim())
  }
  const t = parts.get('t')
  const v1 = parts.get('v1')
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-fA-F]{64}$/.test(v1)) return null
  return { timestamp: Number(t), signature: v1.toLowerCase() }
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder()
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Compares every character whatever the first difference, so timing reveals nothing. */
export function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0)
  }
  return difference === 0
}

export async function verifySignature(options: { header: string | null; rawBody: string; signingKey: string; nowSeconds: number; toleranceSeconds?: number }): Promise<SignatureCheck> {
  if (!options.header) return { ok: false, reason: 'missing' }
  const parsed = parseSignatureHeader(options.header)
  if (!parsed) return { ok: false, reason: 'malformed' }
  // Future timestamps beyond the tolerance are as suspect as old ones.
  if (Math.abs(options.nowSeconds - parsed.timestamp) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) {
    return { ok: false, reason: 'stale' }
  }
  const expected = await hmacSha256Hex(options.signingKey, `${parsed.timestamp}.${options.rawBody}`)
  return constantTimeEqual(expected, parsed.signature) ? { ok: true } : { ok: false, reason: 'mismatch' }
}
