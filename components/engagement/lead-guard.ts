// The two guards for the lead forms (the chat's quote request, the discount popup), as plain rules:
// a honeypot a person never fills, and a short window in which the same lead is not sent again.
// Both forms are engagement's, so the guards live beside them.

/**
 * How long the same lead (same e-mail address, any letter case) is refused after it was sent.
 * 60 s absorbs what actually produces duplicates: a double click that slipped past the busy
 * state, a reload followed by a second submit, a second tab, a bot replaying the form. It is
 * short enough that a person who really wants to write again waits at most a minute. The
 * database enforces the same window for chat leads (migration
 * 20251122024000_chatbot_leads_repeat_window.sql); discount leads are unique for ever there.
 */
export const LEAD_REPEAT_WINDOW_MS = 60_000

/** A person never sees, reaches or autofills the honeypot; anything in it was put there by a bot. */
export function honeypotFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.length > 0
}

/** One key per address: trimmed, lower-case, hashed so storage never holds the e-mail itself. */
export function leadKey(email: string): string {
  // FNV-1a, 32 bit: not a secret, only a way to compare addresses without storing them.
  let hash = 0x811c9dc5
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** When each lead key was last sent, in ms since the epoch. */
export type RecentLeads = Record<string, number>

/**
 * True when `key` was sent less than `windowMs` before `now`. A time in the future (the clock
 * was set back) does not count: refusing a lead by mistake is worse than a rare duplicate.
 */
export function isRecentRepeat(recent: RecentLeads, key: string, now: number, windowMs = LEAD_REPEAT_WINDOW_MS): boolean {
  const at = recent[key]
  if (typeof at !== 'number' || !Number.isFinite(at)) return false
  const age = now - at
  return age >= 0 && age < windowMs
}

/** Records `key` as sent at `now` and drops every entry older than the window. */
export function rememberLead(recent: RecentLeads, key: string, now: number, windowMs = LEAD_REPEAT_WINDOW_MS): RecentLeads {
  const kept: RecentLeads = {}
  for (const [k, at] of Object.entries(recent)) if (isRecentRepeat(recent, k, now, windowMs)) kept[k] = at
  kept[key] = now
  return kept
}

/** Whatever storage holds (nothing, garbage, a hand-edited value) becomes a valid map. */
export function parseRecentLeads(raw: string | null | undefined): RecentLeads {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    const recent: RecentLeads = {}
    for (const [k, at] of Object.entries(value)) if (typeof at === 'number' && Number.isFinite(at)) recent[k] = at
    return recent
  } catch {
    return {}
  }
}

export interface RecentLeadStore {
  /** Was this address sent within the window? */
  isRepeat(email: string): boolean
  /** Call after the lead was stored. */
  remember(email: string): void
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/**
 * The window across reloads and tabs (localStorage under `recentLeads:<name>`). Storage that is
 * missing or throws (private modes) falls back to memory: the guard then covers this page load.
 */
export function createRecentLeadStore(name: string, { storage = defaultStorage, now = Date.now }: { storage?: () => KeyValueStorage | undefined; now?: () => number } = {}): RecentLeadStore {
  const storageKey = `recentLeads:${name}`
  let memory: RecentLeads = {}
  const read = (): RecentLeads => {
    try {
      const stored = storage()?.getItem(storageKey)
      return stored === undefined ? memory : { ...memory, ...parseRecentLeads(stored) }
    } catch {
      return memory
    }
  }
  return {
    isRepeat: (email) => isRecentRepeat(read(), leadKey(email), now()),
    remember(email) {
      memory = rememberLead(read(), leadKey(email), now())
      try {
        storage()?.setItem(storageKey, JSON.stringify(memory))
      } catch {
        // Full or disabled storage: memory still guards this page load.
      }
    },
  }
}
