import { beforeEach, describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { findBagProduct } from '../../lib/catalogue/products'
import { resolveItems } from '../../components/bag/rules'
import { BAG_STORAGE_KEY, parseStoredBag, serialiseBag, type BagStorageArea } from '../../components/bag/storage'
import { createBagStore, type BagStore } from '../../components/bag/create-bag-store'
import { BAG_MANY, UPSELL_NONE, UPSELL_ONE } from '../fixtures/bag/bags'
import { STORED_BAD_QUANTITIES, STORED_TAMPERED_PRICE, STORED_UNKNOWN_ID, STORED_UNREADABLE, STORED_VALID, storedBag } from '../fixtures/bag/stored'

/** In-memory Storage; `failWrites`/`failAll` act like a full quota or Safari private mode. */
class FakeStorage implements BagStorageArea {
  data = new Map<string, string>()
  failWrites = false
  failAll = false
  writes = 0
  getItem(key: string) {
    if (this.failAll) throw new DOMException('denied', 'SecurityError')
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    if (this.failAll || this.failWrites) throw new DOMException('full', 'QuotaExceededError')
    this.writes++
    this.data.set(key, value)
  }
  removeItem(key: string) {
    if (this.failAll) throw new DOMException('denied', 'SecurityError')
    this.data.delete(key)
  }
}

type Toast = [kind: string, title: string, description?: string]

function setup(stored?: string, area: FakeStorage | undefined = new FakeStorage()) {
  if (stored !== undefined) area?.data.set(BAG_STORAGE_KEY, stored)
  const toasts: Toast[] = []
  const store: BagStore = createBagStore({
    find: findBagProduct,
    addOnsFor: (baseId) => catalogue.baseServices.find((b) => b.baseId === baseId)?.addOns ?? [],
    storage: () => area,
    notify: (kind, title, description) => toasts.push([kind, title, description]),
  })
  const s = () => store.getState()
  const items = () => resolveItems(s().lines, findBagProduct)
  const stored_ = () => area?.data.get(BAG_STORAGE_KEY)
  return { store, s, items, toasts, area, stored: stored_ }
}

describe('bag store: adding', () => {
  it('appends, opens the bag and the upsell with 2 suggestions, and toasts', () => {
    const { s, toasts } = setup()
    s().restore()
    expect(s().add('signature-detail-sedan')).toBe(true)
    expect(s().lines).toEqual([{ id: 'signature-detail-sedan', quantity: 1 }])
    expect(s().isOpen).toBe(true)
    expect(s().upsell).toEqual({ itemId: 'signature-detail-sedan', suggestionIds: ['engine-bay-detailing', 'headlight-restoration'] })
    expect(toasts).toEqual([['success', 'Added to Bag!', 'Successfully added Signature Detail (Sedan) to your bag.']])
    expect(s().announcement.text).toBe('Signature Detail (Sedan) added to your bag.')
  })

  it('adding again raises the quantity and says "Added another"', () => {
    const { s, toasts } = setup()
    s().add('signature-detail-sedan')
    s().closeUpsell()
    s().add('signature-detail-sedan')
    expect(s().lines).toEqual([{ id: 'signature-detail-sedan', quantity: 2 }])
    expect(toasts[1]).toEqual(['success', 'Added to Bag!', 'Added another Signature Detail (Sedan) to your bag.'])
    // Only an appended item becomes the last-added item.
    expect(s().upsell).toBeNull()
  })

  it('an upsell add neither opens the bag nor changes the dialog, and the suggestion drops out', () => {
    const { s } = setup()
    s().add('signature-detail-sedan')
    s().close()
    s().add('engine-bay-detailing', { upsell: true })
    expect(s().isOpen).toBe(false)
    expect(s().upsell?.itemId).toBe('signature-detail-sedan')
    expect(s().lines.map((l) => l.id)).toEqual(['signature-detail-sedan', 'engine-bay-detailing'])
  })

  it('skip-open opens the bag but not the upsell dialog', () => {
    const { s } = setup()
    s().add('full-detail-suv', { skipOpen: true })
    expect(s().isOpen).toBe(true)
    expect(s().upsell).toBeNull()
  })

  it('picks suggestions from the last-added item, leaving out what is in the bag', () => {
    const one = setup()
    for (const l of UPSELL_ONE.lines) one.s().add(l.id, { upsell: true })
    one.s().remove(UPSELL_ONE.itemId)
    one.s().add(UPSELL_ONE.itemId)
    expect(one.s().upsell?.suggestionIds).toEqual(['headlight-restoration'])

    const none = setup()
    for (const l of UPSELL_NONE.lines.slice(0, 2)) none.s().add(l.id, { upsell: true })
    none.s().add(UPSELL_NONE.itemId)
    expect(none.s().upsell).toEqual({ itemId: UPSELL_NONE.itemId, suggestionIds: [] })
  })

  it('an unknown id fails with "Error: Service not found." and changes nothing', () => {
    const { s, toasts, stored } = setup()
    s().restore()
    expect(s().add('gold-plated-detail')).toBe(false)
    expect(s().lines).toEqual([])
    expect(s().isOpen).toBe(false)
    expect(toasts).toEqual([['error', 'Error', 'Service not found.']])
    expect(stored()).toBeUndefined()
  })
})

describe('bag store: changing and clearing', () => {
  let t: ReturnType<typeof setup>
  beforeEach(() => {
    t = setup(serialiseBag({ lines: BAG_MANY }))
    t.s().restore()
  })

  it('sets a quantity and persists it', () => {
    t.s().updateQuantity('engine-bay-detailing', 3)
    expect(t.s().lines[1]).toEqual({ id: 'engine-bay-detailing', quantity: 3 })
    expect(parseStoredBag(t.stored()!, findBagProduct)?.lines[1]).toEqual({ id: 'engine-bay-detailing', quantity: 3 })
    expect(t.toasts).toEqual([])
  })

  it.each([0, -2, Number.NaN])('quantity %s removes the item with "Item Removed"', (q) => {
    t.s().updateQuantity('engine-bay-detailing', q)
    expect(t.s().lines.map((l) => l.id)).toEqual(['signature-detail-sedan', 'pet-hair-removal'])
    expect(t.toasts).toEqual([['success', 'Item Removed', 'The service has been removed from your bag.']])
  })

  it('removes one item', () => {
    t.s().remove('signature-detail-sedan')
    expect(t.s().lines.map((l) => l.id)).toEqual(['engine-bay-detailing', 'pet-hair-removal'])
    expect(t.toasts).toEqual([['success', 'Item Removed', 'The service has been removed from your bag.']])
    expect(t.s().announcement.text).toBe('Signature Detail (Sedan) removed from your bag.')
  })

  it('ignores changes to items that are not in the bag', () => {
    t.s().remove('ozone-treatment')
    t.s().updateQuantity('ozone-treatment', 2)
    expect(t.s().lines).toEqual(BAG_MANY)
    expect(t.toasts).toEqual([])
  })

  it('clears everything with "Bag Cleared"', () => {
    t.s().clear()
    expect(t.s().lines).toEqual([])
    expect(t.toasts).toEqual([['success', 'Bag Cleared', 'All services have been removed from your bag.']])
    expect(parseStoredBag(t.stored()!, findBagProduct)).toEqual({ lines: [] })
  })
})

describe('bag store: dialogs', () => {
  it('closing the upsell clears the last-added item; View My Bag also opens the bag', () => {
    const { s } = setup()
    s().add('interior-detail-sedan')
    s().close()
    s().closeUpsell()
    expect(s().upsell).toBeNull()
    expect(s().isOpen).toBe(false)
    s().add('wash-and-wax-sedan')
    s().close()
    s().viewBagFromUpsell()
    expect(s().upsell).toBeNull()
    expect(s().isOpen).toBe(true)
  })

  it('does not store whether the drawer is open', () => {
    const { s, stored } = setup()
    s().add('interior-detail-sedan')
    expect(JSON.parse(stored()!)).toEqual({ state: { lines: [{ id: 'interior-detail-sedan', quantity: 1, name: 'Interior Detail (Sedan)' }] }, version: 1 })
  })

  it('writes nothing when only the page state changes (the drawer opens, its code is ready)', () => {
    // A spoiled stored bag is deleted on restore and must stay deleted: the drawer island
    // sets drawerReady once its code is in, and that must not write an empty bag back.
    const { store, s, stored, area } = setup(STORED_UNREADABLE['plain text'])
    s().restore()
    expect(stored()).toBeUndefined()
    const writes = area!.writes
    store.setState({ drawerReady: true })
    s().open()
    s().close()
    expect(area!.writes).toBe(writes)
    expect(stored()).toBeUndefined()
  })
})

describe('bag store: restoring', () => {
  it('starts empty and unrestored (what the server and the first client render see)', () => {
    const { s, area } = setup(STORED_VALID)
    expect(s().lines).toEqual([])
    expect(s().restored).toBe(false)
    expect(area!.writes).toBe(0)
  })

  it('restores a stored bag', () => {
    const { s, items } = setup(STORED_VALID)
    s().restore()
    expect(s().restored).toBe(true)
    expect(items().map((i) => [i.name, i.price, i.quantity])).toEqual([['Signature Detail (Sedan)', 349, 2]])
  })

  it('an action before the restore restores first instead of overwriting the stored bag', () => {
    const { s } = setup(STORED_VALID)
    s().add('ozone-treatment')
    expect(s().lines).toEqual([
      { id: 'signature-detail-sedan', quantity: 2 },
      { id: 'ozone-treatment', quantity: 1 },
    ])
  })

  it.each(Object.entries(STORED_UNREADABLE))('unreadable data (%s) empties the bag and deletes the entry', (_, text) => {
    const { s, stored } = setup(text)
    s().restore()
    expect(s().lines).toEqual([])
    expect(s().restored).toBe(true)
    expect(stored()).toBeUndefined()
  })

  it('unreadable data written by another tab empties a full bag', () => {
    const { s, area, stored } = setup(STORED_VALID)
    s().restore()
    area!.data.set(BAG_STORAGE_KEY, 'garbage')
    s().restore()
    expect(s().lines).toEqual([])
    expect(stored()).toBeUndefined()
  })

  it('a tampered price never reaches the bag: prices and names come from the catalogue', () => {
    const { s, items } = setup(STORED_TAMPERED_PRICE)
    s().restore()
    expect(items()).toEqual([expect.objectContaining({ name: 'Signature Detail (Sedan)', price: 349, quantity: 1 })])
  })

  it('drops ids the catalogue does not have, and says so once', () => {
    const { s, toasts, stored } = setup(STORED_UNKNOWN_ID)
    s().restore()
    expect(s().lines).toEqual([{ id: 'engine-bay-detailing', quantity: 1 }])
    expect(toasts).toEqual([['info', 'Removed from your bag', 'A service in your bag is no longer offered and was removed from your bag.']])
    expect(parseStoredBag(stored()!, findBagProduct)).toEqual({ lines: [{ id: 'engine-bay-detailing', quantity: 1 }] })
  })

  it('drops negative, zero, missing, fractional and non-number quantities, clamps huge ones', () => {
    const { s } = setup(STORED_BAD_QUANTITIES)
    s().restore()
    expect(s().lines).toEqual([
      { id: 'full-detail-xl', quantity: 99 },
      { id: 'engine-bay-detailing', quantity: 3 },
    ])
  })

  it('follows another tab: restore() after a storage event picks up its bag', () => {
    const { s, area } = setup()
    s().restore()
    s().add('ozone-treatment', { upsell: true })
    area!.data.set(BAG_STORAGE_KEY, storedBag([{ id: 'headlight-restoration', quantity: 2 }]))
    s().restore()
    expect(s().lines).toEqual([{ id: 'headlight-restoration', quantity: 2 }])
    area!.data.delete(BAG_STORAGE_KEY)
    s().restore()
    expect(s().lines).toEqual([])
  })
})

describe('bag store: storage that fails', () => {
  it('works in memory when storage is missing (server, blocked storage)', () => {
    const { s } = setup(undefined, undefined)
    s().restore()
    s().add('ozone-treatment')
    s().add('ozone-treatment')
    expect(s().lines).toEqual([{ id: 'ozone-treatment', quantity: 2 }])
  })

  it('works in memory when every storage call throws (Safari private mode)', () => {
    const area = new FakeStorage()
    area.failAll = true
    const { s } = setup(undefined, area)
    expect(() => s().restore()).not.toThrow()
    s().add('ozone-treatment')
    s().updateQuantity('ozone-treatment', 4)
    expect(s().lines).toEqual([{ id: 'ozone-treatment', quantity: 4 }])
    expect(s().restored).toBe(true)
  })

  it('keeps working when the quota is full', () => {
    const area = new FakeStorage()
    const { s, stored } = setup(STORED_VALID, area)
    s().restore()
    area.failWrites = true
    expect(() => s().add('ozone-treatment')).not.toThrow()
    expect(s().lines).toHaveLength(2)
    expect(stored()).toBe(STORED_VALID)
  })
})

describe('bag store: a service the owner no longer offers (decision 138)', () => {
  /** The catalogue after the owner removed Signature Detail from data/ and rebuilt the site. */
  const withoutSignature = (id: string) => (id.startsWith('signature-detail-') ? undefined : findBagProduct(id))

  it('stores each line with the name it is sold under, and reads the lines back as they were', () => {
    const text = serialiseBag({ lines: [{ id: 'signature-detail-suv', quantity: 2 }] }, findBagProduct)
    expect(JSON.parse(text)).toEqual({ state: { lines: [{ id: 'signature-detail-suv', quantity: 2, name: 'Signature Detail (SUV)' }] }, version: 1 })
    expect(parseStoredBag(text, findBagProduct)).toEqual({ lines: [{ id: 'signature-detail-suv', quantity: 2 }] })
  })

  it('drops it from a bag stored before the change, names it in a toast and the live region, once', () => {
    const area = new FakeStorage()
    const before = setup(undefined, area)
    before.s().restore()
    before.s().add('signature-detail-suv')
    before.s().add('engine-bay-detailing', { upsell: true })

    const toasts: Toast[] = []
    const after = createBagStore({ find: withoutSignature, addOnsFor: () => [], storage: () => area, notify: (kind, title, description) => toasts.push([kind, title, description]) })
    after.getState().restore()
    expect(after.getState().lines).toEqual([{ id: 'engine-bay-detailing', quantity: 1 }])
    expect(toasts).toEqual([['info', 'Removed from your bag', 'Signature Detail (SUV) is no longer offered and was removed from your bag.']])
    expect(after.getState().announcement.text).toBe('Signature Detail (SUV) is no longer offered and was removed from your bag.')
    // Stored without it: the next page neither shows it nor says it again.
    expect(parseStoredBag(area.data.get(BAG_STORAGE_KEY)!, findBagProduct)).toEqual({ lines: [{ id: 'engine-bay-detailing', quantity: 1 }] })
    after.getState().restore()
    expect(toasts).toHaveLength(1)
  })

  it('names several in one sentence, and never quotes more than a short stored name', () => {
    const { s, toasts } = setup(
      storedBag([
        { id: 'window-tinting-sedan', quantity: 1, name: 'Window Tinting (Sedan)' },
        { id: 'signature-detail-xl', quantity: 1, name: 'Signature Detail (XL)' },
        { id: 'window-tinting-xl', quantity: 2, name: 'Window Tinting (XL)' },
        { id: 'gold-plated-detail', quantity: 1, name: 'x'.repeat(500) },
      ]),
    )
    s().restore()
    expect(s().lines).toEqual([{ id: 'signature-detail-xl', quantity: 1 }])
    expect(toasts).toEqual([['info', 'Removed from your bag', `Window Tinting (Sedan), Window Tinting (XL) and ${'x'.repeat(80)} are no longer offered and were removed from your bag.`]])
  })
})
