import { describe, expect, it } from 'vitest'
import { formatProblem, validateCatalogue } from '../../lib/catalogue/validate'
import { imageExists, realCatalogueFiles, type Json } from '../fixtures/catalogue/real-files'

/** Breaks the real catalogue with `edit`, validates, and returns the problem lines. */
function linesAfter(edit: (files: Record<string, Json>) => void): string[] {
  const files = realCatalogueFiles() as Record<string, Json>
  edit(files)
  return validateCatalogue(files, { imageExists }).map(formatProblem)
}

describe('validateCatalogue', () => {
  it('accepts the real catalogue', () => {
    expect(linesAfter(() => {})).toEqual([])
  })

  it('reports a missing required field', () => {
    expect(linesAfter((f) => delete f['data/services.json'].variants[3].price)).toEqual(['data/services.json $.variants[3].price: expected a whole number >= 0, found nothing'])
  })

  it('reports a negative price', () => {
    expect(linesAfter((f) => (f['data/services.json'].variants[3].price = -5))).toEqual(['data/services.json $.variants[3].price: expected a whole number >= 0, found -5'])
  })

  it('reports a fractional price and a price written as text', () => {
    expect(
      linesAfter((f) => {
        f['data/services.json'].addOns[0].price = 69.5
        f['data/services.json'].addOns[1].price = '$69'
      }),
    ).toEqual(['data/services.json $.addOns[0].price: expected a whole number >= 0, found 69.5', 'data/services.json $.addOns[1].price: expected a whole number >= 0, found "$69"'])
  })

  it('reports a wrong type', () => {
    expect(linesAfter((f) => (f['data/services.json'].baseServices[0].popular = 'yes'))).toEqual(['data/services.json $.baseServices[0].popular: expected true or false, found "yes"'])
  })

  it('reports an unknown add-on id suggested by a base service', () => {
    expect(linesAfter((f) => f['data/services.json'].baseServices[2].addOns.push('tire-shine'))).toEqual([
      'data/services.json $.baseServices[2].addOns[2]: expected the id of an add-on (engine-bay-detailing, headlight-restoration, pet-hair-removal, ozone-treatment), found "tire-shine"',
    ])
  })

  it('reports a variant whose base service does not exist', () => {
    expect(linesAfter((f) => (f['data/services.json'].variants[0].baseId = 'signature'))).toEqual([
      'data/services.json $.variants[0].baseId: expected the baseId of a base service (signature-detail, full-detail, interior-detail, wash-and-wax), found "signature"',
      'data/services.json $.baseServices[0]: expected one Sedan variant of "signature-detail", found 0 Sedan variants',
    ])
  })

  it('reports a duplicate slug and the service page it leaves missing', () => {
    expect(linesAfter((f) => (f['data/service-pages.json'].pages[15].slug = 'rv-detailing'))).toEqual([
      'data/service-pages.json $.pages[15].slug: expected a slug not used before, found "rv-detailing", already used at $.pages[11].slug',
      'data/service-pages.json $.pages: expected a service page with slug "leather-installation", found none',
    ])
  })

  it('reports a missing service page', () => {
    expect(linesAfter((f) => f['data/service-pages.json'].pages.splice(4, 1))).toEqual([
      'data/service-pages.json $.pages: expected a service page with slug "wash-and-wax", found none',
      // a review of that service now points nowhere
      'data/testimonials.json $.testimonials[3].service: expected the slug of a service page, found "wash-and-wax"',
    ])
  })

  it('reports a priced reference to an add-on that does not exist', () => {
    expect(linesAfter((f) => (f['data/service-pages.json'].pages[9].addOnId = 'engine-bay'))).toEqual([
      'data/service-pages.json $.pages[9].addOnId: expected the id of an add-on in services.json (engine-bay-detailing, headlight-restoration, pet-hair-removal, ozone-treatment), found "engine-bay"',
    ])
  })

  it('reports an image path outside /images/ and an image file that does not exist', () => {
    expect(
      linesAfter((f) => {
        f['data/areas.json'].areas[0].image.src = 'https://example.com/katy.jpg'
        f['data/areas.json'].areas[1].image.src = '/images/areas/jordan.svg'
      }),
    ).toEqual(['data/areas.json $.areas[0].image.src: expected a path under /images/, like /images/services/signature-detail.svg, found "https://example.com/katy.jpg"'])
    expect(linesAfter((f) => (f['data/areas.json'].areas[1].image.src = '/images/areas/jordan.svg'))).toEqual([
      'data/areas.json $.areas[1].image.src: expected an image file that exists at public/images/areas/jordan.svg, found "/images/areas/jordan.svg" (no such file)',
    ])
  })

  it('reports an unknown field (a typo the editor would also flag)', () => {
    expect(linesAfter((f) => (f['data/business.json'].phoneNumber = '281-555-0142'))).toEqual([
      'data/business.json $.phoneNumber: expected only the fields $schema, name, tagline, logo, phone, email, schedulerUrl, schedulerOrigin, siteUrl, address, hours, serviceRadius, requirements, firstDetailDiscountPercent, priceRange, policies, reviewUrl, reviewRequestDelayHours, social, found unknown field "phoneNumber"',
    ])
  })

  // Prep items, policies and the review request's link and delay (docs/decisions/142-customer-messages-from-the-outbox.md).
  it('reports an empty prep item, a missing policy, a review link that is not a URL and a delay out of range', () => {
    expect(
      linesAfter((f) => {
        f['data/services.json'].baseServices[0].prep.push('')
        delete f['data/business.json'].policies.weather
        f['data/business.json'].reviewUrl = 'google reviews'
        f['data/business.json'].reviewRequestDelayHours = 0
      }),
    ).toEqual([
      'data/business.json $.policies.weather: expected text (not empty), found nothing',
      'data/business.json $.reviewUrl: expected a web address starting with https://, found "google reviews"',
      'data/business.json $.reviewRequestDelayHours: expected a whole number of hours from 1 to 168, found 0',
      'data/services.json $.baseServices[0].prep[4]: expected text (not empty), found empty text',
    ])
  })

  it('reports a file naming the wrong $schema', () => {
    expect(linesAfter((f) => (f['data/faq.json'].$schema = './schemas/faqs.schema.json'))).toEqual([
      'data/faq.json $.$schema: expected "./schemas/faq.schema.json", found "./schemas/faqs.schema.json"',
    ])
  })

  it('reports a bad blog date, an unknown block type and a slug that is not the file name', () => {
    const file = 'data/blog/is-ceramic-coating-worth-it.json'
    expect(
      linesAfter((f) => {
        f[file].date = '2025-02-30'
        f[file].body[0] = { type: 'h4', text: 'Heading' }
      }),
    ).toEqual([`${file} $.date: expected a date written YYYY-MM-DD, found "2025-02-30"`, `${file} $.body[0].type: expected one of "h2", "h3", "p", "ul", "ol", "quote", found "h4"`])
    expect(linesAfter((f) => (f[file].slug = 'ceramic-coating'))).toEqual([`${file} $.slug: expected "is-ceramic-coating-worth-it" (the file name without .json), found "ceramic-coating"`])
  })

  it('reports a missing catalogue file and an area that is not one of the four', () => {
    expect(
      linesAfter((f) => {
        delete f['data/membership.json']
        f['data/areas.json'].areas[3].slug = 'sugar-land'
      }),
    ).toEqual([
      'data/membership.json $: expected this catalogue file, found no file',
      'data/areas.json $.areas: expected an area with slug "cinco-ranch", found none',
      'data/areas.json $.areas[3].slug: expected one of katy, jordan-ranch, fulshear, cinco-ranch, found "sugar-land"',
      'data/testimonials.json $.testimonials[0].area: expected an area slug (katy, jordan-ranch, fulshear, sugar-land), found "cinco-ranch"',
    ])
  })

  it('reports an SEO description that is too long, with its length', () => {
    expect(linesAfter((f) => (f['data/service-pages.json'].pages[0].seo.description = 'x'.repeat(200)))).toEqual([
      'data/service-pages.json $.pages[0].seo.description: expected a description of 50 to 170 characters, found 200 characters',
    ])
  })
})
