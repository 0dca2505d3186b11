// After `vike build`: puts on every island container of the prerendered pages the list of scripts
// its code needs (build/islands/island-chunks.ts wrote the lists during the client build),
// so that the island runtime can request them all at once (decision 110).
//
//   npx tsx build/islands/write-island-chunks.ts [dist/client]
import fs from 'node:fs'
import path from 'node:path'
import { builtHtmlFiles } from '../built-html-files'
import { ISLAND_CHUNKS_FILE, withIslandChunks } from './island-chunks'

const outDir = path.resolve(process.argv[2] ?? 'dist/client')

function main(): void {
  const listsFile = path.join(path.dirname(outDir), ISLAND_CHUNKS_FILE)
  if (!fs.existsSync(listsFile)) {
    console.error(`write-island-chunks: ${listsFile} does not exist; run vike build first.`)
    process.exit(1)
  }
  const lists = JSON.parse(fs.readFileSync(listsFile, 'utf8')) as Record<string, string[]>
  let written = 0
  for (const file of builtHtmlFiles(outDir)) {
    const full = path.join(outDir, file)
    const html = fs.readFileSync(full, 'utf8')
    const withLists = withIslandChunks(html, lists)
    if (withLists === html) continue
    fs.writeFileSync(full, withLists)
    written += 1
  }
  console.log(`write-island-chunks: the scripts of ${Object.keys(lists).length} islands on the islands of ${written} pages in ${path.relative(process.cwd(), outDir) || '.'}`)
}

try {
  main()
} catch (error) {
  console.error(`write-island-chunks: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
