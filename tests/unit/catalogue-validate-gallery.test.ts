// data/gallery.json, the before/after pairs (docs/decisions/153-before-after-gallery.md): the
// shipped file has none; a pair the owner adds is checked like every catalogue entry, one line per
// problem, never a crash.
import { describe, expect, it } from 'vitest'
import { formatProblem, validateCatalogue } from '../../lib/catalogue/validate'
import { checkCatalogue } from '../../lib/catalogue/read.server'
import { galleryFile } from '../../lib/catalogue/gallery-file.server'
import { imageExists, realCatalogueFiles, reservedRoutes, type Json } from '../fixtures/catalogue/real-files'

const FIXTURE = 'tests/fixtures/gallery/gallery.json'

const photo = (alt: string) => ({ src: '/images/photos/driveway-sunset.jpg', width: 1600, height: 1000, alt })
const pair = () => ({
  id: 'f150-full-detail',
  service: 'full-detail',
  vehicle: '2019 Ford F-150',
  caption: 'Red clay out of the carpets.',
  before: photo('Muddy carpet'),
  after: photo('Clean carpet'),
})

/** The real catalogue with these pairs in data/gallery.json: the problem lines. */
function linesWith(...pairs: Json[]): string[] {
  const files = realCatalogueFiles() as Record<string, Json>
  files['data/gallery.json'].pairs = pairs
  return validateCatalogue(files, { imageExists, reservedRoutes }).map(formatProblem)
}

describe('data/gallery.json', () => {
  it('ships with no pairs, and accepts a complete pair', () => {
    expect((realCatalogueFiles()['data/gallery.json'] as { pairs: unknown[] }).pairs).toEqual([])
    expect(linesWith(pair())).toEqual([])
  })

  it('requires the alt text of each photo, and says which', () => {
    const { alt: _before, ...before } = photo('')
    expect(linesWith({ ...pair(), before, after: photo('') })).toEqual([
      'data/gallery.json $.pairs[0].before.alt: expected text (not empty), found nothing',
      'data/gallery.json $.pairs[0].after.alt: expected text (not empty), found empty text',
    ])
  })

  it('requires the service, the vehicle and the caption', () => {
    const { service: _s, vehicle: _v, caption: _c, ...rest } = pair()
    expect(linesWith(rest)).toEqual([
      'data/gallery.json $.pairs[0].service: expected a lower-case id with hyphens, like signature-detail, found nothing',
      'data/gallery.json $.pairs[0].vehicle: expected text (1 to 80 characters), found nothing',
      'data/gallery.json $.pairs[0].caption: expected text (not empty), found nothing',
    ])
  })

  it('reports a service that names no service page, with the pages there are', () => {
    expect(linesWith({ ...pair(), service: 'full-details' })).toEqual([
      'data/gallery.json $.pairs[0].service: expected the slug of a service page in data/service-pages.json $.pages (signature-detail, signature-ceramic-coating, full-detail, interior-detail, wash-and-wax, exterior-wash, exterior-ceramic-coating, interior-leather-ceramic-coating, paint-protection-film, engine-bay-detailing and 6 more), found "full-details", which is not there (removed or renamed?)',
    ])
  })

  it('reports a photo file that is not there, an id used twice and photos of different shapes', () => {
    const other = { ...pair(), after: { ...photo('Clean carpet'), src: '/images/photos/missing.jpg', height: 900 } }
    expect(linesWith(pair(), other)).toEqual([
      'data/gallery.json $.pairs[1].id: expected a id not used before, found "f150-full-detail", already used at $.pairs[0].id',
      'data/gallery.json $.pairs[1].after: expected a photo of the same shape as the before photo (1600 x 1000), found 1600 x 900',
      'data/gallery.json $.pairs[1].after.src: expected an image file that exists at public/images/photos/missing.jpg, found "/images/photos/missing.jpg" (no such file)',
    ])
  })

  it('a missing file is reported as such', () => {
    const files = realCatalogueFiles()
    delete files['data/gallery.json']
    expect(validateCatalogue(files, { imageExists, reservedRoutes }).map(formatProblem)).toEqual(['data/gallery.json $: expected this catalogue file, found no file'])
  })
})

describe('CATALOGUE_GALLERY_FILE', () => {
  it('is read in place of data/gallery.json: the e2e build’s fixture pair passes the check', () => {
    expect(galleryFile({})).toBeUndefined()
    const file = galleryFile({ CATALOGUE_GALLERY_FILE: FIXTURE })!
    const { problems, catalogue } = checkCatalogue({ galleryFile: file })
    expect(problems).toEqual([])
    expect(catalogue?.beforeAfter.map((p) => p.service)).toEqual(['signature-detail'])
  })
})
