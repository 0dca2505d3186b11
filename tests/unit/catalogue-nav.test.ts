import { describe, expect, it } from 'vitest'
import { catalogue, findBagProduct as findInCatalogue } from '../../lib/catalogue/catalogue'
import { navModuleCode, siteNav } from '../../lib/catalogue/nav'
import { addOnIdsFor, findBagProduct } from '../../lib/catalogue/products'

describe('siteNav', () => {
  const nav = siteNav(catalogue)

  it('lists every service page and area by slug and name, in the owner order', () => {
    expect(nav.services).toEqual(catalogue.servicePages.map((p) => ({ slug: p.slug, name: p.name })))
    expect(nav.areas).toEqual(catalogue.areas.map((a) => ({ slug: a.slug, name: a.name })))
    expect(nav.services).toHaveLength(16)
  })

  it('carries only the contact details the layout prints', () => {
    expect(nav.business).toEqual({ name: catalogue.business.name, phone: catalogue.business.phone, email: catalogue.business.email })
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

  it('lists a base service suggested add-ons, empty for an unknown one', () => {
    for (const base of catalogue.baseServices) expect(addOnIdsFor(base.baseId)).toEqual(base.addOns)
    expect(addOnIdsFor('nope')).toEqual([])
  })
})
