// Pure planning of responsive image variants: which rasters get variants, at which
// widths (never wider than the file), under which hashed names, and the srcset text
// pages render. No fs, no sharp: the Vite plugin (vite-plugin.ts) and the encoder
// (encode.ts) do the I/O; the component (components/ui/responsive-image.tsx) only
// reads the manifest (lib/images/manifest.ts) built from these shapes.
import type { ResponsiveEntry } from '../../lib/images/manifest'

/** Widths tried for every raster, in CSS-independent image pixels. */
export const DEFAULT_WIDTHS: readonly number[] = [480, 960, 1440]

/** Modern formats emitted for every raster, best first (a <source> per format, in this order). */
export const FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof FORMATS)[number]

export const MIME: Record<VariantFormat, `image/${VariantFormat}`> = { avif: 'image/avif', webp: 'image/webp' }

/** Folder of the emitted variants inside the build output; the static host caches /assets/ as immutable. */
export const VARIANT_DIR = 'assets/images'

const RASTER = /\.(jpe?g|png)$/i

/** True for the site paths the pipeline turns into variants: .jpg/.jpeg/.png under /images/. */
export function isRasterSrc(src: string): boolean {
  return src.startsWith('/images/') && RASTER.test(src)
}

/**
 * Widths to emit for a file `original` pixels wide: every candidate narrower than
 * the file, plus the file's own width when it is narrower than the widest candidate
 * (so the largest variant is never upscaled and a small file still gets one variant).
 */
export function planWidths(original: number, candidates: readonly number[] = DEFAULT_WIDTHS): number[] {
  if (!Number.isInteger(original) || original < 1) throw new RangeError(`image width must be a whole number >= 1, got ${original}`)
  const sorted = [...new Set(candidates)].filter((w) => Number.isInteger(w) && w > 0).sort((a, b) => a - b)
  const widest = sorted.at(-1) ?? original
  const widths = sorted.filter((w) => w < original)
  if (original <= widest) widths.push(original)
  return widths
}

/** Height of a variant `width` wide, keeping the file's aspect ratio (as sharp rounds it). */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width))
}

/** One planned variant: what to encode and where it will be served from. */
export interface PlannedVariant {
  format: VariantFormat
  width: number
  height: number
}

/** Every format x width of one file, formats in FORMATS order, widths ascending. */
export function planVariants(original: { width: number; height: number }, candidates: readonly number[] = DEFAULT_WIDTHS): PlannedVariant[] {
  const widths = planWidths(original.width, candidates)
  return FORMATS.flatMap((format) => widths.map((width) => ({ format, width, height: scaledHeight(original, width) })))
}

/**
 * Output path of a variant inside the build folder, e.g.
 * "/images/photos/driveway.jpg" at 960 AVIF -> "assets/images/driveway-960w.3f9a1c2b.avif".
 * `hash` is a digest of the encoded bytes, so a changed photo gets a new URL.
 */
export function variantFileName(src: string, variant: Pick<PlannedVariant, 'format' | 'width'>, hash: string): string {
  const base = src.slice(src.lastIndexOf('/') + 1).replace(RASTER, '')
  const stem = base.replace(/[^a-z0-9_-]+/gi, '-').toLowerCase() || 'image'
  return `${VARIANT_DIR}/${stem}-${variant.width}w.${hash}.${variant.format}`
}

/** Groups emitted variants into the manifest entry of one file (`base` is Vite's base URL, e.g. "/"). */
export function manifestEntry(original: { width: number; height: number }, emitted: Array<{ format: VariantFormat; width: number; fileName: string }>, base = '/'): ResponsiveEntry {
  const prefix = base.endsWith('/') ? base : `${base}/`
  const sources = FORMATS.map((format) => {
    const list = emitted.filter((v) => v.format === format).sort((a, b) => a.width - b.width)
    return { type: MIME[format], srcSet: list.map((v) => `${prefix}${v.fileName} ${v.width}w`).join(', ') }
  }).filter((s) => s.srcSet !== '')
  return { width: original.width, height: original.height, sources }
}
