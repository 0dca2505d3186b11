import { describe, expect, it } from 'vitest'
import { formatProblem, validateCatalogue } from '../../lib/catalogue/validate'
import { imageExists, realCatalogueFiles, reservedRoutes, type Json } from '../fixtures/catalogue/real-files'

/** Breaks the real catalogue with `edit`, validates, and returns the problem lines. */
function linesAfter(edit: (files: Record<string, Json>) => void): string[] {
  const files = realCatalogueFiles() as Record<string, Json>
  edit(files)
  return validateCatalogue(files, { imageExists, reservedRoutes }).map(formatProblem)
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

  it('reports an add-on suggested by a base service that is not (or no longer) there, with where add-ons live', () => {
    expect(linesAfter((f) => f['data/services.json'].baseServices[2].addOns.push('tire-shine'))).toEqual([
      'data/services.json $.baseServices[2].addOns[2]: expected the id of an add-on in data/services.json $.addOns (engine-bay-detailing, headlight-restoration, pet-hair-removal, ozone-treatment), found "tire-shine", which is not there (removed or renamed?)',
    ])
  })

  it('reports a variant whose base service does not exist', () => {
    expect(linesAfter((f) => (f['data/services.json'].variants[0].baseId = 'signature'))).toEqual([
      'data/services.json $.variants[0].baseId: expected the baseId of a base service in data/services.json $.baseServices (signature-detail, full-detail, interior-detail, wash-and-wax), found "signature", which is not there (removed or renamed?)',
      'data/services.json $.baseServices[0]: expected one Sedan variant of "signature-detail", found 0 Sedan variants',
    ])
  })

  it('reports a service page slug used twice (one page, one route)', () => {
    expect(linesAfter((f) => (f['data/service-pages.json'].pages[15].slug = 'rv-detailing'))).toEqual([
      'data/service-pages.json $.pages[15].slug: expected a slug not used before, found "rv-detailing", already used at $.pages[11].slug',
    ])
  })

  it('lets a service page go, and reports what still points at it: a review, the footer', () => {
    expect(linesAfter((f) => f['data/service-pages.json'].pages.splice(4, 1))).toEqual([
      'data/testimonials.json $.testimonials[3].service: expected the slug of a service page in data/service-pages.json $.pages (signature-detail, signature-ceramic-coating, full-detail, interior-detail, exterior-wash, exterior-ceramic-coating, interior-leather-ceramic-coating, paint-protection-film, engine-bay-detailing, headlight-restoration and 5 more), found "wash-and-wax", which is not there (removed or renamed?)',
    ])
    expect(linesAfter((f) => f['data/service-pages.json'].pages.splice(2, 1))).toEqual([
      'data/service-pages.json $.footerBookLinks[2].page: expected the slug of a service page in data/service-pages.json $.pages (signature-detail, signature-ceramic-coating, interior-detail, wash-and-wax, exterior-wash, exterior-ceramic-coating, interior-leather-ceramic-coating, paint-protection-film, engine-bay-detailing, headlight-restoration and 5 more), found "full-detail", which is not there (removed or renamed?)',
    ])
  })

  it('reports a priced reference to an add-on that does not exist', () => {
    expect(linesAfter((f) => (f['data/service-pages.json'].pages[9].addOnId = 'engine-bay'))).toEqual([
      'data/service-pages.json $.pages[9].addOnId: expected the id of an add-on in data/services.json $.addOns (engine-bay-detailing, headlight-restoration, pet-hair-removal, ozone-treatment), found "engine-bay", which is not there (removed or renamed?)',
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
      'data/business.json $.phoneNumber: expected only the fields $schema, name, tagline, logo, phone, email, schedulerUrl, schedulerOrigin, siteUrl, homeArea, address, hours, serviceRadius, requirements, firstDetailDiscountPercent, priceRange, policies, deposit, reviewUrl, reviewRequestDelayHours, referral, social, found unknown field "phoneNumber"',
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

  // Referral credit (docs/decisions/158-referral-credit.md): the amount and the monthly cap are checked like any field.
  it('reports a referral amount or monthly cap out of range, a missing switch and an unknown field', () => {
    expect(
      linesAfter((f) => {
        f['data/business.json'].referral = { creditAmount: 0, monthlyCreditCap: 2.5, perFriend: true }
      }),
    ).toEqual([
      'data/business.json $.referral.enabled: expected true or false, found nothing',
      'data/business.json $.referral.perFriend: expected only the fields enabled, creditAmount, monthlyCreditCap, found unknown field "perFriend"',
      'data/business.json $.referral.creditAmount: expected a whole number of dollars from 1 to 1000, found 0',
      'data/business.json $.referral.monthlyCreditCap: expected a whole number from 1 to 100, found 2.5',
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

  it('reports a missing catalogue file, and a renamed area still named by a review', () => {
    expect(
      linesAfter((f) => {
        delete f['data/membership.json']
        f['data/areas.json'].areas[3].slug = 'sugar-land'
      }),
    ).toEqual([
      'data/membership.json $: expected this catalogue file, found no file',
      'data/testimonials.json $.testimonials[0].area: expected the slug of an area in data/areas.json $.areas (katy, jordan-ranch, fulshear, sugar-land), found "cinco-ranch", which is not there (removed or renamed?)',
    ])
  })

  it('reports an SEO description that is too long, with its length', () => {
    expect(linesAfter((f) => (f['data/service-pages.json'].pages[0].seo.description = 'x'.repeat(200)))).toEqual([
      'data/service-pages.json $.pages[0].seo.description: expected a description of 50 to 170 characters, found 200 characters',
    ])
  })
})

/** A copy of a service page under another slug and name: a new page, as the owner would add one. */
function pageLike(f: Record<string, Json>, index: number, slug: string, name: string): Json {
  return { ...structuredClone(f['data/service-pages.json'].pages[index]), slug, name, heading: name }
}

describe('validateCatalogue: an open catalogue (decision 138)', () => {
  it('accepts a new quote-only service page, "Window Tinting", as the owner would add it', () => {
    expect(
      linesAfter((f) => {
        const page = pageLike(f, 12, 'window-tinting', 'Window Tinting') // boat-detailing: quote-only
        f['data/service-pages.json'].pages.splice(4, 0, page)
      }),
    ).toEqual([])
  })

  it('accepts a new priced service (package, its three sizes and its page), a new area, and both reordered', () => {
    expect(
      linesAfter((f) => {
        const services = f['data/services.json']
        services.baseServices.push({ ...structuredClone(services.baseServices[0]), baseId: 'window-tinting', name: 'Window Tinting', addOns: ['ozone-treatment'] })
        for (const [size, price] of [
          ['sedan', 299],
          ['suv', 349],
          ['xl', 399],
        ] as const) {
          const variant = structuredClone(services.variants.find((v: Json) => v.id === `signature-detail-${size}`))
          services.variants.push({ ...variant, id: `window-tinting-${size}`, baseId: 'window-tinting', name: `Window Tinting (${variant.vehicle})`, price })
        }
        const page = { ...pageLike(f, 0, 'window-tinting', 'Window Tinting'), baseId: 'window-tinting' }
        f['data/service-pages.json'].pages.unshift(page)
        f['data/service-pages.json'].footerBookLinks.unshift({ page: 'window-tinting' })
        const areas = f['data/areas.json'].areas
        areas.push({ ...structuredClone(areas[0]), slug: 'sugar-land', name: 'Sugar Land' })
        areas.reverse()
        f['data/faq.json'].entries[0].answer += ' Window tinting starts at {price:window-tinting-sedan}.'
      }),
    ).toEqual([])
  })

  it('accepts a service removed with everything that named it', () => {
    expect(
      linesAfter((f) => {
        const services = f['data/services.json']
        services.baseServices = services.baseServices.filter((b: Json) => b.baseId !== 'wash-and-wax')
        services.variants = services.variants.filter((v: Json) => v.baseId !== 'wash-and-wax')
        f['data/service-pages.json'].pages = f['data/service-pages.json'].pages.filter((p: Json) => p.slug !== 'wash-and-wax')
        f['data/testimonials.json'].testimonials.splice(3, 1)
        for (const tier of f['data/membership.json'].tiers) tier.services = ['full-detail']
      }),
    ).toEqual([])
  })

  it('reports each service still suggesting a removed add-on', () => {
    expect(
      linesAfter((f) => {
        const services = f['data/services.json']
        services.addOns = services.addOns.filter((a: Json) => a.id !== 'ozone-treatment')
      }),
    ).toEqual([
      'data/services.json $.baseServices[0].addOns[3]: expected the id of an add-on in data/services.json $.addOns (engine-bay-detailing, headlight-restoration, pet-hair-removal), found "ozone-treatment", which is not there (removed or renamed?)',
      'data/services.json $.baseServices[1].addOns[2]: expected the id of an add-on in data/services.json $.addOns (engine-bay-detailing, headlight-restoration, pet-hair-removal), found "ozone-treatment", which is not there (removed or renamed?)',
      'data/services.json $.baseServices[2].addOns[1]: expected the id of an add-on in data/services.json $.addOns (engine-bay-detailing, headlight-restoration, pet-hair-removal), found "ozone-treatment", which is not there (removed or renamed?)',
      'data/faq.json $.entries[12].answer: expected a price written {price:ID} with the id of a variant or add-on in data/services.json $.variants or $.addOns, e.g. {price:signature-detail-sedan}, found "{price:ozone-treatment}", whose id is not there (removed or renamed?)',
    ])
  })

  it('reports a {price:ID} token naming a variant that was renamed', () => {
    expect(
      linesAfter((f) => {
        f['data/services.json'].variants[0].id = 'signature-detail-car'
      }),
    ).toEqual([
      'data/faq.json $.entries[0].answer: expected a price written {price:ID} with the id of a variant or add-on in data/services.json $.variants or $.addOns, e.g. {price:signature-detail-sedan}, found "{price:signature-detail-sedan}", whose id is not there (removed or renamed?)',
    ])
  })

  it('reports a home area that is no longer an area', () => {
    expect(linesAfter((f) => (f['data/business.json'].homeArea = 'sugar-land'))).toEqual([
      'data/business.json $.homeArea: expected the slug of an area in data/areas.json $.areas (katy, jordan-ranch, fulshear, cinco-ranch), found "sugar-land", which is not there (removed or renamed?)',
    ])
  })

  it("reports an area named like one of the site's own pages: its page would be hidden or overwritten", () => {
    const files = realCatalogueFiles() as Record<string, Json>
    files['data/areas.json'].areas[1].slug = 'about'
    files['data/areas.json'].areas[2].slug = 'garage'
    expect(validateCatalogue(files, { imageExists, reservedRoutes: ['about', 'book', 'garage'] }).map(formatProblem)).toEqual([
      'data/areas.json $.areas[1].slug: expected a slug that is not already a page of the site (about, book, garage), found "about", which is already the site\'s page /about',
      'data/areas.json $.areas[2].slug: expected a slug that is not already a page of the site (about, book, garage), found "garage", which is already the site\'s page /garage',
      'data/testimonials.json $.testimonials[1].area: expected the slug of an area in data/areas.json $.areas (katy, about, garage, cinco-ranch), found "fulshear", which is not there (removed or renamed?)',
      'data/testimonials.json $.testimonials[3].area: expected the slug of an area in data/areas.json $.areas (katy, about, garage, cinco-ranch), found "jordan-ranch", which is not there (removed or renamed?)',
      'data/testimonials.json $.testimonials[5].area: expected the slug of an area in data/areas.json $.areas (katy, about, garage, cinco-ranch), found "fulshear", which is not there (removed or renamed?)',
    ])
  })

  it('reports an area or a footer link given twice', () => {
    expect(
      linesAfter((f) => {
        f['data/areas.json'].areas.push(structuredClone(f['data/areas.json'].areas[2]))
        f['data/service-pages.json'].footerBookLinks.push({ page: 'full-detail' })
      }),
    ).toEqual([
      'data/service-pages.json $.footerBookLinks[5].page: expected a service page not used before, found "full-detail", already used at $.footerBookLinks[2].page',
      'data/areas.json $.areas[4].slug: expected a slug not used before, found "fulshear", already used at $.areas[2].slug',
    ])
  })
})
