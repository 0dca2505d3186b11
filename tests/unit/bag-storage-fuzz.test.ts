// The bag's restore from localStorage (docs/decisions/040-bag-and-scheduler.md) under random and hostile stored payloads
// (fast-check, at least 1,000 cases per property). Whatever a browser, an extension, an old
// version of the site or an attacker left under the bag's key, restoring never throws and
// always yields a valid bag: only ids the catalogue sells, each once, whole quantities
// 1..MAX_QUANTITY, nothing but id and quantity per line, and no prototype pollution.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { findBagProduct } from '../../lib/catalogue/products'
import { MAX_QUANTITY, type BagLine } from '../../components/bag/rules'
import type { StorageValue } from 'zustand/middleware'
import { BAG_STORAGE_KEY, BAG_STORAGE_VERSION, createBagStorage, parseStoredBag, serialiseBag, type BagStorageArea, type PersistedBag } from '../../components/bag/storage'
import { createBagStore } from '../../components/bag/create-bag-store'

const RUNS = { numRuns: 1000 }
const KNOWN_IDS = [...catalogue.variants.map((v) => v.id), ...catalogue.addOns.map((a) => a.id)]

/** The invariant every restored bag must hold. */
function expectValidLines(lines: unknown): asserts lines is BagLine[] {
  expect(Array.isArray(lines)).toBe(true)
  const seen = new Set<string>()
  for (const line of lines as unknown[]) {
    expect(Object.getPrototypeOf(line)).toBe(Object.prototype)
    expect(Object.keys(line as object).sort()).toEqual(['id', 'quantity'])
    const { id, quantity } = line as BagLine
    expect(typeof id).toBe('string')
    expect(KNOWN_IDS).toContain(id)
    expect(seen.has(id)).toBe(false)
    seen.add(id)
    expect(Number.isInteger(quantity)).toBe(true)
    expect(quantity).toBeGreaterThanOrEqual(1)
    expect(quantity).toBeLessThanOrEqual(MAX_QUANTITY)
  }
}

function expectNoPollution() {
  const probe = {} as Record<string, unknown>
  expect(probe.polluted).toBeUndefined()
  expect(probe.quantity).toBeUndefined()
  expect(probe.id).toBeUndefined()
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false)
}

afterEach(() => {
  // If a case ever polluted Object.prototype, undo it so other files are not affected.
  for (const key of ['polluted', 'id', 'quantity', 'state', 'lines', 'version']) delete (Object.prototype as Record<string, unknown>)[key]
})

// ---- Arbitraries -------------------------------------------------------------------------

const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '')
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.string({ unit: 'binary', maxLength: 2000 }))

const idLike = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_IDS) },
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_IDS).map((id) => ` ${id}`) },
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_IDS).map((id) => id.toUpperCase()) },
  { weight: 1, arbitrary: hostileKey },
  { weight: 1, arbitrary: anyText },
  { weight: 1, arbitrary: fc.constantFrom('gold-plated-detail', 'signature-detail', 'Sedan', '<img src=x onerror=alert(1)>') },
  { weight: 1, arbitrary: fc.jsonValue() },
)

const quantityLike = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 10 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() }, // includes NaN, ±Infinity, -0
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 99, 100, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1.5, 0.999) },
  { weight: 1, arbitrary: fc.constantFrom('2', '1e999', 'NaN', '', null, true, false, [], {}, [1]) },
  { weight: 1, arbitrary: fc.jsonValue() },
)

/** A line as a JSON text fragment, so keys like "__proto__" stay own keys as JSON.parse sees them. */
const lineText = fc
  .record({
    id: idLike,
    quantity: quantityLike,
    extras: fc.array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom('price', 'name', 'image', 'vehicle'), fc.string()), fc.jsonValue()), { maxLength: 3 }),
    omit: fc.constantFrom('none', 'id', 'quantity'),
    pollute: fc.boolean(),
  })
  .map(({ id, quantity, extras, omit, pollute }) => {
    const parts: string[] = []
    if (omit !== 'id') parts.push(`"id":${JSON.stringify(id) ?? 'null'}`)
    if (omit !== 'quantity') parts.push(`"quantity":${JSON.stringify(quantity) ?? 'null'}`)
    for (const [key, value] of extras) parts.push(`${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`)
    if (pollute) parts.push('"__proto__":{"polluted":true,"id":"signature-detail-sedan","quantity":5}')
    return `{${parts.join(',')}}`
  })

const lineEntryText = fc.oneof({ weight: 5, arbitrary: lineText }, { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') })

/** Whole payloads in the bag's own shape, with hostile lines, versions and wrappers. */
const shapedPayload = fc
  .record({
    lines: fc.array(lineEntryText, { maxLength: 30 }),
    version: fc.oneof({ weight: 5, arbitrary: fc.constant(BAG_STORAGE_VERSION as unknown) }, { weight: 1, arbitrary: fc.jsonValue() }),
    linesAs: fc.oneof({ weight: 6, arbitrary: fc.constant('array') }, fc.constantFrom('object', 'string', 'nested')),
    wrapper: fc.oneof({ weight: 4, arbitrary: fc.constant('plain') }, { weight: 2, arbitrary: fc.constant('extra-keys') }, fc.constantFrom('proto-state', 'no-state')),
  })
  .map(({ lines, version, linesAs, wrapper }) => {
    const array = `[${lines.join(',')}]`
    const linesJson = linesAs === 'array' ? array : linesAs === 'object' ? `{"0":${lines[0] ?? '{}'},"length":1}` : linesAs === 'string' ? JSON.stringify(array) : `[${array}]`
    const state = `{"lines":${linesJson}}`
    const v = JSON.stringify(version) ?? 'null'
    if (wrapper === 'proto-state') return `{"__proto__":{"state":${state},"version":1},"version":${v}}`
    if (wrapper === 'extra-keys') return `{"state":${state},"version":${v},"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}`
    if (wrapper === 'no-state') return `{"lines":${linesJson},"version":${v}}`
    return `{"state":${state},"version":${v}}`
  })

/** A valid stored bag cut short, or with one character replaced (a torn write, a bit flip). */
const damagedValid = fc
  .record({
    lines: fc.array(fc.record({ id: fc.constantFrom(...KNOWN_IDS), quantity: fc.integer({ min: 1, max: 99 }) }), { maxLength: 12 }),
    cut: fc.nat(),
    replaceAt: fc.option(fc.nat()),
    replaceWith: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  })
  .map(({ lines, cut, replaceAt, replaceWith }) => {
    const text = serialiseBag({ lines })
    if (replaceAt !== null) {
      const at = replaceAt % text.length
      return text.slice(0, at) + replaceWith + text.slice(at + 1)
    }
    return text.slice(0, cut % (text.length + 1))
  })

/** Very deep nesting, in the wrapper or inside lines. */
const deeplyNested = fc.record({ depth: fc.integer({ min: 1, max: 200_000 }), where: fc.constantFrom('top', 'lines', 'line', 'object') }).map(({ depth, where }) => {
  const open = '['.repeat(depth)
  const close = ']'.repeat(depth)
  if (where === 'top') return open + close
  if (where === 'lines') return `{"state":{"lines":${open}${close}},"version":1}`
  if (where === 'line') return `{"state":{"lines":[{"id":${open}${close},"quantity":1}]},"version":1}`
  return `${'{"a":'.repeat(Math.min(depth, 50_000))}1${'}'.repeat(Math.min(depth, 50_000))}`
})

const anyStoredText = fc.oneof(
  { weight: 2, arbitrary: anyText },
  { weight: 2, arbitrary: fc.json() },
  { weight: 6, arbitrary: shapedPayload },
  { weight: 3, arbitrary: damagedValid },
  { weight: 1, arbitrary: deeplyNested },
)

// ---- Properties --------------------------------------------------------------------------

// 1,000 cases per property on a shared 2-core machine: seconds, not the default 5.
describe('bag restore under random and hostile stored payloads', { timeout: 60_000 }, () => {
  it('parseStoredBag never throws; it returns null or valid lines', () => {
    const outcomes = { unreadable: 0, empty: 0, withLines: 0 }
    fc.assert(
      fc.property(anyStoredText, (text) => {
        const bag = parseStoredBag(text, findBagProduct)
        if (bag !== null) expectValidLines(bag.lines)
        outcomes[bag === null ? 'unreadable' : bag.lines.length === 0 ? 'empty' : 'withLines']++
        expectNoPollution()
      }),
      RUNS,
    )
    // The generators reach every outcome, so the invariant above is tested on real bags too.
    expect(outcomes.unreadable).toBeGreaterThan(100)
    expect(outcomes.withLines).toBeGreaterThan(100)
    expect(outcomes.empty).toBeGreaterThan(10)
  })

  it('the persist storage never throws: a readable bag comes back clean, an unreadable one is deleted and empty', () => {
    fc.assert(
      fc.property(anyStoredText, (text) => {
        const data = new Map([[BAG_STORAGE_KEY, text]])
        const area: BagStorageArea = {
          getItem: (key) => data.get(key) ?? null,
          setItem: (key, value) => void data.set(key, value),
          removeItem: (key) => void data.delete(key),
        }
        const value = createBagStorage(() => area, findBagProduct).getItem(BAG_STORAGE_KEY)
        expect(value).not.toBeNull()
        const restored = value as StorageValue<PersistedBag>
        expect(restored.version).toBe(BAG_STORAGE_VERSION)
        expectValidLines(restored.state.lines)
        if (parseStoredBag(text, findBagProduct) === null) {
          expect(data.has(BAG_STORAGE_KEY)).toBe(false)
          expect(restored.state.lines).toEqual([])
        } else {
          expect(data.get(BAG_STORAGE_KEY)).toBe(text) // readable data is not rewritten on read
        }
        expectNoPollution()
      }),
      RUNS,
    )
  })

  it('the whole store restores without throwing, holds a valid bag and still takes an add', async () => {
    await fc.assert(
      fc.asyncProperty(anyStoredText, fc.constantFrom(...KNOWN_IDS), async (text, addId) => {
        const data = new Map([[BAG_STORAGE_KEY, text]])
        const errors: string[] = []
        const store = createBagStore({
          find: findBagProduct,
          addOnsFor: () => [],
          storage: () => ({
            getItem: (key) => data.get(key) ?? null,
            setItem: (key, value) => void data.set(key, value),
            removeItem: (key) => void data.delete(key),
          }),
          notify: (kind, title) => (kind === 'error' ? errors.push(title) : undefined),
        })
        store.getState().restore()
        await Promise.resolve()
        const state = store.getState()
        expect(state.restored).toBe(true)
        expectValidLines(state.lines)
        const before = state.lines.find((l) => l.id === addId)?.quantity ?? 0
        expect(store.getState().add(addId)).toBe(true)
        expect(store.getState().lines.find((l) => l.id === addId)?.quantity).toBe(Math.min(before + 1, MAX_QUANTITY))
        expectValidLines(store.getState().lines)
        // What it writes back is itself a valid stored bag.
        const written = parseStoredBag(data.get(BAG_STORAGE_KEY) ?? '', findBagProduct)
        expect(written?.lines).toEqual(store.getState().lines)
        expect(errors).toEqual([])
        expectNoPollution()
      }),
      RUNS,
    )
  })

  it('a storage that throws or answers nonsense on read never breaks the restore', () => {
    const weird = fc.oneof(
      fc.constant(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
      fc.constant(() => {
        throw new RangeError('Maximum call stack size exceeded')
      }),
      fc.jsonValue().map((v) => () => v as unknown as string),
      anyStoredText.map((t) => () => t),
    )
    fc.assert(
      fc.property(weird, (getItem) => {
        const area: BagStorageArea = {
          getItem,
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError')
          },
          removeItem: () => {
            throw new DOMException('denied', 'SecurityError')
          },
        }
        const value = createBagStorage(() => area, findBagProduct).getItem(BAG_STORAGE_KEY)
        if (value !== null) expectValidLines((value as { state: { lines: unknown } }).state.lines)
        expectNoPollution()
      }),
      RUNS,
    )
  })

  it('round trip: any valid bag is restored exactly as it was written', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ id: fc.constantFrom(...KNOWN_IDS), quantity: fc.integer({ min: 1, max: MAX_QUANTITY }) }), { selector: (l) => l.id }), (lines) => {
        expect(parseStoredBag(serialiseBag({ lines }), findBagProduct)).toEqual({ lines })
      }),
      RUNS,
    )
  })
})
