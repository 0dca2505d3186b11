import type { ImageRef } from '../../lib/catalogue/types'
import { ResponsiveImage } from '../ui/responsive-image'

export interface CatalogueImageProps {
  image: ImageRef
  /** Above the fold (hero): loads eagerly with high fetch priority. Otherwise lazy and async. @default false */
  priority?: boolean
  className?: string
  /** Replaces the catalogue's alt text, e.g. "" when the image is decorative next to a heading. */
  alt?: string
}

/**
 * A catalogue image in a page section. ResponsiveImage does the work (width and height always
 * set; a raster photo becomes AVIF/WebP variants); this keeps the pages' small prop set.
 */
export function CatalogueImage({ image, priority = false, className, alt }: CatalogueImageProps) {
  return <ResponsiveImage image={image} priority={priority} className={className} alt={alt} />
}
