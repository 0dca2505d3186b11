// Node-only: encodes the planned variants of one raster with sharp (libvips), with a
// content-addressed disk cache so a rebuild (or a build-scale run) re-encodes nothing
// that has not changed.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { DEFAULT_WIDTHS, planVariants, variantFileName, type PlannedVariant, type VariantFormat } from './plan'

export interface EncodeOptions {
  /** Candidate widths; never exceeded by the file's own width. @default DEFAULT_WIDTHS */
  widths?: readonly number[]
  /** Encoder quality per format (sharp's scale 1-100). @default { avif: 50, webp: 75 } */
  quality?: Partial<Record<VariantFormat, number>>
  /** Folder for cached encodings; undefined disables the cache. */
  cacheDir?: string
}

export interface EncodedVariant extends PlannedVariant {
  /** Path inside the build output, e.g. "assets/images/driveway-960w.3f9a1c2b.avif". */
  fileName: string
  data: Buffer
}

export interface EncodedImage {
  src: string
  width: number
  height: number
  variants: EncodedVariant[]
}

const DEFAULT_QUALITY: Record<VariantFormat, number> = { avif: 50, webp: 75 }

function digest(...parts: Array<string | Buffer>): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('base64url')
}

/** Reads the file's pixel size, honouring EXIF orientation (a phone photo shot upright). */
export async function intrinsicSize(file: string | Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(file).metadata()
  if (!meta.width || !meta.height) throw new Error(`cannot read the size of ${typeof file === 'string' ? file : 'the image'}`)
  const rotated = (meta.orientation ?? 1) >= 5 // EXIF 5-8 swap width and height
  return rotated ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
}

async function encodeOne(input: Buffer, variant: PlannedVariant, quality: number): Promise<Buffer> {
  const pipeline = sharp(input).rotate().resize({ width: variant.width, withoutEnlargement: true })
  return variant.format === 'avif' ? pipeline.avif({ quality }).toBuffer() : pipeline.webp({ quality }).toBuffer()
}

/**
 * Every format x width of `file` (served at `src`), widths never above the file's.
 * Encodings run one after another: libvips already uses every core for one image.
 */
export async function encodeImage(file: string, src: string, opts: EncodeOptions = {}): Promise<EncodedImage> {
  const input = fs.readFileSync(file)
  const size = await intrinsicSize(input)
  const sourceKey = digest(input, sharp.versions.vips ?? '', sharp.versions.sharp ?? '')
  const variants: EncodedVariant[] = []
  for (const planned of planVariants(size, opts.widths ?? DEFAULT_WIDTHS)) {
    const quality = opts.quality?.[planned.format] ?? DEFAULT_QUALITY[planned.format]
    const cacheFile = opts.cacheDir && path.join(opts.cacheDir, `${digest(sourceKey, `${planned.format}:${planned.width}:${quality}`).slice(0, 32)}.${planned.format}`)
    let data: Buffer | undefined
    if (cacheFile && fs.existsSync(cacheFile)) data = fs.readFileSync(cacheFile)
    if (!data) {
      data = await encodeOne(input, planned, quality)
      if (cacheFile) {
        fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
        fs.writeFileSync(`${cacheFile}.${process.pid}.tmp`, data)
        fs.renameSync(`${cacheFile}.${process.pid}.tmp`, cacheFile) // concurrent builds never read half a file
      }
    }
    const fileName = variantFileName(src, planned, createHash('sha256').update(data).digest('hex').slice(0, 10))
    variants.push({ ...planned, fileName, data })
  }
  return { src, ...size, variants }
}

/** Site paths ("/images/...") of every .jpg/.jpeg/.png under `publicDir`/images, sorted. */
export function findRasters(publicDir: string): string[] {
  const root = path.join(publicDir, 'images')
  if (!fs.existsSync(root)) return []
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(jpe?g|png)$/i.test(entry.name)) found.push(`/${path.relative(publicDir, full).split(path.sep).join('/')}`)
    }
  }
  walk(root)
  return found.sort()
}
