import type { ImageRef } from '../../lib/catalogue/types'
import { responsiveImages, type ResponsiveManifest } from '../../lib/images/manifest'
import { LCP_CANDIDATE_TIMING } from '../../lib/islands/protocol'

export interface ResponsiveImageProps {
  /** A catalogue image: its width and height are always rendered, so nothing shifts while it loads. */
  image: ImageRef
  /** Replaces the catalogue's alt text, e.g. "" when the image is decorative next to a heading. @default image.alt */
  alt?: string
  /**
   * The LCP / above-the-fold image: no lazy loading, fetchpriority="high". Sets the
   * defaults of `loading`, `decoding` and `fetchPriority`; explicit props still win.
   * @default false
   */
  priority?: boolean
  /** @default "lazy", or none (the browser's eager) when `priority` */
  loading?: 'lazy' | 'eager'
  /** @default "async", or "sync" when `priority` */
  decoding?: 'async' | 'sync' | 'auto'
  /** @default "high" when `priority`, otherwise not set */
  fetchPriority?: 'high' | 'low' | 'auto'
  /**
   * How wide the image is laid out, for the browser to pick a variant (raster images only).
   * @default "(max-width: {image.width}px) 100vw, {image.width}px"
   */
  sizes?: string
  /** On the <img> (the element that is laid out, inside <picture> or not). */
  className?: string
  /** Only for tests and stories: the build's manifest is used otherwise. */
  manifest?: ResponsiveManifest
}

/**
 * Default `sizes`: full viewport width on screens narrower than the image's rendered
 * width, its rendered width otherwise. Pages pass their own when CSS lays the image out
 * differently (e.g. "(min-width: 48em) 50vw, 100vw" for a two-column card).
 */
function defaultSizes(renderedWidth: number): string {
  return `(max-width: ${renderedWidth}px) 100vw, ${renderedWidth}px`
}

/**
 * Any catalogue image. An SVG (or a raster the build has no variants for, e.g. in
 * Storybook) is a plain <img>. A .jpg/.jpeg/.png under /images that the build turned
 * into variants is a <picture> with AVIF and WebP srcsets and the original as the
 * <img> fallback, keeping the catalogue's width and height.
 */
export function ResponsiveImage({
  image,
  alt,
  priority = false,
  loading = priority ? undefined : 'lazy',
  decoding = priority ? 'sync' : 'async',
  fetchPriority = priority ? 'high' : undefined,
  sizes,
  className,
  manifest = responsiveImages,
}: ResponsiveImageProps) {
  // The LCP candidate reports its own paint (Element Timing), which the island runtime waits for
  // (lib/islands/after-lcp-paint.ts). React passes the lowercase attribute through; its types lack it.
  const paintTiming = fetchPriority === 'high' ? { elementtiming: LCP_CANDIDATE_TIMING } : {}
  const img = (
    <img src={image.src} width={image.width} height={image.height} alt={alt ?? image.alt} loading={loading} decoding={decoding} fetchPriority={fetchPriority} className={className} {...paintTiming} />
  )
  const entry = manifest[image.src]
  if (!entry || entry.sources.length === 0) return img
  const resolvedSizes = sizes ?? defaultSizes(image.width)
  return (
    <picture>
      {entry.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={resolvedSizes} />
      ))}
      {img}
    </picture>
  )
}
