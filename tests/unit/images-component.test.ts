// <ResponsiveImage> as prerendering prints it: SVG (or a raster without variants) is a
// plain <img>; a raster with variants is a <picture> with AVIF then WebP and the
// original as the fallback <img>, width and height always present.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage, type ResponsiveImageProps } from '../../components/ui/responsive-image'
import type { ResponsiveManifest } from '../../lib/images/manifest'

const svg = { src: '/images/services/signature-detail.svg', width: 400, height: 300, alt: 'A detailed sedan' }
const photo = { src: '/images/photos/driveway-sunset.jpg', width: 800, height: 500, alt: 'A car on a driveway at sunset' }
const manifest: ResponsiveManifest = {
  [photo.src]: {
    width: 1600,
    height: 1000,
    sources: [
      { type: 'image/avif', srcSet: '/assets/images/d-480w.a.avif 480w, /assets/images/d-960w.b.avif 960w' },
      { type: 'image/webp', srcSet: '/assets/images/d-480w.c.webp 480w, /assets/images/d-960w.d.webp 960w' },
    ],
  },
}

const html = (props: ResponsiveImageProps) => renderToStaticMarkup(createElement(ResponsiveImage, props))

describe('ResponsiveImage', () => {
  it('renders an SVG as a lazy, async <img> with width and height', () => {
    expect(html({ image: svg, manifest })).toBe('<img src="/images/services/signature-detail.svg" width="400" height="300" alt="A detailed sedan" loading="lazy" decoding="async"/>')
  })

  // React 19 turns a high-priority <img> into a <link rel="preload"> too (hoisted into <head> in a full document).
  // The candidate is named for Element Timing: the island runtime starts once it has painted (lib/islands/after-lcp-paint.ts).
  it('renders a priority image eagerly with fetchpriority="high", which React also preloads', () => {
    expect(html({ image: svg, priority: true, alt: '' })).toBe(
      '<link rel="preload" as="image" href="/images/services/signature-detail.svg" fetchPriority="high"/>' +
        '<img src="/images/services/signature-detail.svg" width="400" height="300" alt="" decoding="sync" fetchPriority="high" elementtiming="lcp-candidate"/>',
    )
    expect(html({ image: svg, priority: true, loading: 'lazy', decoding: 'async', fetchPriority: 'low', className: 'c' })).toBe(
      '<img src="/images/services/signature-detail.svg" width="400" height="300" alt="A detailed sedan" loading="lazy" decoding="async" fetchPriority="low" class="c"/>',
    )
  })

  it('renders a raster with variants as <picture>: AVIF, WebP, then the original <img>', () => {
    expect(html({ image: photo, manifest })).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/assets/images/d-480w.a.avif 480w, /assets/images/d-960w.b.avif 960w" sizes="(max-width: 800px) 100vw, 800px"/>' +
        '<source type="image/webp" srcSet="/assets/images/d-480w.c.webp 480w, /assets/images/d-960w.d.webp 960w" sizes="(max-width: 800px) 100vw, 800px"/>' +
        '<img src="/images/photos/driveway-sunset.jpg" width="800" height="500" alt="A car on a driveway at sunset" loading="lazy" decoding="async"/>' +
        '</picture>',
    )
    expect(html({ image: photo, manifest, sizes: '50vw' })).toContain('sizes="50vw"')
  })

  it('falls back to a plain <img> of the original when the build made no variants (Storybook, Vitest, dev without the plugin)', () => {
    expect(html({ image: photo })).toBe('<img src="/images/photos/driveway-sunset.jpg" width="800" height="500" alt="A car on a driveway at sunset" loading="lazy" decoding="async"/>')
  })
})
