// After `vike build`: every prerendered page starts its client after the first paint
// (decision 084). Copies lib/boot/hydrate-after-first-paint.js to a content-hashed file under
// assets/static/ (so it gets the immutable caching of hashed assets) and rewrites each HTML file
// with lib/boot/defer-client-entry.ts. Fails the build when a page has an unexpected shape.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { builtHtmlFiles } from './built-html-files'
import { deferClientEntry } from '../lib/boot/defer-client-entry'

const outDir = path.resolve(process.argv[2] ?? 'dist/client')
const LOADER_SOURCE = path.resolve(import.meta.dirname, '../lib/boot/hydrate-after-first-paint.js')

function main(): void {
  if (!fs.existsSync(outDir)) {
    console.error(`defer-hydration: ${outDir} does not exist; run vike build first.`)
    process.exit(1)
  }
  const loader = fs.readFileSync(LOADER_SOURCE)
  const hash = createHash('sha256').update(loader).digest('base64url').slice(0, 10)
  const loaderSrc = `/assets/static/hydrate-after-first-paint.${hash}.js`
  fs.mkdirSync(path.join(outDir, 'assets/static'), { recursive: true })
  fs.writeFileSync(path.join(outDir, loaderSrc), loader)

  let deferred = 0
  const problems: string[] = []
  for (const file of builtHtmlFiles(outDir)) {
    const full = path.join(outDir, file)
    try {
      const result = deferClientEntry(fs.readFileSync(full, 'utf8'), loaderSrc)
      if (!result.entry) continue
      fs.writeFileSync(full, result.html)
      deferred += 1
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`)
    }
  }
  if (problems.length > 0) {
    console.error(`defer-hydration: ${problems.length} page(s) not rewritten:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`defer-hydration: ${deferred} pages start their client once loaded and painted (${loaderSrc})`)
}

main()
