import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { bagCatalogue, bagCatalogueJson } from '../../lib/catalogue/bag-products'
import { siteNav } from '../../lib/catalogue/nav'
import { priceIds, servicePrice } from '../../lib/catalogue/price'
import { addOnIdsFor, findBagProduct } from '../../lib/catalogue/products'

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

  it('is small plain data', () => {
    const json = JSON.stringify(nav)
    expect(json.length).toBeLessThan(4000)
    expect(JSON.parse(json)).toEqual(nav)
  })
})

describe('products (the bag store look-ups)', () => {
  it('finds every variant and add-on by id, with its name, size, price, base and image, and nothing else', () => {
    for (const v of catalogue.variants) {
      expect(findBagProduct(v.id)).toEqual({ id: v.id, name: v.name, vehicle: v.vehicle, price: v.price, baseId: v.baseId, image: v.image })
    }
    for (const a of catalogue.addOns) {
      expect(findBagProduct(a.id)).toEqual({ id: a.id, name: a.name, price: a.price, baseId: a.id, image: a.image })
    }
    for (const id of ['no-such-id', '', 'signature-detail', 'constructor', '__proto__']) expect(findBagProduct(id)).toBeUndefined()
  })

  it('lists a base service suggested add-ons, empty for an unknown one or an Object.prototype name', () => {
    for (const base of catalogue.baseServices) expect(addOnIdsFor(base.baseId)).toEqual(base.addOns)
    for (const id of ['nope', 'constructor', 'toString', '__proto__']) expect(addOnIdsFor(id)).toEqual([])
  })

  it('comes from plain data in the page, much smaller than services.json, that cannot close its script element', () => {
    const json = bagCatalogueJson(bagCatalogue(catalogue))
    expect(json).not.toMatch(/"description"|"ingredients"/)
    expect(json.length).toBeLessThan(fs.readFileSync('data/services.json', 'utf8').length / 2)
    expect(JSON.parse(json)).toEqual(bagCatalogue(catalogue))
    const hostile = bagCatalogueJson({ products: [], suggestedAddOns: { '</script><script>alert(1)</script>': [] } })
    expect(hostile).not.toMatch(/</)
    expect(JSON.parse(hostile)).toEqual({ products: [], suggestedAddOns: { '</script><script>alert(1)</script>': [] } })
  })

  it('sells every id a service page price names, at the price and name the page shows', () => {
    for (const page of catalogue.servicePages) {
      const price = servicePrice(catalogue, page)
      const shown = price.kind === 'from' ? price.variants : price.kind === 'fixed' ? [price.item] : []
      expect(priceIds(price)).toEqual(shown.map((item) => item.id))
      for (const item of shown) expect(findBagProduct(item.id)).toMatchObject(item)
    }
  })
})
