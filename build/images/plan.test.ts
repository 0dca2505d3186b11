// Pure planning of responsive variants: widths never upscale, names are hashed, and the
// manifest entry groups srcsets by format in the order the <picture> lists them.
import { describe, expect, it } from 'vitest'
import { DEFAULT_WIDTHS, isRasterSrc, manifestEntry, planVariants, planWidths, scaledHeight, variantFileName } from './plan'

describe('isRasterSrc', () => {
  it('selects .jpg/.jpeg/.png under /images/ only', () => {
    expect(isRasterSrc('/images/photos/driveway.jpg')).toBe(true)
    expect(isRasterSrc('/images/photos/driveway.JPEG')).toBe(true)
    expect(isRasterSrc('/images/a/b/c.png')).toBe(true)
    expect(isRasterSrc('/images/services/signature-detail.svg')).toBe(false)
    expect(isRasterSrc('/images/photos/already.webp')).toBe(false)
    expect(isRasterSrc('/favicon.png')).toBe(false)
  })
})

describe('planWidths', () => {
  it('uses 480/960/1440 for a file wider than the widest candidate', () => {
    expect(DEFAULT_WIDTHS).toEqual([480, 960, 1440])
    expect(planWidths(4032)).toEqual([480, 960, 1440])
    expect(planWidths(1441)).toEqual([480, 960, 1440])
  })

  it('caps the largest variant at the file width: never upscaled', () => {
    expect(planWidths(1440)).toEqual([480, 960, 1440])
    expect(planWidths(1200)).toEqual([480, 960, 1200])
    expect(planWidths(960)).toEqual([480, 960])
    expect(planWidths(700)).toEqual([480, 700])
  })

  it('gives a file narrower than every candidate one variant at its own width', () => {
    expect(planWidths(300)).toEqual([300])
    expect(planWidths(1)).toEqual([1])
  })

  it('sorts and de-duplicates custom candidates and ignores nonsense', () => {
    expect(planWidths(1000, [800, 320, 800, 0, -5, 1.5])).toEqual([320, 800])
    expect(planWidths(500, [])).toEqual([500])
  })

  it('rejects a width that is not a positive whole number', () => {
    expect(() => planWidths(0)).toThrow(RangeError)
    expect(() => planWidths(12.5)).toThrow(RangeError)
  })
})

describe('planVariants', () => {
  it('plans AVIF then WebP at every width, keeping the aspect ratio', () => {
    expect(planVariants({ width: 1600, height: 1000 })).toEqual([
      { format: 'avif', width: 480, height: 300 },
      { format: 'avif', width: 960, height: 600 },
      { format: 'avif', width: 1440, height: 900 },
      { format: 'webp', width: 480, height: 300 },
      { format: 'webp', width: 960, height: 600 },
      { format: 'webp', width: 1440, height: 900 },
    ])
  })

  it('never plans a variant wider or taller than the file', () => {
    for (const size of [
      { width: 333, height: 999 },
      { width: 1000, height: 10 },
      { width: 2000, height: 3000 },
    ]) {
      for (const v of planVariants(size)) {
        expect(v.width).toBeLessThanOrEqual(size.width)
        expect(v.height).toBeLessThanOrEqual(size.height)
      }
    }
    expect(scaledHeight({ width: 1000, height: 1 }, 480)).toBe(1)
  })
})

describe('variantFileName', () => {
  it('puts the stem, width and content hash into a name under assets/images/', () => {
    expect(variantFileName('/images/photos/Driveway Sunset.JPG', { format: 'avif', width: 960 }, 'abc123def0')).toBe('assets/images/driveway-sunset-960w.abc123def0.avif')
    expect(variantFileName('/images/a.png', { format: 'webp', width: 480 }, 'h')).toBe('assets/images/a-480w.h.webp')
  })
})

describe('manifestEntry', () => {
  it('groups srcsets per format (AVIF first), widths ascending, under the base URL', () => {
    const emitted = [
      { format: 'webp' as const, width: 960, fileName: 'assets/images/x-960w.2.webp' },
      { format: 'avif' as const, width: 960, fileName: 'assets/images/x-960w.1.avif' },
      { format: 'avif' as const, width: 480, fileName: 'assets/images/x-480w.3.avif' },
      { format: 'webp' as const, width: 480, fileName: 'assets/images/x-480w.4.webp' },
    ]
    expect(manifestEntry({ width: 1000, height: 500 }, emitted)).toEqual({
      width: 1000,
      height: 500,
      sources: [
        { type: 'image/avif', srcSet: '/assets/images/x-480w.3.avif 480w, /assets/images/x-960w.1.avif 960w' },
        { type: 'image/webp', srcSet: '/assets/images/x-480w.4.webp 480w, /assets/images/x-960w.2.webp 960w' },
      ],
    })
    expect(manifestEntry({ width: 1, height: 1 }, emitted.slice(0, 1), '/shop').sources).toEqual([{ type: 'image/webp', srcSet: '/shop/assets/images/x-960w.2.webp 960w' }])
  })
})
