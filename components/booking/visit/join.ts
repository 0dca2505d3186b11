// Joining the waiting list for a ZIP code outside every service area (data/areas.json).
// The table takes one row per e-mail address (any letter case) and ZIP, and answers a repeat
// exactly like a new join (supabase/migrations/20261201100000_single_use_form_tickets.sql), so
// nobody learns from the API which ZIP codes an address waits for. Only this browser may know
// that it joined before: it remembers its own joins (local storage) and then says 'already'
// without sending anything. A bot's row (honeypot filled, or sent faster than the minimum fill
// time) is dropped by the database without a word and looks 'joined'
// (docs/decisions/144-bot-proof-forms.md).
import type { FormGuard } from '../../../lib/form-guard'
import { browserStorage, createSafeStorage, type StorageArea } from '../../../lib/storage/safe-storage'

/** What anon may insert into public.waitlist (never read back: anon may not select). */
export interface WaitlistRow {
  email: string
  zip: string
  website: string
  form_ticket: string
}

export interface WaitlistClient {
  from(table: 'waitlist'): { insert(row: WaitlistRow): PromiseLike<{ error: { code?: string } | null }> }
}

/**
 * joined: sent, and answered as stored (a repeat or a bot's row is answered the same).
 * already: this browser joined with this address and ZIP before, so nothing was sent.
 * invalid: nothing was sent; `problem` says which field to fix. failed: try again.
 */
export type JoinWaitlistResult = { outcome: 'joined' } | { outcome: 'already' } | { outcome: 'invalid'; problem: 'email' | 'zip' } | { outcome: 'failed' }

export interface JoinWaitlistInput {
  email: string
  zip: string
  /** The form's honeypot (components/ui/honeypot-field.tsx readHoneypot); filled means a bot. */
  honeypot?: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ZIP = /^[0-9]{5}$/

/** The joins this browser made, as "<lower-case address> <ZIP>"; what only it may know. */
export interface JoinMemory {
  has(email: string, zip: string): boolean
  add(email: string, zip: string): void
}

export const WAITLIST_JOINS_KEY = 'waitlistJoins'
/** A browser that joins more often than this forgets its oldest joins first. */
const REMEMBERED_JOINS = 20

/** The joins kept in local storage (lib/storage/safe-storage.ts: refused storage only means forgetting). */
export function createJoinMemory(getArea: () => StorageArea | null | undefined = () => browserStorage('localStorage')): JoinMemory {
  const storage = createSafeStorage(getArea)
  const key = (email: string, zip: string) => `${email.toLowerCase()} ${zip}`
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(WAITLIST_JOINS_KEY) ?? '[]')
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
    } catch {
      return []
    }
  }
  return {
    has: (email, zip) => read().includes(key(email, zip)),
    add(email, zip) {
      const joins = [...read().filter((item) => item !== key(email, zip)), key(email, zip)].slice(-REMEMBERED_JOINS)
      storage.setItem(WAITLIST_JOINS_KEY, JSON.stringify(joins))
    },
  }
}

/** A ZIP as typed ("  77084 ") in the table's form, or null when it is not five digits. */
export function normalizeZip(value: string): string | null {
  const zip = value.trim()
  return ZIP.test(zip) ? zip : null
}

/**
 * Adds the address to the waiting list for the ZIP. The guard must have been started when
 * the form was shown (`guard.start()`); this waits out the rest of the minimum fill time.
 */
export async function joinWaitlist(input: JoinWaitlistInput, deps: { getClient: () => Promise<WaitlistClient>; guard: FormGuard; memory?: JoinMemory }): Promise<JoinWaitlistResult> {
  const email = input.email.replaceAll('\u0000', '').trim()
  if (email.length < 3 || email.length > 254 || !EMAIL.test(email)) return { outcome: 'invalid', problem: 'email' }
  const zip = normalizeZip(input.zip)
  if (!zip) return { outcome: 'invalid', problem: 'zip' }
  // The browser's own check first: a bot that filled the trap sees success, and nothing is sent.
  if (input.honeypot) return { outcome: 'joined' }
  if (deps.memory?.has(email, zip)) return { outcome: 'already' }
  try {
    const fields = await deps.guard.fields(input.honeypot)
    const client = await deps.getClient()
    const { error } = await client.from('waitlist').insert({ email, zip, ...fields })
    if (error) return { outcome: 'failed' }
    deps.memory?.add(email, zip)
    return { outcome: 'joined' }
  } catch {
    return { outcome: 'failed' }
  }
}
