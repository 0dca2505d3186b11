// A real `vite build` of a tiny project with responsiveImages(): the committed sample
// photo comes out as hashed AVIF/WebP files of the planned sizes under assets/images/,
// the manifest module the component imports lists exactly those files, and SVG and
// the original photo are copied untouched.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { ResponsiveManifest } from '../../lib/images/manifest'
import { isManifestId } from './vite-plugin'
import { makeTempDir, removeTempDirs } from '../../tests/fixtures/catalogue/real-files'

const repo = process.cwd()
const PHOTO = '/images/photos/driveway-sunset.jpg'

afterAll(() => removeTempDirs())

function buildProject() {
  const project = makeTempDir('images-vite-')
  fs.mkdirSync(path.join(project, 'public/images/photos'), { recursive: true })
  fs.copyFileSync(path.join(repo, 'public', PHOTO), path.join(project, 'public', PHOTO))
  fs.copyFileSync(path.join(repo, 'public/images/logo.svg'), path.join(project, 'public/images/logo.svg'))
  fs.writeFileSync(path.join(project, 'package.json'), '{ "type": "module" }')
  fs.writeFileSync(path.join(project, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/main.ts"></script>')
  fs.writeFileSync(
    path.join(project, 'main.ts'),
    `import { responsiveImages } from ${JSON.stringify(path.join(repo, 'lib/images/manifest.ts'))}
document.body.dataset.manifest = JSON.stringify(responsiveImages)
`,
  )
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(project, 'node_modules'))
  fs.writeFileSync(
    path.join(project, 'vite.config.ts'),
    `import { responsiveImages } from ${JSON.stringify(path.join(repo, 'build/images/vite-plugin.ts'))}
export default { logLevel: 'info', build: { modulePreload: false }, plugins: [responsiveImages({ cacheDir: ${JSON.stringify(path.join(repo, 'node_modules/.cache/responsive-images'))} })] }
`,
  )
  const result = spawnSync(process.execPath, [path.join(repo, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', NO_COLOR: '1' },
    timeout: 170_000,
  })
  return { project, dist: path.join(project, 'dist'), result }
}

/** Runs the built entry (one chunk, no imports) against a stub document and reads what it stored. */
function builtManifest(dist: string): ResponsiveManifest {
  const js = fs.readdirSync(path.join(dist, 'assets')).filter((n) => n.endsWith('.js'))
  expect(js).toHaveLength(1)
  const document = { body: { dataset: {} as Record<string, string> } }
  vm.runInNewContext(fs.readFileSync(path.join(dist, 'assets', js[0]!), 'utf8'), { document })
  return JSON.parse(document.body.dataset.manifest!) as ResponsiveManifest
}

describe('responsiveImages() Vite plugin', () => {
  it('recognises the manifest module by path, with or without a query', () => {
    expect(isManifestId('/work/main/lib/images/manifest.ts')).toBe(true)
    expect(isManifestId('/x/lib/images/manifest.ts?v=1')).toBe(true)
    expect(isManifestId('/x/lib/images/plan.ts')).toBe(false)
  })

  it('emits hashed AVIF and WebP variants and a manifest that lists them', async () => {
    const { dist, result } = buildProject()
    // A cold encoding cache may make Rolldown print its PLUGIN_TIMINGS note: not an error.
    expect(result.stderr).not.toMatch(/error/i)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('responsive-images: 1 raster(s) -> 6 AVIF/WebP variants')

    const files = fs.readdirSync(path.join(dist, 'assets/images')).sort()
    expect(files.map((n) => n.replace(/\.[0-9a-f]{10}\./, '.HASH.')).sort()).toEqual([
      'driveway-sunset-1440w.HASH.avif',
      'driveway-sunset-1440w.HASH.webp',
      'driveway-sunset-480w.HASH.avif',
      'driveway-sunset-480w.HASH.webp',
      'driveway-sunset-960w.HASH.avif',
      'driveway-sunset-960w.HASH.webp',
    ])
    for (const name of files) {
      const meta = await sharp(path.join(dist, 'assets/images', name)).metadata()
      const width = Number(/-(\d+)w\./.exec(name)![1])
      expect([meta.width, meta.height]).toEqual([width, (width * 1000) / 1600])
      expect(meta.format).toBe(name.endsWith('.avif') ? 'heif' : 'webp')
      expect(fs.statSync(path.join(dist, 'assets/images', name)).size).toBeLessThan(fs.statSync(path.join(dist, PHOTO)).size)
    }

    const manifest = builtManifest(dist)
    expect(Object.keys(manifest)).toEqual([PHOTO]) // SVG gets no variants
    const entry = manifest[PHOTO]!
    expect(entry.width).toBe(1600)
    expect(entry.height).toBe(1000)
    expect(entry.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    for (const source of entry.sources) {
      const ext = source.type.slice('image/'.length)
      const listed = source.srcSet.split(', ').map((item) => item.split(' '))
      expect(listed.map(([, w]) => w)).toEqual(['480w', '960w', '1440w'])
      for (const [url] of listed) {
        expect(url).toMatch(new RegExp(`^/assets/images/driveway-sunset-\\d+w\\.[0-9a-f]{10}\\.${ext}$`))
        expect(fs.existsSync(path.join(dist, url!))).toBe(true)
      }
    }

    // Originals are still shipped as they are: the SVG artwork and the <img> fallback.
    expect(fs.readFileSync(path.join(dist, PHOTO))).toEqual(fs.readFileSync(path.join(repo, 'public', PHOTO)))
    expect(fs.existsSync(path.join(dist, 'images/logo.svg'))).toBe(true)
  }, 180_000)
})
