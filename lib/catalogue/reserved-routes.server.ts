// The first path segments the site's code already uses, read from pages/ and public/ so a new
// route is reserved the moment its folder exists. An area lives at /{slug}: an area named like
// one of these would be hidden behind that page (Vike's static routes win over /@area), or
// would overwrite its prerendered HTML. Node-only, like read.server.ts; validate.ts takes the list.
import fs from 'node:fs'
import path from 'node:path'

/**
 * Taken whatever the folders say: /admin is the CMS (its files may be outside pages/), /assets
 * the bundler's output folder in dist/client/, /api left for the static host's functions.
 */
export const ALWAYS_RESERVED = ['admin', 'api', 'assets'] as const

/** A route folder whose +route.ts is a parameter at the top level ('/@area') holds no name of its own. */
function isParameterRoute(dir: string): boolean {
  const file = path.join(dir, '+route.ts')
  if (!fs.existsSync(file)) return false
  return /export\s+default\s+['"`]\/@/.test(fs.readFileSync(file, 'utf8'))
}

function subdirectories(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

/**
 * Sorted first segments taken by code: each folder of pages/ (but `index`, which is "/", Vike's
 * `_`-prefixed special folders, `@param` folders and a top-level parameter route like pages/area),
 * each folder of public/ (copied as-is into the site) and ALWAYS_RESERVED.
 */
export function reservedRouteSegments(root = '.'): string[] {
  const pagesDir = path.resolve(root, 'pages')
  const pages = subdirectories(pagesDir).filter((name) => name !== 'index' && !name.startsWith('_') && !name.startsWith('@') && !isParameterRoute(path.join(pagesDir, name)))
  const files = subdirectories(path.resolve(root, 'public'))
  return [...new Set([...pages, ...files, ...ALWAYS_RESERVED])].sort()
}
