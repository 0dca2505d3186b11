// The product's requirements on the shipped catalogue content: routes, vehicle sizes, prices
// (docs/decisions/002-catalogue-format.md). The catalogue check does not pin the service pages and areas (the owner may
// add, rename and remove them: docs/decisions/138-open-catalogue.md); this test is where the shipped data must still
// hold the sixteen service pages and four areas of the specification.
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { loadCatalogue } from '../../lib/catalogue/read.server'
import { catalogue as storiesCatalogue } from '../fixtures/catalogue/static'
import { bagProduct, suggestedAddOns } from '../../lib/catalogue/lookup'
import { servicePrice } from '../../lib/catalogue/price'
import { footerBookLinks, siteNav } from '../../lib/catalogue/nav'
import { tourPaths } from '../../components/engagement/tour/eligibility'
import { SPEC_SERVICE_SLUGS } from '../fixtures/catalogue/spec-service-slugs'

const price = (id: string) => catalogue.variants.find((v) => v.id === id)?.price

describe('catalogue content required by the spec', () => {
  it('has the vehicle-size prices of the specification, exactly', () => {
    const table = catalogue.baseServices.map((base) => [base.name, ...['sedan', 'suv', 'xl'].map((size) => price(`${base.baseId}-${size}`))])
    expect(table).toEqual([
      ['Signature Detail', 349, 399, 449],
      ['Full Detail Package', 275, 299, 349],
      ['Interior Detail', 159, 179, 209],
      ['Wash & Wax', 139, 159, 189],
    ])
    expect(catalogue.variants.map((v) => v.vehicle)).toEqual(Array(4).fill(['Sedan', 'SUV', 'XL']).flat())
  })

  it('has the add-on prices of the specification, exactly', () => {
    expect(catalogue.addOns.map((a) => [a.id, a.name, a.price])).toEqual([
      ['engine-bay-detailing', 'Engine Bay Detailing', 69],
      ['headlight-restoration', 'Headlight Restoration', 69],
      ['pet-hair-removal', 'Pet Hair Removal', 65],
      ['ozone-treatment', 'Ozone Treatment', 75],
    ])
  })

  it('marks only Signature Detail and Full Detail as popular', () => {
    expect(catalogue.baseServices.filter((b) => b.popular).map((b) => b.baseId)).toEqual(['signature-detail', 'full-detail'])
  })

  it('has exactly the 16 service pages of the specification, in menu order', () => {
    expect(catalogue.servicePages.map((p) => p.slug)).toEqual([...SPEC_SERVICE_SLUGS])
  })

  it('never prices a quote-only service: it reads "Request a quote", not $0', () => {
    const quoteOnly = catalogue.servicePages.filter((p) => servicePrice(catalogue, p).kind === 'quote').map((p) => p.slug)
    expect(quoteOnly).toEqual([
      'signature-ceramic-coating',
      'exterior-wash',
      'exterior-ceramic-coating',
      'interior-leather-ceramic-coating',
      'paint-protection-film',
      'rv-detailing',
      'boat-detailing',
      'fleet-washing',
      'airplane-detailing',
      'leather-installation',
    ])
    expect(catalogue.membership.tiers.every((t) => t.pricePerMonth === null)).toBe(true)
  })

  it('links the footer to the four booking pages and /contact for Paint Protection Film, as the specification says', () => {
    expect(footerBookLinks(catalogue)).toEqual([
      { href: '/book/signature-detail', label: 'Signature Detail' },
      { href: '/book/signature-ceramic-coating', label: 'Signature Ceramic Coating' },
      { href: '/book/full-detail', label: 'Full Detail' },
      { href: '/book/interior-detail', label: 'Interior Detail' },
      { href: '/contact', label: 'Paint Protection Film' },
    ])
  })

  it('has the four areas, Katy the home page (/ and /katy), and the tour on exactly the five home pages', () => {
    expect(catalogue.areas.map((a) => [a.slug, a.name])).toEqual([
      ['katy', 'Katy'],
      ['jordan-ranch', 'Jordan Ranch'],
      ['fulshear', 'Fulshear'],
      ['cinco-ranch', 'Cinco Ranch'],
    ])
    expect(siteNav(catalogue).homeArea).toBe('katy')
    expect(tourPaths(catalogue.areas)).toEqual(['/', '/katy', '/jordan-ranch', '/fulshear', '/cinco-ranch'])
  })

  it('holds the canned chat answers of the specification', () => {
    const answers = catalogue.faq.map((e) => e.answer).join('\n')
    expect(answers).toContain('Signature Detail starts at $349')
    expect(answers).toContain('Signature Ceramic Packages start at $1,199')
    expect(answers).toMatch(/water spigot and a standard electrical outlet/)
    expect(answers).toContain('We serve Katy, Fulshear, Jordan Ranch and Cinco Ranch')
  })

  it('has at least three blog posts, newest first', () => {
    const dates = loadCatalogue().blogPosts.map((p) => p.date)
    expect(dates.length).toBeGreaterThanOrEqual(3)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('gives stories the same data as the validated loader', () => {
    const { blogPosts: _posts, ...loaded } = loadCatalogue()
    expect(storiesCatalogue).toEqual(loaded)
    expect(JSON.stringify(catalogue)).not.toContain('$schema')
  })

  it('sells variants and add-ons at the spec prices, and suggests add-ons in the owner order', () => {
    const byId = (id: string) => [...catalogue.variants, ...catalogue.addOns].find((item) => item.id === id)!
    expect(bagProduct(byId('signature-detail-suv'))).toMatchObject({ name: 'Signature Detail (SUV)', price: 399, vehicle: 'SUV' })
    expect(bagProduct(byId('ozone-treatment'))).toEqual(expect.objectContaining({ price: 75, baseId: 'ozone-treatment' }))
    expect(bagProduct(byId('ozone-treatment'))).not.toHaveProperty('vehicle')
    expect(suggestedAddOns(catalogue, 'interior-detail').map((a) => a.id)).toEqual(['pet-hair-removal', 'ozone-treatment'])
  })
})
