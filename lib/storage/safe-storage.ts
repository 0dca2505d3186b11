// Web Storage that never throws. Browsers refuse storage in several ways: reading
// `window.localStorage` throws a SecurityError (blocked cookies, some privacy modes, sandboxed
// frames), `setItem` throws a QuotaExceededError (a full quota, Safari's old private mode), or
// the object is simply missing (prerender). Every caller here wants the same thing then: keep
// working for the rest of the page's life, just without persisting.

/** The part of the Web Storage API callers use. */
export interface StorageArea {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type StorageKind = 'localStorage' | 'sessionStorage'

/**
 * The browser's storage of that kind, or undefined when it is missing or reading the property
 * throws. It does not prove that writes work: a full quota only shows on setItem.
 */
export function browserStorage(kind: StorageKind): StorageArea | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    return window[kind] ?? undefined
  } catch {
    return undefined
  }
}

/** Does this kind of storage take writes (not only reads)? A probe write, removed at once. */
export function storagePersists(kind: StorageKind): boolean {
  const area = browserStorage(kind)
  if (!area) return false
  const probe = '__storage_probe__'
  try {
    area.setItem(probe, '1')
    area.removeItem(probe)
    return true
  } catch {
    return false
  }
}

/**
 * A StorageArea over `getArea()` that never throws. A value the real storage refused is kept in
 * memory for this page's life and read back from there, so a session or a flag written once is
 * still seen on the next read. Once the real storage takes a write again, the memory copy goes:
 * the real storage (shared with other tabs) is the source of truth whenever it works.
 */
export function createSafeStorage(getArea: () => StorageArea | null | undefined): StorageArea {
  const memory = new Map<string, string>()

  const area = (): StorageArea | undefined => {
    try {
      return getArea() ?? undefined
    } catch {
      return undefined
    }
  }

  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null
      try {
        const value = area()?.getItem(key)
        return typeof value === 'string' ? value : null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      const target = area()
      try {
        if (!target) throw new Error('no storage')
        target.setItem(key, String(value))
        memory.delete(key)
      } catch {
        memory.set(key, String(value))
      }
    },
    removeItem(key) {
      memory.delete(key)
      try {
        area()?.removeItem(key)
      } catch {
        // Refused: the memory copy is gone, which is all this page can do.
      }
    },
  }
}
