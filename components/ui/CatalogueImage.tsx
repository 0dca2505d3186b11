import type { ImageRef } from '../../lib/catalogue/types'

export interface CatalogueImageProps {
  image: ImageRef
  /** Above the fold (hero): loads eagerly with high fetch priority. Otherwise lazy and async. @default false */
  priority?: boolean
  className?: string
  /** Replaces the catalogue's alt text, e.g. "" when the image is decorative next to a heading. */
  alt?: string
}

/** A catalogue image with its intrinsic width and height, so the page never shifts while it loads. */
export function CatalogueImage({ image, priority = false, className, alt }: CatalogueImageProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      className={className}
      {...(priority ? { fetchPriority: 'high' as const, decoding: 'sync' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  )
}
