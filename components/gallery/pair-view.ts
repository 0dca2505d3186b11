// The before/after pairs as the pages show them, built at prerender: each photo's AVIF/WebP sources
// looked up in the build's manifest here (lib/images/manifest.ts), so the slider island gets them as
// plain props and never carries the manifest (components/ui/picture.tsx).
import type { BeforeAfterPair, ImageRef, StaticCatalogue } from '../../lib/catalogue/types'
import { responsiveImages, type ResponsiveManifest } from '../../lib/images/manifest'
import type { PictureData } from '../ui/picture'

/** A pair is laid out in a column of at most about 40rem; full width on a phone. */
export const PAIR_SIZES = '(max-width: 48rem) 100vw, 40rem'

export interface PairView {
  id: string
  vehicle: string
  caption: string
  /** The service page's name and path, for the gallery page's link to it. */
  service: { name: string; path: string }
  before: PictureData
  after: PictureData
}

export function pictureData(image: ImageRef, manifest: ResponsiveManifest = responsiveImages): PictureData {
  const { src, width, height, alt } = image
  return { src, width, height, alt, sources: (manifest[src]?.sources ?? []).map(({ type, srcSet }) => ({ type, srcSet })), sizes: PAIR_SIZES }
}

/** Pairs whose service page is gone are left out (the catalogue check reports them first). */
export function pairViews(catalogue: Pick<StaticCatalogue, 'beforeAfter' | 'servicePages'>, manifest: ResponsiveManifest = responsiveImages): PairView[] {
  return catalogue.beforeAfter.flatMap((pair: BeforeAfterPair) => {
    const page = catalogue.servicePages.find((p) => p.slug === pair.service)
    if (!page) return []
    return [
      {
        id: pair.id,
        vehicle: pair.vehicle,
        caption: pair.caption,
        service: { name: page.name, path: `/services/${page.slug}` },
        before: pictureData(pair.before, manifest),
        after: pictureData(pair.after, manifest),
      },
    ]
  })
}

/** The pairs of one service page, in the owner's order. */
export function servicePairs(catalogue: Pick<StaticCatalogue, 'beforeAfter' | 'servicePages'>, slug: string, manifest?: ResponsiveManifest): PairView[] {
  return pairViews(catalogue, manifest).filter((pair) => pair.service.path === `/services/${slug}`)
}

export interface GalleryGroup {
  service: PairView['service']
  pairs: PairView[]
}

/** The gallery page: pairs grouped by service, in the service pages' order. */
export function galleryGroups(catalogue: Pick<StaticCatalogue, 'beforeAfter' | 'servicePages'>, manifest?: ResponsiveManifest): GalleryGroup[] {
  const pairs = pairViews(catalogue, manifest)
  return catalogue.servicePages.flatMap((page) => {
    const own = pairs.filter((pair) => pair.service.path === `/services/${page.slug}`)
    return own.length > 0 ? [{ service: own[0]!.service, pairs: own }] : []
  })
}
