// Which edge functions exist and how each is configured, read the way the
// Supabase CLI reads them: a folder supabase/functions/<slug>/ with an index.ts,
// the slug matching the CLI's pattern (so _shared and dot folders never count),
// and [functions.<slug>] in supabase/config.toml for enabled and verify_jwt
// (both default true). Source: supabase/cli apps/cli-go/internal/functions/deploy/deploy.go
// (GetFunctionSlugs, GetFunctionConfig) and internal/utils/misc.go (FuncSlugPattern).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const FUNCTION_SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/

export interface EdgeFunction {
  name: string
  dir: string
  entrypoint: string
  verifyJwt: boolean
}

/** The [functions.<slug>] tables of config.toml: only the flat keys this runner reads. */
export function readFunctionSettings(configToml: string): Map<string, Record<string, string | boolean>> {
  const settings = new Map<string, Record<string, string | boolean>>()
  let current: Record<string, string | boolean> | undefined
  for (const raw of configToml.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim()
    if (line === '' || line.startsWith('#')) continue
    const table = /^\[\s*functions\.("?)([A-Za-z0-9_-]+)\1\s*\]$/.exec(line)
    if (table) {
      current = {}
      settings.set(table[2]!, current)
      continue
    }
    if (line.startsWith('[')) {
      current = undefined
      continue
    }
    const pair = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line)
    if (!current || !pair) continue
    const value = pair[2]!.trim()
    if (value === 'true' || value === 'false') current[pair[1]!] = value === 'true'
    else if (/^".*"$/.test(value)) current[pair[1]!] = value.slice(1, -1)
  }
  return settings
}

export class FunctionCatalog {
  constructor(
    readonly functionsDir: string,
    private readonly configTomlPath: string,
  ) {}

  private settings(): Map<string, Record<string, string | boolean>> {
    try {
      return readFunctionSettings(readFileSync(this.configTomlPath, 'utf8'))
    } catch {
      return new Map()
    }
  }

  list(): EdgeFunction[] {
    let names: string[]
    try {
      names = readdirSync(this.functionsDir)
    } catch {
      return []
    }
    return names.flatMap((name) => this.find(name) ?? [])
  }

  /** Read on every call, so a function added or reconfigured while the backend runs is picked up. */
  find(name: string): EdgeFunction | undefined {
    if (!FUNCTION_SLUG.test(name)) return undefined
    const dir = join(this.functionsDir, name)
    const entrypoint = join(dir, 'index.ts')
    if (!existsSync(entrypoint) || !statSync(entrypoint).isFile()) return undefined
    const own = this.settings().get(name) ?? {}
    if (own.enabled === false) return undefined
    return { name, dir, entrypoint, verifyJwt: own.verify_jwt !== false }
  }
}
