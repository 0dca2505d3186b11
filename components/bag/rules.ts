// The bag's rules (the bag and the upsell dialog) as plain functions over
// plain data, so every rule is unit-tested without React, zustand or a browser.
//
// The bag keeps only ids and quantities (BagLine). Names, images, vehicle sizes and
// prices are looked up in the catalogue every time the bag is shown, so a price
// edited in localStorage or a service the catalogue no longer sells never reaches
// the page.
import type { BagProduct } from '../../lib/catalogue/lookup'

/** What the bag stores: one line per service or variant. */
export interface BagLine {
  id: string
  /** Whole number, 1..MAX_QUANTITY. */
  quantity: number
}

/** A bag line joined with the catalogue (lib/catalogue/products.ts). */
export interface BagItem extends BagProduct {
  quantity: number
}

/** The catalogue look-up the rules need: undefined means "Service not found". */
export type FindProduct = (id: string) => BagProduct | undefined

/** A detail is booked per vehicle; nobody books 100 of one. Larger stored numbers are clamped. */
export const MAX_QUANTITY = 99

/** The upsell dialog shows at most this many add-ons: a short choice, not a catalogue. */
export const MAX_SUGGESTIONS = 2

export type AddOutcome =
  { kind: 'not-found'; lines: BagLine[] } | { kind: 'appended'; lines: BagLine[]; product: BagProduct } | { kind: 'incremented'; lines: BagLine[]; product: BagProduct; quantity: number }

/**
 * Adding an item already in the bag raises its quantity by 1 (never past MAX_QUANTITY);
 * otherwise it is appended with quantity 1 (and becomes the last-added item).
 */
export function addLine(lines: readonly BagLine[], id: string, find: FindProduct): AddOutcome {
  const product = find(id)
  if (!product) return { kind: 'not-found', lines: [...lines] }
  const existing = lines.find((l) => l.id === id)
  if (existing) {
    const quantity = Math.min(existing.quantity + 1, MAX_QUANTITY)
    return { kind: 'incremented', lines: lines.map((l) => (l.id === id ? { id, quantity } : l)), product, quantity }
  }
  return { kind: 'appended', lines: [...lines, { id, quantity: 1 }], product }
}

/** Quantity 0 or less (or not a number) removes the line; more than MAX_QUANTITY is clamped. */
export function setLineQuantity(lines: readonly BagLine[], id: string, quantity: number): BagLine[] {
  if (!Number.isFinite(quantity) || quantity < 1) return removeLine(lines, id)
  const q = Math.min(Math.floor(quantity), MAX_QUANTITY)
  return lines.map((l) => (l.id === id ? { id, quantity: q } : l))
}

export function removeLine(lines: readonly BagLine[], id: string): BagLine[] {
  return lines.filter((l) => l.id !== id)
}

/** Lines joined with the catalogue, in bag order; lines the catalogue does not know are dropped. */
export function resolveItems(lines: readonly BagLine[], find: FindProduct): BagItem[] {
  return lines.flatMap((l) => {
    const product = find(l.id)
    return product ? [{ ...product, quantity: l.quantity }] : []
  })
}

/** Sum of price x quantity, in whole dollars. */
export function bagTotal(items: readonly Pick<BagItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, i) => sum + i.price * i.quantity, 0)
}

/** What the View Bag badge shows: the number of services, counting quantities. */
export function bagCount(items: readonly Pick<BagLine, 'quantity'>[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0)
}

/**
 * The upsell's suggestions when it opens: the base service's add-ons in the owner's
 * order, without those already in the bag, at most MAX_SUGGESTIONS.
 */
export function pickSuggestions(addOnIds: readonly string[], bagIds: readonly string[], max = MAX_SUGGESTIONS): string[] {
  const inBag = new Set(bagIds)
  return addOnIds.filter((id) => !inBag.has(id)).slice(0, max)
}

/** While the dialog is open, a suggestion the visitor adds leaves the list (nothing slides in). */
export function remainingSuggestions(suggestionIds: readonly string[], bagIds: readonly string[]): string[] {
  const inBag = new Set(bagIds)
  return suggestionIds.filter((id) => !inBag.has(id))
}

/**
 * Turns whatever was found in storage into bag lines, or null when it is unreadable
 * (not the shape this bag writes). Readable data is cleaned line by line: unknown ids,
 * quantities that are not whole numbers of at least 1, and anything but id and quantity
 * (a stored name or price, say) are dropped; duplicates merge; quantities are clamped. A
 * well-formed line whose id the catalogue no longer sells is added to `withdrawn`, with its
 * stored name, so the bag can say what left it.
 */
export function sanitiseLines(raw: unknown, find: FindProduct, withdrawn: WithdrawnLine[] = []): BagLine[] | null {
  if (!Array.isArray(raw)) return null
  const merged = new Map<string, number>()
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue
    const { id, quantity, name } = entry as { id?: unknown; quantity?: unknown; name?: unknown }
    if (typeof id !== 'string' || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue
    if (!find(id)) {
      // Well-formed but no longer sold (the owner removed or renamed it): named in the bag's message.
      const text = typeof name === 'string' ? name.trim().slice(0, MAX_STORED_NAME) : ''
      if (id && !withdrawn.some((w) => w.id === id)) withdrawn.push(text ? { id, name: text } : { id })
      continue
    }
    merged.set(id, Math.min((merged.get(id) ?? 0) + quantity, MAX_QUANTITY))
  }
  return [...merged].map(([id, quantity]) => ({ id, quantity }))
}

/** A stored name longer than this is not one the bag wrote: it is cut before a message quotes it. */
export const MAX_STORED_NAME = 80

/** A stored line whose service the catalogue no longer sells, with the name it was stored under. */
export interface WithdrawnLine {
  id: string
  name?: string
}

/** "Signature Detail (SUV) is no longer offered and was removed from your bag." (several joined with "and"). */
export function withdrawnMessage(withdrawn: readonly WithdrawnLine[]): string {
  const one = withdrawn.length === 1
  const names = withdrawn.map((w) => w.name ?? '')
  const subject = names.every(Boolean) ? names.slice(0, -1).join(', ') + (one ? '' : ' and ') + names.at(-1) : one ? 'A service in your bag' : 'Some services in your bag'
  return `${subject} ${one ? 'is' : 'are'} no longer offered and ${one ? 'was' : 'were'} removed from your bag.`
}

/** "Signature Detail (SUV) x 2; Engine Bay Detailing" – what the scheduler's first answer receives. */
export function describeServices(items: readonly Pick<BagItem, 'name' | 'quantity'>[]): string {
  return items.map((i) => (i.quantity > 1 ? `${i.name} x ${i.quantity}` : i.name)).join('; ')
}
