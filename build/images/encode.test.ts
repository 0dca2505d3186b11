// Real encodings with sharp on temp files: the right formats at the right sizes, no
// upscaling, a cache that is reused, and the committed sample photo within its budget.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { encodeImage, findRasters, intrinsicSize } from './encode'
import { writeSamplePhoto } from './sample-photo'
import { makeTempDir, removeTempDirs } from '../../tests/fixtures/catalogue/real-files'

afterAll(() => removeTempDirs())

describe('encodeImage', () => {
  // Small widths keep AVIF encoding quick on a shared machine; the default 480/960/1440
  // are planned in plan.test.ts and encoded for real in vite-plugin.test.ts.
  it('writes AVIF and WebP at every planned width of a wider PNG, with the planned sizes', async () => {
    const dir = makeTempDir('images-')
    const file = path.join(dir, 'wide.png')
    await writeSamplePhoto(file, 800, 500)
    const encoded = await encodeImage(file, '/images/photos/wide.png', { widths: [160, 320, 640] })

    expect(encoded).toMatchObject({ src: '/images/photos/wide.png', width: 800, height: 500 })
    expect(encoded.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual(['avif@160x100', 'avif@320x200', 'avif@640x400', 'webp@160x100', 'webp@320x200', 'webp@640x400'])
    for (const variant of encoded.variants) {
      const meta = await sharp(variant.data).metadata()
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp') // libvips reads AVIF through libheif
      if (variant.format === 'avif') expect(meta.compression).toBe('av1')
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height])
      expect(variant.fileName).toMatch(new RegExp(`^assets/images/wide-${variant.width}w\\.[0-9a-f]{10}\\.${variant.format}$`))
    }
  }, 60_000)

  it('never upscales: a 300 px JPEG gets one 300 px variant per format', async () => {
    const dir = makeTempDir('images-')
    const file = path.join(dir, 'small.jpg')
    await writeSamplePhoto(file, 300, 200)
    const encoded = await encodeImage(file, '/images/small.jpg')
    expect(encoded.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['avif', 300, 200],
      ['webp', 300, 200],
    ])
    for (const variant of encoded.variants) {
      const meta = await sharp(variant.data).metadata()
      expect([meta.width, meta.height]).toEqual([300, 200])
    }
  }, 60_000)

  it('reuses cached encodings: same bytes, same hashed names, no re-encode', async () => {
    const dir = makeTempDir('images-')
    const file = path.join(dir, 'cached.jpg')
    const cacheDir = path.join(dir, 'cache')
    await writeSamplePhoto(file, 500, 300)
    const first = await encodeImage(file, '/images/cached.jpg', { cacheDir, widths: [200, 400] })
    const cached = fs.readdirSync(cacheDir)
    expect(cached).toHaveLength(first.variants.length)
    // Poison the cache: the second run must read these bytes instead of encoding again.
    const marker = path.join(
      cacheDir,
      cached.find((n) => n.endsWith('.webp'))!,
    )
    const original = fs.readFileSync(marker)
    fs.writeFileSync(marker, Buffer.concat([original, Buffer.from('cached')]))
    const second = await encodeImage(file, '/images/cached.jpg', { cacheDir, widths: [200, 400] })
    expect(second.variants.some((v) => v.data.toString('latin1').endsWith('cached'))).toBe(true)
    expect(second.variants.filter((v) => v.format === 'avif').map((v) => v.fileName)).toEqual(first.variants.filter((v) => v.format === 'avif').map((v) => v.fileName))
  }, 60_000)

  it('honours EXIF orientation when reading the size of a portrait phone photo', async () => {
    const dir = makeTempDir('images-')
    const file = path.join(dir, 'rotated.jpg')
    await sharp({ create: { width: 400, height: 200, channels: 3, background: '#369' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(file)
    expect(await intrinsicSize(file)).toEqual({ width: 200, height: 400 })
    const encoded = await encodeImage(file, '/images/rotated.jpg')
    const meta = await sharp(encoded.variants[0]!.data).metadata()
    expect([meta.width, meta.height]).toEqual([200, 400])
  }, 60_000)
})

describe('findRasters', () => {
  it('lists .jpg/.jpeg/.png under public/images as site paths, skipping SVG', () => {
    const dir = makeTempDir('public-')
    fs.mkdirSync(path.join(dir, 'images/photos/deep'), { recursive: true })
    for (const name of ['images/a.svg', 'images/photos/b.JPG', 'images/photos/deep/c.png', 'images/photos/d.jpeg', 'other.png']) {
      fs.writeFileSync(path.join(dir, name), '')
    }
    expect(findRasters(dir)).toEqual(['/images/photos/b.JPG', '/images/photos/d.jpeg', '/images/photos/deep/c.png'])
    expect(findRasters(path.join(dir, 'missing'))).toEqual([])
  })
})

describe('the committed sample photo', () => {
  it('is a real JPEG under public/images/photos, at most 60 KB, wide enough for every variant', async () => {
    const file = 'public/images/photos/driveway-sunset.jpg'
    expect(fs.statSync(file).size).toBeLessThanOrEqual(60 * 1024)
    const meta = await sharp(file).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 })
  })
})
