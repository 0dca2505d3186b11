// The /gallery page's data, built at prerender from the catalogue (pages/gallery/+data.ts).
import { hasBeforeAfter } from '../../lib/catalogue/nav'
import type { StaticCatalogue } from '../../lib/catalogue/types'
import type { ResponsiveManifest } from '../../lib/images/manifest'
import { crumbsFor, type PageMeta } from '../../lib/seo/page-meta'
import { galleryGroups, type GalleryGroup } from './pair-view'

export const GALLERY_PATH = '/gallery'

export interface GalleryData {
  meta: PageMeta
  heading: string
  intro: string
  groups: GalleryGroup[]
}

/** Is there anything to show? The page, its link and its sitemap entry exist only then (docs/decisions/153). */
export const hasGallery = hasBeforeAfter

export function galleryData(catalogue: Pick<StaticCatalogue, 'beforeAfter' | 'servicePages' | 'business'>, manifest?: ResponsiveManifest): GalleryData {
  const heading = 'Before and After'
  const { name } = catalogue.business
  return {
    meta: {
      title: `Before and After Gallery | ${name}`,
      description: `Photos of real jobs by ${name}: the same vehicles before and after a detail, ceramic coating or restoration, side by side.`,
      canonicalPath: GALLERY_PATH,
      crumbs: crumbsFor(heading, GALLERY_PATH),
    },
    heading,
    intro: 'Real jobs, photographed from the same spot before we started and after we finished. Drag the divider, or use the arrow keys, to compare.',
    groups: galleryGroups(catalogue, manifest),
  }
}
