// Where the bag lives between visits: localStorage under BAG_STORAGE_KEY, wrapped so
// that nothing the browser does can crash the page:
// - storage missing or refused (server, Safari private mode, blocked cookies): the bag
//   works in memory for this page view;
// - storage full (quota): the write is skipped, the bag keeps working in memory;
// - unreadable data (not JSON, wrong shape): the entry is deleted and the bag empties;
// - readable data is cleaned line by line against the catalogue (rules.sanitiseLines); a line
//   whose service the catalogue no longer sells is dropped and named in `withdrawn`, so the bag
//   can say what left it (each line is stored with its name for that message).
import type { PersistStorage, StorageValue } from 'zustand/middleware'
import { browserStorage } from '../../lib/storage/safe-storage'
import { sanitiseLines, type BagLine, type FindProduct, type WithdrawnLine } from './rules'

export const BAG_STORAGE_KEY = 'katy-detailing-bag'
/** Bump with a migration when the stored shape changes. */
export const BAG_STORAGE_VERSION = 1

/** The persisted part of the bag: ids and quantities (and, as read, what the catalogue no longer sells). */
export interface PersistedBag {
  lines: BagLine[]
  /** Read only: stored lines dropped because their service is no longer offered. */
  withdrawn?: WithdrawnLine[]
}

/** The subset of the Web Storage API the bag uses (a fake in tests). */
export type BagStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** window.localStorage, or undefined where reading it throws or it does not exist. */
export function browserLocalStorage(): BagStorageArea | undefined {
  return browserStorage('localStorage')
}

/**
 * Parses a stored value. null: nothing usable was stored and the caller should treat
 * the entry as unreadable (delete it, empty the bag).
 */
export function parseStoredBag(text: string, find: FindProduct): PersistedBag | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { state, version } = data as { state?: unknown; version?: unknown }
  if (version !== BAG_STORAGE_VERSION) return null
  if (typeof state !== 'object' || state === null) return null
  const withdrawn: WithdrawnLine[] = []
  const lines = sanitiseLines((state as { lines?: unknown }).lines, find, withdrawn)
  if (!lines) return null
  return withdrawn.length > 0 ? { lines, withdrawn } : { lines }
}

/**
 * Ids and quantities; with `find`, each line also keeps the name it is sold under, only so that
 * a later visit can name it if the owner has stopped offering it (the bag never shows a stored name).
 */
export function serialiseBag(bag: PersistedBag, find?: FindProduct): string {
  const lines = bag.lines.map(({ id, quantity }) => {
    const name = find?.(id)?.name
    return name ? { id, quantity, name } : { id, quantity }
  })
  return JSON.stringify({ state: { lines }, version: BAG_STORAGE_VERSION })
}

const EMPTY: StorageValue<PersistedBag> = { state: { lines: [] }, version: BAG_STORAGE_VERSION }

/** zustand persist storage over a Storage area that may be missing, refuse access or be full. */
export function createBagStorage(getArea: () => BagStorageArea | undefined, find: FindProduct): PersistStorage<PersistedBag> {
  return {
    getItem(name) {
      const area = getArea()
      if (!area) return null
      let text: string | null
      try {
        text = area.getItem(name)
      } catch {
        return null
      }
      if (text === null) return EMPTY
      const bag = parseStoredBag(text, find)
      if (bag) return { state: bag, version: BAG_STORAGE_VERSION }
      try {
        area.removeItem(name)
      } catch {
        // Nothing more to do: the bag still empties in memory.
      }
      return EMPTY
    },
    setItem(name, value) {
      const area = getArea()
      if (!area) return
      try {
        const text = serialiseBag(value.state, find)
        // Writing the same text again would be a no-op for other tabs anyway; skipping it
        // also spares a write on every open/close of the drawer.
        if (area.getItem(name) !== text) area.setItem(name, text)
      } catch {
        // QuotaExceededError or SecurityError: the bag stays in memory for this page view.
      }
    },
    removeItem(name) {
      try {
        getArea()?.removeItem(name)
      } catch {
        // As above.
      }
    },
  }
}
