import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { findBagProduct } from '../../lib/catalogue/products'
import { formatPrice } from '../../lib/format/price'
import {
  MAX_QUANTITY,
  addLine,
  bagCount,
  bagTotal,
  describeServices,
  pickSuggestions,
  remainingSuggestions,
  removeLine,
  resolveItems,
  sanitiseLines,
  setLineQuantity,
} from '../../components/bag/rules'
import { BAG_MANY, BAG_MANY_COUNT, BAG_MANY_TOTAL, BAG_TWO_SEDANS } from '../fixtures/bag/bags'

const addOnsOf = (baseId: string) => catalogue.baseServices.find((b) => b.baseId === baseId)?.addOns ?? []

describe('adding to the bag', () => {
  it('appends a new item with quantity 1 at the end', () => {
    const out = addLine([{ id: 'engine-bay-detailing', quantity: 1 }], 'signature-detail-suv', findBagProduct)
    expect(out.kind).toBe('appended')
    expect(out.lines).toEqual([
      { id: 'engine-bay-detailing', quantity: 1 },
      { id: 'signature-detail-suv', quantity: 1 },
    ])
  })

  it('raises the quantity of an item already in the bag by 1, keeping its place', () => {
    const out = addLine(BAG_MANY, 'signature-detail-sedan', findBagProduct)
    expect(out.kind).toBe('incremented')
    expect(out.lines[0]).toEqual({ id: 'signature-detail-sedan', quantity: 3 })
    expect(out.lines).toHaveLength(BAG_MANY.length)
  })

  it('never raises a quantity past the maximum', () => {
    const out = addLine([{ id: 'ozone-treatment', quantity: MAX_QUANTITY }], 'ozone-treatment', findBagProduct)
    expect(out.lines).toEqual([{ id: 'ozone-treatment', quantity: MAX_QUANTITY }])
  })

  it('fails for an id the catalogue does not have and leaves the bag alone', () => {
    const out = addLine(BAG_MANY, 'gold-plated-detail', findBagProduct)
    expect(out.kind).toBe('not-found')
    expect(out.lines).toEqual(BAG_MANY)
  })

  it('does not change the lines it was given', () => {
    const lines = [{ id: 'ozone-treatment', quantity: 1 }]
    addLine(lines, 'ozone-treatment', findBagProduct)
    expect(lines).toEqual([{ id: 'ozone-treatment', quantity: 1 }])
  })
})

describe('quantities', () => {
  it.each([0, -1, -100, Number.NaN, Number.NEGATIVE_INFINITY])('quantity %s removes the item', (q) => {
    expect(setLineQuantity(BAG_MANY, 'engine-bay-detailing', q).map((l) => l.id)).toEqual(['signature-detail-sedan', 'pet-hair-removal'])
  })

  it('sets a positive quantity, whole and at most the maximum', () => {
    expect(setLineQuantity(BAG_MANY, 'engine-bay-detailing', 4)[1]).toEqual({ id: 'engine-bay-detailing', quantity: 4 })
    expect(setLineQuantity(BAG_MANY, 'engine-bay-detailing', 2.7)[1]).toEqual({ id: 'engine-bay-detailing', quantity: 2 })
    expect(setLineQuantity(BAG_MANY, 'engine-bay-detailing', 1e12)[1]).toEqual({ id: 'engine-bay-detailing', quantity: MAX_QUANTITY })
    expect(setLineQuantity(BAG_MANY, 'engine-bay-detailing', Number.POSITIVE_INFINITY)).toHaveLength(2)
  })

  it('removes one item', () => {
    expect(removeLine(BAG_MANY, 'pet-hair-removal')).toEqual(BAG_MANY.slice(0, 2))
  })
})

describe('totals', () => {
  it('is the sum of price x quantity, shown with a dollar sign and 2 decimals', () => {
    expect(formatPrice(bagTotal(resolveItems(BAG_TWO_SEDANS, findBagProduct)))).toBe('$698.00')
    expect(formatPrice(bagTotal(resolveItems(BAG_MANY, findBagProduct)))).toBe(BAG_MANY_TOTAL)
    expect(formatPrice(bagTotal([]))).toBe('$0.00')
  })

  it('counts services with their quantities', () => {
    expect(bagCount(BAG_MANY)).toBe(BAG_MANY_COUNT)
  })

  it('takes names and prices from the catalogue, and drops ids it no longer has', () => {
    const items = resolveItems(
      [
        { id: 'signature-detail-xl', quantity: 1 },
        { id: 'retired-service', quantity: 3 },
      ],
      findBagProduct,
    )
    expect(items).toEqual([expect.objectContaining({ id: 'signature-detail-xl', name: 'Signature Detail (XL)', vehicle: 'XL', price: 449, quantity: 1 })])
  })

  it('describes the services for the scheduler', () => {
    expect(describeServices(resolveItems(BAG_MANY, findBagProduct))).toBe('Signature Detail (Sedan) x 2; Engine Bay Detailing; Pet Hair Removal')
  })
})

describe('upsell suggestions', () => {
  it('suggests at most 2 add-ons of the base service, in the owner order', () => {
    expect(pickSuggestions(addOnsOf('signature-detail'), ['signature-detail-sedan'])).toEqual(['engine-bay-detailing', 'headlight-restoration'])
  })

  it('leaves out add-ons already in the bag', () => {
    expect(pickSuggestions(addOnsOf('signature-detail'), ['engine-bay-detailing', 'signature-detail-sedan'])).toEqual(['headlight-restoration', 'pet-hair-removal'])
    expect(pickSuggestions(addOnsOf('wash-and-wax'), ['engine-bay-detailing'])).toEqual(['headlight-restoration'])
    expect(pickSuggestions(addOnsOf('interior-detail'), ['pet-hair-removal', 'ozone-treatment'])).toEqual([])
  })

  it('has nothing to suggest for an add-on on its own', () => {
    expect(pickSuggestions(addOnsOf('engine-bay-detailing'), [])).toEqual([])
  })

  it('drops a suggestion once it is in the bag, without sliding another in', () => {
    expect(remainingSuggestions(['engine-bay-detailing', 'headlight-restoration'], ['engine-bay-detailing'])).toEqual(['headlight-restoration'])
    expect(remainingSuggestions(['headlight-restoration'], ['headlight-restoration'])).toEqual([])
  })
})

describe('sanitising stored lines', () => {
  it('is null for anything but an array', () => {
    for (const raw of [undefined, null, 1, 'x', {}, { id: 'ozone-treatment', quantity: 1 }]) {
      expect(sanitiseLines(raw, findBagProduct)).toBeNull()
    }
  })

  it('keeps only known ids with whole quantities of at least 1, merging duplicates', () => {
    const raw = [
      { id: 'ozone-treatment', quantity: 1, price: 0, name: 'Free' },
      { id: 'ozone-treatment', quantity: 2 },
      { id: 'nope', quantity: 1 },
      { id: 'engine-bay-detailing', quantity: Number.NaN },
      { id: 'engine-bay-detailing', quantity: -1 },
      { id: 'headlight-restoration', quantity: Number.POSITIVE_INFINITY },
      { id: 'pet-hair-removal', quantity: 1e9 },
      { id: 'signature-detail-sedan', quantity: 0.5 },
      null,
      42,
    ]
    expect(sanitiseLines(raw, findBagProduct)).toEqual([
      { id: 'ozone-treatment', quantity: 3 },
      { id: 'pet-hair-removal', quantity: MAX_QUANTITY },
    ])
  })
})
