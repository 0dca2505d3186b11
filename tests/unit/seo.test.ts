import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd, offerSources, schemaPrice, serializeJsonLd, serviceJsonLd } from '../../lib/seo/jsonld'
import { absoluteUrl, canonicalUrl } from '../../lib/seo/url'

const site = 'https://www.example.com'
const { business, areas, servicePages, variants, addOns } = catalogue

describe('canonical URLs', () => {
  it('joins the origin and the path, without query, hash or trailing slash', () => {
    expect(canonicalUrl(site, '/')).toBe('https://www.example.com/')
    expect(canonicalUrl(site + '/', '/about/')).toBe('https://www.example.com/about')
    expect(canonicalUrl(site, '/book/full-detail?ref=x#top')).toBe('https://www.example.com/book/full-detail')
    expect(canonicalUrl(site, 'faq')).toBe('https://www.example.com/faq')
  })
  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl(site, 'https://cdn.example.net/a.png')).toBe('https://cdn.example.net/a.png')
    expect(absoluteUrl(site, '/images/logo.svg')).toBe('https://www.example.com/images/logo.svg')
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script> <!-- & \u2028' })
    expect(out).not.toContain('<')
    expect(out).not.toContain('>')
    expect(out).toContain('\\u003c/script\\u003e')
    expect(out).toContain('\\u0026')
    expect(out).toContain('\\u2028')
    // Still the same data once parsed.
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script> <!-- & \u2028' })
  })
})

describe('LocalBusiness (home and area pages)', () => {
  const ld = localBusinessJsonLd({ business, areas, offers: offerSources(servicePages, variants, addOns), path: '/fulshear' })
  it('is an AutoWash serving the four areas', () => {
    expect(ld['@type']).toBe('AutoWash')
    expect(ld.url).toBe(`${business.siteUrl}/fulshear`)
    const served = (ld.areaServed as { name: string }[]).map((a) => a.name)
    expect(served).toEqual(['Katy, TX', 'Jordan Ranch, TX', 'Fulshear, TX', 'Cinco Ranch, TX'].filter((n) => served.includes(n)))
    expect(served).toHaveLength(4)
  })
  it('carries an OfferCatalog of every service page, with prices only where the catalogue has one', () => {
    const catalog = ld.hasOfferCatalog as { '@type': string; itemListElement: Record<string, unknown>[] }
    expect(catalog['@type']).toBe('OfferCatalog')
    expect(catalog.itemListElement).toHaveLength(16)
    const byName = new Map(catalog.itemListElement.map((o) => [(o.itemOffered as { name: string }).name, o]))
    expect(byName.get('Signature Detail')).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '349.00', highPrice: '449.00', priceCurrency: 'USD' })
    expect(byName.get('Engine Bay Detailing')).toMatchObject({ '@type': 'Offer', price: '69.00' })
    const ceramic = byName.get('Signature Ceramic Coating')
    expect(ceramic).toBeDefined()
    expect(ceramic).not.toHaveProperty('price')
    expect(ceramic).not.toHaveProperty('lowPrice')
  })
})

describe('Service (service pages)', () => {
  const page = (slug: string) => {
    const p = servicePages.find((s) => s.slug === slug)
    if (!p) throw new Error(slug)
    return p
  }
  it('lists one Offer per vehicle size with the spec prices', () => {
    const p = page('wash-and-wax')
    const ld = serviceJsonLd({ business, areas, page: p, variants: variants.filter((v) => v.baseId === p.baseId) })
    expect(ld['@type']).toBe('Service')
    expect((ld.offers as { price: string }[]).map((o) => o.price)).toEqual(['139.00', '159.00', '189.00'])
  })
  it('gives quote-only services no Offer price (never $0)', () => {
    const ld = serviceJsonLd({ business, areas, page: page('signature-ceramic-coating'), variants: [] })
    expect(ld).not.toHaveProperty('offers')
    expect(serializeJsonLd(ld)).not.toMatch(/"price"/)
  })
  it('prices a standalone add-on', () => {
    const ld = serviceJsonLd({ business, areas, page: page('headlight-restoration'), variants: [], addOn: { id: 'headlight-restoration', name: 'Headlight Restoration', price: 69 } })
    expect(ld.offers).toEqual([expect.objectContaining({ price: '69.00', priceCurrency: 'USD' })])
  })
  it('formats schema prices with two decimals', () => {
    expect(schemaPrice(349)).toBe('349.00')
  })
})

describe('BreadcrumbList, FAQPage, BlogPosting', () => {
  it('numbers crumbs from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: 'Post', path: '/blog/post' },
    ])
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.com/blog' },
      { '@type': 'ListItem', position: 3, name: 'Post', item: 'https://www.example.com/blog/post' },
    ])
  })
  it('turns FAQ entries into Questions with accepted Answers', () => {
    const ld = faqPageJsonLd(site, [{ question: 'Do you need water?', answer: 'A spigot and an outlet.' }])
    expect(ld['@type']).toBe('FAQPage')
    expect(ld.mainEntity).toEqual([{ '@type': 'Question', name: 'Do you need water?', acceptedAnswer: { '@type': 'Answer', text: 'A spigot and an outlet.' } }])
  })
  it('describes a blog post with its date, author and canonical URL', () => {
    const ld = blogPostingJsonLd(business, {
      slug: 'a-post',
      title: 'A post',
      date: '2025-02-03',
      author: 'The Team',
      excerpt: 'Short.',
      image: { src: '/images/x.svg', width: 1, height: 1, alt: '' },
      tags: ['paint'],
    })
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'A post', datePublished: '2025-02-03', url: `${business.siteUrl}/blog/a-post`, image: `${business.siteUrl}/images/x.svg` })
  })
})
