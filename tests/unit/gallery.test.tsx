// The before/after gallery at prerender (components/gallery/): pairs with their photos' variants
// looked up once, grouped by service; a pair's server markup is the slider island to hydrate when
// visible, with lazy photos of reserved size and both tags, so it reads without script.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BeforeAfterSection } from '../../components/gallery/BeforeAfterSection'
import { galleryData } from '../../components/gallery/data'
import { galleryGroups, PAIR_SIZES, pairViews, servicePairs } from '../../components/gallery/pair-view'
import { compareValueText } from '../../components/ui/compare-slider'
import { hasBeforeAfter, siteNav } from '../../lib/catalogue/nav'
import type { ResponsiveManifest } from '../../lib/images/manifest'
import { ISLAND_ATTRIBUTES } from '../../lib/islands/protocol'
import { catalogue, servicePages } from '../fixtures/catalogue/static'
import { fixturePairs } from '../fixtures/gallery/pairs'

const SRC = '/images/photos/driveway-sunset.jpg'
const manifest: ResponsiveManifest = {
  [SRC]: { width: 1600, height: 1000, sources: [{ type: 'image/avif', srcSet: '/assets/images/d-480w.avif 480w' }] },
}
const pair = fixturePairs[0]!
const withPairs = { ...catalogue, beforeAfter: [pair, { ...pair, id: 'second', service: 'full-detail' }, { ...pair, id: 'gone', service: 'removed-service' }] }

describe('pair views', () => {
  it('carry each photo’s sources from the manifest, and the service page they belong to', () => {
    const [view] = pairViews({ beforeAfter: [pair], servicePages }, manifest)
    expect(view).toMatchObject({ id: pair.id, vehicle: pair.vehicle, caption: pair.caption, service: { name: 'Signature Detail', path: '/services/signature-detail' } })
    expect(view!.before).toEqual({ ...pair.before, sources: [{ type: 'image/avif', srcSet: '/assets/images/d-480w.avif 480w' }], sizes: PAIR_SIZES })
    expect(pairViews({ beforeAfter: [{ ...pair, before: { ...pair.before, src: '/images/logo.svg' } }], servicePages }, manifest)[0]!.before.sources).toEqual([])
  })

  it('a service page gets its own pairs; the gallery groups them in the service pages’ order; a pair of a gone page is left out', () => {
    expect(servicePairs(withPairs, 'signature-detail').map((p) => p.id)).toEqual([pair.id])
    expect(servicePairs(withPairs, 'wash-and-wax')).toEqual([])
    expect(galleryGroups(withPairs).map((g) => [g.service.path, g.pairs.map((p) => p.id)])).toEqual([
      ['/services/signature-detail', [pair.id]],
      ['/services/full-detail', ['second']],
    ])
  })

  it('the gallery and its footer link exist only with a pair whose service page exists', () => {
    expect(catalogue.beforeAfter).toEqual([])
    expect(hasBeforeAfter(catalogue)).toBe(false)
    expect(siteNav(catalogue).gallery).toBe(false)
    expect(hasBeforeAfter({ ...catalogue, beforeAfter: [{ ...pair, service: 'removed-service' }] })).toBe(false)
    expect(siteNav(withPairs).gallery).toBe(true)
    expect(galleryData(withPairs).meta).toMatchObject({ canonicalPath: '/gallery' })
  })
})

describe('the slider’s value text', () => {
  it('says how much of each photo shows, within 0 to 100', () => {
    expect(compareValueText(50)).toBe('50% before, 50% after')
    expect(compareValueText(0)).toBe('0% before, 100% after')
    expect(compareValueText(100)).toBe('100% before, 0% after')
    expect(compareValueText(120)).toBe('100% before, 0% after')
  })
})

describe("a service page's section", () => {
  const html = (pairs = servicePairs(withPairs, 'signature-detail', manifest)) => renderToString(<BeforeAfterSection serviceName="Signature Detail" pairs={pairs} />)

  it('is nothing without pairs', () => {
    expect(html([])).toBe('')
  })

  it('renders each pair as a visible-time island whose props are the photos, with the caption outside it', () => {
    const out = html()
    expect(out).toContain(`${ISLAND_ATTRIBUTES.name}="before-after"`)
    expect(out).toContain(`${ISLAND_ATTRIBUTES.when}="visible"`)
    expect(out).toContain(`${ISLAND_ATTRIBUTES.id}="before-after.${pair.id}"`)
    expect(out).toMatch(/<\/div><figcaption[^>]*><strong[^>]*>Test vehicle<\/strong>: <!-- -->A test fixture made of the repository&#x27;s own sample photo/)
    expect(out).toContain('href="/gallery"')
  })

  it('server-renders a slider at 50% with value text, both tags, and lazy photos with width, height and sources', () => {
    const out = html()
    expect(out).toMatch(/role="slider"[^>]*aria-valuetext="50% before, 50% after"|aria-valuetext="50% before, 50% after"[^>]*role="slider"/)
    expect(out).toMatch(new RegExp(`<label [^>]*>Before and after: ${pair.vehicle}</label>`))
    expect(out).toContain('>Before</span>')
    expect(out).toContain('>After</span>')
    for (const alt of [pair.before.alt, pair.after.alt]) expect(out).toMatch(new RegExp(`<img [^>]*width="1600" height="1000" alt="${alt}" loading="lazy"`))
    expect(out).toContain('type="image/avif"')
  })
})
