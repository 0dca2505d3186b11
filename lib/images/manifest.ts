// The responsive-image manifest the component reads: catalogue src -> AVIF/WebP srcsets.
//
// This file is deliberately empty. In `vike build` (and `vike dev`) the
// responsiveImages() Vite plugin (vite-plugin.ts) serves this module's code instead,
// listing the variants it emitted. Anywhere the plugin is not installed (Storybook,
// Vitest, a Vite config without it) the manifest stays empty and ResponsiveImage
// falls back to a plain <img> of the original file: nothing breaks, nothing is lost
// but the modern formats.
import type { ResponsiveManifest } from './plan'

export const responsiveImages: ResponsiveManifest = {}
