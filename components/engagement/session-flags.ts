import { browserStorage } from '../../lib/storage/safe-storage'

/** Session flags (docs/decisions/050-engagement-overlays.md); the names are stored in visitors' sessionStorage, so they never change. */
export const SESSION_FLAGS = {
  discountSeen: 'hasSeenDiscountPopup',
  tourSeen: 'hasSeenInteractiveTour',
} as const

export type SessionFlag = (typeof SESSION_FLAGS)[keyof typeof SESSION_FLAGS]

/** The part of the Web Storage API the flags need (sessionStorage, or a fake in tests). */
export interface FlagStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/**
 * Flags live in sessionStorage. Storage can be missing (prerender), blocked (privacy settings,
 * sandboxed frames) or full (Safari private mode throws on setItem); then the flags are kept in
 * memory for the rest of the page load, so the popup and tour still show at most once per load.
 */
export function createSafeFlags(getStorage: () => FlagStorage | null | undefined = browserSessionStorage) {
  const memory = new Map<string, string>()

  function storage(): FlagStorage | null {
    try {
      return getStorage() ?? null
    } catch {
      return null
    }
  }

  return {
    /** True when the flag has any value (the site writes "true"). */
    has(flag: SessionFlag): boolean {
      if (memory.has(flag)) return true
      try {
        return storage()?.getItem(flag) != null
      } catch {
        return false
      }
    },
    set(flag: SessionFlag): void {
      memory.set(flag, 'true')
      try {
        storage()?.setItem(flag, 'true')
      } catch {
        // Quota or security error: the in-memory copy above still holds for this page load.
      }
    },
  }
}

function browserSessionStorage(): FlagStorage | null {
  return browserStorage('sessionStorage') ?? null
}

/** The site's flags, backed by the browser's sessionStorage. */
export const sessionFlags = createSafeFlags()
