// The one price model (lib/catalogue/price.ts, docs/decisions/127-one-price-model.md): every price line the site shows,
// pinned to the strings pages show today, and what the build says when the owner's JSON is wrong.
import { describe, expect, it } from 'vitest'
import { upsellOffers } from '../../lib/catalogue/add-on-offers'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { assembleCatalogue, type CatalogueFiles } from '../../lib/catalogue/files'
import { monthlyPriceLabel, priceIds, priceLabel, servicePrice, withPrices, type Price } from '../../lib/catalogue/price'
import { formatProblem, validateCatalogue } from '../../lib/catalogue/validate'
import { imageExists, realCatalogueFiles, type Json } from '../fixtures/catalogue/real-files'

const priceOf = (slug: string) =>
  servicePrice(
    catalogue,
    catalogue.servicePages.find((p) => p.slug === slug)!,
  )

describe('servicePrice and priceLabel', () => {
  it('label every service page as cards and booking choices show it today', () => {
    const labels = Object.fromEntries(catalogue.servicePages.map((p) => [p.slug, priceLabel(servicePrice(catalogue, p))]))
    expect(labels).toEqual({
      'signature-detail': 'From $349.00',
      'signature-ceramic-coating': 'Request a quote',
      'full-detail': 'From $275.00',
      'interior-detail': 'From $159.00',
      'wash-and-wax': 'From $139.00',
      'exterior-wash': 'Request a quote',
      'exterior-ceramic-coating': 'Request a quote',
      'interior-leather-ceramic-coating': 'Request a quote',
      'paint-protection-film': 'Request a quote',
      'engine-bay-detailing': '$69.00',
      'headlight-restoration': '$69.00',
      'rv-detailing': 'Request a quote',
      'boat-detailing': 'Request a quote',
      'fleet-washing': 'Request a quote',
      'airplane-detailing': 'Request a quote',
      'leather-installation': 'Request a quote',
    })
  })

  it('prices a package by size in the owner order, with the names and ids the bag sells', () => {
    const price = priceOf('signature-detail')
    expect(price).toEqual({
      kind: 'from',
      variants: [
        { id: 'signature-detail-sedan', name: 'Signature Detail (Sedan)', vehicle: 'Sedan', price: 349 },
        { id: 'signature-detail-suv', name: 'Signature Detail (SUV)', vehicle: 'SUV', price: 399 },
        { id: 'signature-detail-xl', name: 'Signature Detail (XL)', vehicle: 'XL', price: 449 },
      ],
    })
    expect(priceIds(price)).toEqual(['signature-detail-sedan', 'signature-detail-suv', 'signature-detail-xl'])
  })

  it('prices an add-on page once, and a quote-only page with its note and no id', () => {
    expect(priceOf('headlight-restoration')).toEqual({ kind: 'fixed', item: { id: 'headlight-restoration', name: 'Headlight Restoration', price: 69 } })
    expect(priceIds(priceOf('headlight-restoration'))).toEqual(['headlight-restoration'])
    const ceramic = priceOf('signature-ceramic-coating')
    expect(ceramic).toEqual({ kind: 'quote', note: "Signature Ceramic packages start at $1,199. Your exact price depends on the vehicle's size and paint condition." })
    expect(priceIds(ceramic)).toEqual([])
    expect(priceOf('rv-detailing')).toEqual({ kind: 'quote' })
  })

  it('reads a reference that finds nothing as a quote, never as $0', () => {
    for (const page of [{ baseId: 'gone' }, { addOnId: 'gone' }, { baseId: 'gone', quoteNote: 'Ask us.' }]) {
      const price = servicePrice(catalogue, page)
      expect(price.kind).toBe('quote')
      expect(priceLabel(price)).toBe('Request a quote')
    }
  })

  it('is plain data: what a page passes an island survives JSON unchanged', () => {
    for (const page of catalogue.servicePages) {
      const price = servicePrice(catalogue, page)
      expect(JSON.parse(JSON.stringify(price)) as Price).toEqual(price)
    }
  })

  it('labels membership tiers per month, or as a quote without a price', () => {
    expect(monthlyPriceLabel(49)).toBe('$49.00 / month')
    expect(monthlyPriceLabel(1199)).toBe('$1,199.00 / month')
    expect(monthlyPriceLabel(null)).toBe('Request a quote')
  })
})

describe('upsellOffers', () => {
  it('lists each suggested add-on once, with its price and description, as plain data', () => {
    const offers = upsellOffers(catalogue)
    expect(offers.map((o) => [o.id, o.name, o.price])).toEqual([
      ['engine-bay-detailing', 'Engine Bay Detailing', 69],
      ['headlight-restoration', 'Headlight Restoration', 69],
      ['pet-hair-removal', 'Pet Hair Removal', 65],
      ['ozone-treatment', 'Ozone Treatment', 75],
    ])
    for (const offer of offers) expect(offer.description).toBe(catalogue.addOns.find((a) => a.id === offer.id)!.description)
    expect(JSON.parse(JSON.stringify(offers))).toEqual(offers)
  })
})

describe('prices in the chat quotes (data/faq.json)', () => {
  it('read exactly as the spec canned answers, filled in from services.json', () => {
    const answers = catalogue.faq.map((e) => e.answer)
    expect(answers).toContain('The Signature Detail starts at $349 for a sedan ($399 for an SUV, $449 for an XL vehicle such as a full-size truck or minivan).')
    expect(answers).toContain('Yes. Add Pet Hair Removal ($65) to any interior service; for lingering smells, an Ozone Treatment ($75) breaks down odour molecules.')
    expect(answers.join('\n')).not.toContain('{price')
  })

  it('follow a price change in services.json', () => {
    const files = realCatalogueFiles() as Record<string, Json>
    const services = files['data/services.json']
    services.variants.find((v: { id: string }) => v.id === 'signature-detail-sedan').price = 1350
    const top = Object.fromEntries(Object.entries(files).map(([key, value]) => [key.replace(/^data\//, ''), value])) as unknown as CatalogueFiles
    const changed = assembleCatalogue(top)
    const before = catalogue.faq.find((e) => e.answer.startsWith('The Signature Detail starts at'))!
    expect(changed.faq.find((e) => e.id === before.id)?.answer).toBe(before.answer.replace('$349', '$1,350'))
  })

  it('leave an unknown or unusable token as written (the build stops on it first)', () => {
    const prices = new Map([
      ['a', 349],
      ['zero', 0],
      ['huge', 2 ** 53],
    ])
    expect(withPrices('{price:a} and {price:a}', prices)).toBe('$349 and $349')
    expect(withPrices('{price:b} {price:zero} {price:huge}', prices)).toBe('{price:b} {price:zero} {price:huge}')
  })
})

/** Breaks the real catalogue with `edit` and returns the build's problem lines. */
function linesAfter(edit: (files: Record<string, Json>) => void): string[] {
  const files = realCatalogueFiles() as Record<string, Json>
  edit(files)
  return validateCatalogue(files, { imageExists }).map(formatProblem)
}

describe('bad prices in the owner JSON: one clear line each, never a crash or a wrong price', () => {
  const tokenExpected = 'expected a price written {price:ID} with the id of a variant or add-on in data/services.json $.variants or $.addOns, e.g. {price:signature-detail-sedan}'

  it('accepts the real catalogue', () => {
    expect(linesAfter(() => {})).toEqual([])
  })

  it('reports a chat quote naming a price that does not exist', () => {
    const lines = linesAfter((f) => {
      const entries = f['data/faq.json'].entries
      entries[0].answer = entries[0].answer.replace('{price:signature-detail-suv}', '{price:signature-detail-suvv}')
    })
    expect(lines).toEqual([`data/faq.json $.entries[0].answer: ${tokenExpected}, found "{price:signature-detail-suvv}", whose id is not there (removed or renamed?)`])
  })

  it('reports a mistyped or unclosed price token instead of showing it', () => {
    const lines = linesAfter((f) => {
      f['data/faq.json'].entries[1].answer = 'From {price signature-detail-sedan} or {Price:ozone-treatment}.'
      f['data/faq.json'].entries[2].answer = 'Only {price:ozone-treatment'
    })
    expect(lines).toEqual([
      `data/faq.json $.entries[1].answer: ${tokenExpected}, found "{price signature-detail-sedan}"`,
      `data/faq.json $.entries[1].answer: ${tokenExpected}, found "{Price:ozone-treatment}"`,
      `data/faq.json $.entries[2].answer: ${tokenExpected}, found "{price:ozone-treatment"`,
    ])
  })

  it('reports a $0 price: a service without a price is a quote-only page', () => {
    expect(linesAfter((f) => (f['data/services.json'].addOns[2].price = 0))).toEqual([
      'data/services.json $.addOns[2].price: expected a price of at least 1 (a service without a price is a quote-only page in service-pages.json: leave out baseId and addOnId), found 0',
    ])
  })

  it('reports a price too large for JSON to keep exact', () => {
    expect(linesAfter((f) => (f['data/services.json'].variants[0].price = 2 ** 53 + 2))).toEqual([
      `data/services.json $.variants[0].price: expected a whole number of dollars up to ${Number.MAX_SAFE_INTEGER}, found ${2 ** 53 + 2}`,
    ])
  })

  it('reports a quote note on a priced page, where nobody would read it', () => {
    expect(
      linesAfter((f) => {
        f['data/service-pages.json'].pages[0].quoteNote = 'Call for a price.'
      }),
    ).toEqual(['data/service-pages.json $.pages[0].quoteNote: expected no quoteNote on a page with a price (baseId or addOnId): it is only shown instead of a price, found "Call for a price."'])
  })

  it('reports a price written as text, with cents or missing, through the schema', () => {
    expect(
      linesAfter((f) => {
        f['data/services.json'].variants[1].price = '399'
        f['data/services.json'].variants[2].price = 449.99
        delete f['data/services.json'].addOns[0].price
      }),
    ).toEqual([
      'data/services.json $.variants[1].price: expected a whole number >= 0, found "399"',
      'data/services.json $.variants[2].price: expected a whole number >= 0, found 449.99',
      'data/services.json $.addOns[0].price: expected a whole number >= 0, found nothing',
    ])
  })

  it('survives hostile token text without throwing', () => {
    const huge = `{price:${'x'.repeat(100_000)}`
    const lines = linesAfter((f) => (f['data/faq.json'].entries[0].answer = `${'{price'.repeat(2000)} ${huge}`))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(line).toMatch(/^data\/faq\.json \$\.entries\[0\]\.answer: expected a price written \{price:ID\}/)
      expect(line.length).toBeLessThan(400)
    }
  })
})
