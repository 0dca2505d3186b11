// supabase/functions/.env: the local stand-in for `supabase secrets set`, which
// `supabase functions serve` loads when present (supabase/cli
// apps/cli-go/internal/functions/serve/serve.go, parseEnvFile). KEY=value lines,
// optional `export `, # comments, single or double quotes.
import { readFileSync } from 'node:fs'

export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line)
    if (!match) continue
    let value = match[2]!
    const quoted = /^(['"])(.*)\1$/.exec(value)
    if (quoted) value = quoted[1] === '"' ? quoted[2]!.replaceAll('\\n', '\n') : quoted[2]!
    else value = value.replace(/\s+#.*$/, '').trim()
    env[match[1]!] = value
  }
  return env
}

/** A missing file is no secrets, not an error. */
export function readEnvFile(path: string): Record<string, string> {
  try {
    return parseEnvFile(readFileSync(path, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
}
