// The referral link's code (/?ref=<12 hex digits>, docs/decisions/158-referral-credit.md), kept from
// the visit that brought it until the visitor claims the first-visit discount, on any page and for
// 30 days: send-discount-email then records which customer sent them. Local storage, because a
// friend often opens the link on one day and books on another.
import { browserStorage, type StorageArea } from '../../../lib/storage/safe-storage'

export const REFERRAL_KEY = 'kmd.referral'
const SHAPE = /^[0-9a-f]{12}$/
const KEEP_MS = 30 * 24 * 3600_000

/** Keeps the code of a referral link in the query string; true when there was one. A later link replaces an earlier one. */
export function rememberReferral(search: string, storage: StorageArea | undefined = browserStorage('localStorage'), now = Date.now()): boolean {
  const ref = new URLSearchParams(search).get('ref')?.trim().toLowerCase() ?? ''
  if (!SHAPE.test(ref)) return false
  try {
    storage?.setItem(REFERRAL_KEY, JSON.stringify({ ref, at: now }))
  } catch {
    // A full or refused storage: the referral is lost, the visit is not.
  }
  return true
}

/** The kept code while it is younger than 30 days, else undefined (and an unreadable or old entry is removed). */
export function rememberedReferral(storage: StorageArea | undefined = browserStorage('localStorage'), now = Date.now()): string | undefined {
  try {
    const raw = storage?.getItem(REFERRAL_KEY)
    if (!raw) return undefined
    const { ref, at } = JSON.parse(raw) as { ref?: unknown; at?: unknown }
    if (typeof ref === 'string' && SHAPE.test(ref) && typeof at === 'number' && now - at >= 0 && now - at < KEEP_MS) return ref
    storage?.removeItem(REFERRAL_KEY)
  } catch {
    storage?.removeItem(REFERRAL_KEY)
  }
  return undefined
}
