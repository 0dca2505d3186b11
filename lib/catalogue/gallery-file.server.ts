// Where the before/after pairs are read from at build time. The shipped data/gallery.json has no
// pairs (no photos of real jobs yet: docs/decisions/153-before-after-gallery.md), so the e2e build
// points CATALOGUE_GALLERY_FILE at a fixture pair made of the repository's own images
// (tests/fixtures/gallery/gallery.json) to build and test the gallery page and the slider.
import path from 'node:path'

/** CATALOGUE_GALLERY_FILE when set (absolute, or relative to the working directory), else undefined: data/gallery.json. */
export function galleryFile(env: Record<string, string | undefined> = process.env): string | undefined {
  const override = env.CATALOGUE_GALLERY_FILE?.trim()
  return override ? path.resolve(override) : undefined
}
