// A photo whose variants were resolved at prerender (components/ui/responsive-image.tsx reads the
// build's manifest; an island must not, or every photo's srcsets would ride in its chunk), so an
// island takes them as plain props and renders the same <picture> the server did.
import type { ImageRef } from '../../lib/catalogue/types'

export interface PictureSource {
  type: string
  srcSet: string
}

/** A catalogue image with its AVIF/WebP sources (none for an SVG or without the build's variants). */
export interface PictureData extends ImageRef {
  sources: PictureSource[]
  /** How wide it is laid out, for the browser to pick a variant. */
  sizes: string
}

/** Lazy and async: a picture in a list lies below the fold. Width and height reserve its space. */
export function Picture({ picture, className }: { picture: PictureData; className?: string }) {
  const img = <img src={picture.src} width={picture.width} height={picture.height} alt={picture.alt} loading="lazy" decoding="async" className={className} />
  if (picture.sources.length === 0) return img
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      {img}
    </picture>
  )
}
