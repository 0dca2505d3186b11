// The content each prerendered page puts in its HTML (what search engines and no-JS visitors
// read), checked at the data level: the catalogue's prices, quotes never $0, areas speak of themselves.
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { formatPrice } from '../../lib/format/price'
import { homeData } from '../../components/catalogue-pages/home/data'
import { servicePageData } from '../../lib/catalogue/service-detail'
import { bookableIds, bookingData } from '../../components/booking/data'
import { SPEC_SERVICE_SLUGS } from '../fixtures/catalogue/spec-service-slugs'

describe('service pages', () => {
  it.each([
    ['signature-detail', ['$349.00', '$399.00', '$449.00']],
    ['full-detail', ['$275.00', '$299.00', '$349.00']],
    ['interior-detail', ['$159.00', '$179.00', '$209.00']],
    ['wash-and-wax', ['$139.00', '$159.00', '$189.00']],
  ])('%s shows the Sedan/SUV/XL prices of data/services.json', (slug, prices) => {
    const data = servicePageData(catalogue, slug)
    const price = data?.service.price
    expect(price?.kind).toBe('from')
    const variants = price?.kind === 'from' ? price.variants : []
    expect(variants.map((v) => [v.vehicle, formatPrice(v.price)])).toEqual([
      ['Sedan', prices[0]],
      ['SUV', prices[1]],
      ['XL', prices[2]],
    ])
  })

  it('lists add-ons with the spec prices', () => {
    const addOns = servicePageData(catalogue, 'signature-detail')?.service.addOns ?? []
    const byName = Object.fromEntries(addOns.map((a) => [a.name, formatPrice(a.price)]))
    expect(byName).toMatchObject({ 'Engine Bay Detailing': '$69.00', 'Headlight Restoration': '$69.00', 'Pet Hair Removal': '$65.00', 'Ozone Treatment': '$75.00' })
  })

  it.each(['signature-ceramic-coating', 'exterior-wash', 'exterior-ceramic-coating', 'interior-leather-ceramic-coating'])('%s says "Request a quote", never $0', (slug) => {
    const data = servicePageData(catalogue, slug)
    expect(data?.service.price.kind).toBe('quote')
    expect(JSON.stringify(data)).not.toMatch(/\$0(\.00)?\b/)
  })

  it('exists for all 16 service pages, with the service name as h1', () => {
    const slugs = SPEC_SERVICE_SLUGS
    for (const slug of slugs) expect(servicePageData(catalogue, slug)?.service.slug).toBe(slug)
    expect(servicePageData(catalogue, 'no-such-service')).toBeUndefined()
  })
})

describe('home and area pages', () => {
  it('the root page speaks of Katy with the spec title', () => {
    const home = homeData(catalogue, 'katy', true)
    expect(home?.meta.title).toBe('Premium Mobile Car Detailing in Katy, TX')
    expect(home?.area.heading).toMatch(/Katy/)
  })
  it.each([
    ['jordan-ranch', 'Jordan Ranch'],
    ['fulshear', 'Fulshear'],
    ['cinco-ranch', 'Cinco Ranch'],
  ])('%s names its area in the heading and title', (slug, name) => {
    const home = homeData(catalogue, slug, false)
    expect(home?.area.heading).toContain(name)
    expect(home?.meta.title).toContain(name)
  })
  it('flags Signature Detail and Full Detail as popular and shows them first', () => {
    const services = homeData(catalogue, 'katy', true)?.services ?? []
    expect(services.filter((s) => s.popular).map((s) => s.slug)).toEqual(['signature-detail', 'full-detail'])
    expect(services.slice(0, 2).map((s) => s.slug)).toEqual(['signature-detail', 'full-detail'])
  })
  it('says what the customer provides: a water spigot and an electrical outlet', () => {
    expect(homeData(catalogue, 'katy', true)?.business.requirements).toMatch(/spigot[\s\S]*outlet/)
  })
})

describe('booking page', () => {
  it('shows the service being booked with its prices', () => {
    const data = bookingData(catalogue, 'full-detail')
    expect(data.heading).toBe('Book Full Detail Package')
    expect(data.selected?.price.kind).toBe('from')
  })
  it('offers a friendly choice for an unknown id instead of failing', () => {
    const data = bookingData(catalogue, 'not-a-service')
    expect(data.unknownId).toBe('not-a-service')
    expect(data.selected).toBeUndefined()
    expect(data.choices.length).toBe(bookableIds(catalogue).length)
  })
  it('prerenders /book/{id} for every bookable service', () => {
    expect(bookableIds(catalogue)).toEqual(catalogue.servicePages.filter((p) => p.bookable).map((p) => p.slug))
  })
})
