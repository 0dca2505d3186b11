import fs from 'node:fs'
import path from 'node:path'

/** Every HTML file the prerender wrote under `dir` (skipping hashed assets), as `/`-separated paths relative to it. */
export function builtHtmlFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtHtmlFiles(full, base)
    return entry.name.endsWith('.html') ? [path.relative(base, full).split(path.sep).join('/')] : []
  })
}
