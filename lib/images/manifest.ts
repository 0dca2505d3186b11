// The responsive-image manifest the component reads: catalogue src -> AVIF/WebP srcsets.
//
// This file is deliberately empty. In `vike build` (and `vike dev`) the
// responsiveImages() Vite plugin (build/images/vite-plugin.ts) serves this module's code instead,
// listing the variants it emitted. Anywhere the plugin is not installed (Storybook,
// Vitest, a Vite config without it) the manifest stays empty and ResponsiveImage
// falls back to a plain <img> of the original file: nothing breaks, nothing is lost
// but the modern formats.

/** A <source> of the manifest: one per format, widths ascending. */
export interface ResponsiveSource {
  type: 'image/avif' | 'image/webp'
  srcSet: string
}

/** What the component needs for one raster src. */
export interface ResponsiveEntry {
  /** Intrinsic size of the file the owner dropped in (the fallback <img>). */
  width: number
  height: number
  sources: ResponsiveSource[]
}

/** Keyed by the catalogue's src, e.g. "/images/photos/driveway.jpg". */
export type ResponsiveManifest = Record<string, ResponsiveEntry>

export const responsiveImages: ResponsiveManifest = {}
