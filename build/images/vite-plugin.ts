// Vite plugin: every .jpg/.jpeg/.png under public/images gets AVIF and WebP variants
// (480/960/1440 wide by default, never upscaled) emitted into the client build with
// hashed names under assets/images/, and the manifest module (manifest.ts) is served
// with their srcsets so <ResponsiveImage> renders a <picture> during prerender and
// hydration alike. SVG and the original files are untouched: Vite copies public/ as is,
// and the original stays the <img> fallback.
import path from 'node:path'
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite'
import { encodeImage, findRasters, type EncodeOptions, type EncodedImage } from './encode'
import type { ResponsiveManifest } from '../../lib/images/manifest'
import { manifestEntry } from './plan'

export interface ResponsiveImagesOptions extends Omit<EncodeOptions, 'cacheDir'> {
  /** Where /images/... resolves. @default Vite's publicDir */
  publicDir?: string
  /** Encoded variants are kept here between builds; false disables. @default <root>/node_modules/.cache/responsive-images */
  cacheDir?: string | false
}

interface Generated {
  images: EncodedImage[]
  manifest: ResponsiveManifest
}

/** Module id suffix of the manifest the plugin replaces. */
const MANIFEST_SUFFIX = '/lib/images/manifest.ts'

export function isManifestId(id: string): boolean {
  return id.split('?')[0]!.split(path.sep).join('/').endsWith(MANIFEST_SUFFIX)
}

export function responsiveImages(opts: ResponsiveImagesOptions = {}): Plugin {
  let config: ResolvedConfig
  let pending: Promise<Generated> | undefined
  const manifestIds = new Set<string>()

  function generate(): Promise<Generated> {
    pending ??= (async () => {
      const publicDir = path.resolve(opts.publicDir ?? (config.publicDir || path.join(config.root, 'public')))
      const cacheDir = opts.cacheDir === false ? undefined : path.resolve(opts.cacheDir ?? path.join(config.root, 'node_modules/.cache/responsive-images'))
      const images: EncodedImage[] = []
      for (const src of findRasters(publicDir)) {
        try {
          images.push(await encodeImage(path.join(publicDir, src), src, { widths: opts.widths, quality: opts.quality, cacheDir }))
        } catch (error) {
          throw new Error(`responsive-images: cannot encode public${src}: ${(error as Error).message}`)
        }
      }
      const manifest: ResponsiveManifest = {}
      for (const image of images) manifest[image.src] = manifestEntry(image, image.variants, config.base)
      return { images, manifest }
    })()
    return pending
  }

  return {
    name: 'responsive-images',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
    },
    async load(id) {
      if (!isManifestId(id)) return null
      manifestIds.add(id.split('?')[0]!)
      const { manifest } = await generate()
      return `export const responsiveImages = ${JSON.stringify(manifest)}\n`
    },
    async generateBundle() {
      // Vike builds the client and the server environments; the files belong to the client (dist/client).
      if (config.command !== 'build' || this.environment.config.consumer !== 'client') return
      const { images } = await generate()
      let bytes = 0
      let count = 0
      for (const image of images) {
        for (const variant of image.variants) {
          this.emitFile({ type: 'asset', fileName: variant.fileName, source: variant.data })
          bytes += variant.data.length
          count += 1
        }
      }
      if (images.length > 0) {
        config.logger.info(`responsive-images: ${images.length} raster(s) -> ${count} AVIF/WebP variants, ${(bytes / 1024).toFixed(1)} KB`)
      }
    },
    configureServer(server) {
      serveVariants(server, generate, () => {
        pending = undefined
        for (const environment of Object.values(server.environments)) {
          for (const id of manifestIds) {
            for (const mod of environment.moduleGraph.getModulesByFile(id) ?? []) environment.moduleGraph.invalidateModule(mod)
          }
        }
      })
    },
  }
}

/** Dev server: answers /assets/images/... from memory and re-plans when a raster in public/images changes. */
function serveVariants(server: ViteDevServer, generate: () => Promise<Generated>, invalidate: () => void) {
  const base = server.config.base.endsWith('/') ? server.config.base : `${server.config.base}/`
  server.middlewares.use((req, res, next) => {
    const url = (req.url ?? '').split('?')[0]!
    if (!url.startsWith(`${base}assets/images/`)) return next()
    generate().then(({ images }) => {
      const fileName = url.slice(base.length)
      const variant = images.flatMap((i) => i.variants).find((v) => v.fileName === fileName)
      if (!variant) return next()
      res.setHeader('Content-Type', `image/${variant.format}`)
      res.setHeader('Cache-Control', 'no-cache')
      res.end(variant.data)
    }, next)
  })
  const onChange = (file: string) => {
    if (/\.(jpe?g|png)$/i.test(file) && file.split(path.sep).join('/').includes('/images/')) invalidate()
  }
  server.watcher.on('add', onChange)
  server.watcher.on('change', onChange)
  server.watcher.on('unlink', onChange)
}
