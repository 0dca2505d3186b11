import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogue, findBagProduct as findInCatalogue } from '../../lib/catalogue/catalogue'
import { bagCatalogue, bagModuleCode } from '../../lib/catalogue/bag-products'
import { navModuleCode, siteNav } from '../../lib/catalogue/nav'
import { pagePrice } from '../../lib/catalogue/lookup'
import { addOnIdsFor, findBagProduct, sellablePrice } from '../../lib/catalogue/products'
import { priceInfo } from '../../lib/catalogue/service-detail'

describe('siteNav', () => {
  const nav = siteNav(catalogue)

  it('lists every service page and area by slug and name, in the owner order', () => {
    expect(nav.services).toEqual(catalogue.servicePages.map((p) => ({ slug: p.slug, name: p.name })))
    expect(nav.areas).toEqual(catalogue.areas.map((a) => ({ slug: a.slug, name: a.name })))
    expect(nav.services).toHaveLength(16)
  })

  it('carries only the contact details the layout prints and the scheduler URLs Book Now opens', () => {
    const { name, phone, email, schedulerUrl, schedulerOrigin } = catalogue.business
    expect(nav.business).toEqual({ name, phone, email, schedulerUrl, schedulerOrigin })
  })

  it('is a small module of plain data', async () => {
    const code = navModuleCode(nav)
    expect(code.length).toBeLessThan(4000)
    const mod = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: unknown }
    expect(mod.default).toEqual(nav)
  })
})

describe('products (the bag store look-ups)', () => {
  it('finds every variant and add-on the whole catalogue finds, and nothing else', () => {
    for (const id of [...catalogue.variants.map((v) => v.id), ...catalogue.addOns.map((a) => a.id), 'no-such-id', '']) {
      expect(findBagProduct(id)).toEqual(findInCatalogue(id))
    }
  })

  it('lists a base service suggested add-ons, empty for an unknown one or an Object.prototype name', () => {
    for (const base of catalogue.baseServices) expect(addOnIdsFor(base.baseId)).toEqual(base.addOns)
    for (const id of ['nope', 'constructor', 'toString', '__proto__']) expect(addOnIdsFor(id)).toEqual([])
  })

  it('comes from a module of plain data much smaller than services.json', async () => {
    const code = bagModuleCode(bagCatalogue(catalogue))
    expect(code).not.toMatch(/"description"|"ingredients"/)
    expect(code.length).toBeLessThan(fs.readFileSync('data/services.json', 'utf8').length / 2)
    const mod = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: unknown }
    expect(mod.default).toEqual(bagCatalogue(catalogue))
  })

  it('resolves every service page price from its prerendered ids to what the whole catalogue says', () => {
    for (const page of catalogue.servicePages) {
      const whole = pagePrice(catalogue, page)
      const sellable = sellablePrice(priceInfo(catalogue, page))
      if (whole.kind === 'from') {
        expect(sellable).toEqual({ kind: 'from', variants: whole.variants.map((v) => findInCatalogue(v.id)) })
      } else if (whole.kind === 'fixed') {
        expect(sellable).toEqual({ kind: 'fixed', product: findInCatalogue(whole.addOn.id) })
      } else {
        expect(sellable).toEqual(whole.note ? { kind: 'quote', note: whole.note } : { kind: 'quote' })
      }
    }
  })

  it('reads ids it cannot sell as a quote, never as a $0 price', () => {
    expect(sellablePrice({ kind: 'variants', rows: [{ id: 'gone-sedan' }] })).toEqual({ kind: 'quote' })
    expect(sellablePrice({ kind: 'fixed', id: 'gone-add-on' })).toEqual({ kind: 'quote' })
    // An add-on id among variant rows has no vehicle size: it is not offered as one.
    const addOn = catalogue.addOns[0]!.id
    expect(sellablePrice({ kind: 'variants', rows: [{ id: addOn }] })).toEqual({ kind: 'quote' })
  })
})
