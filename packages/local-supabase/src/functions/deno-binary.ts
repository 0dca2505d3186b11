// The deno executable from the `deno` npm package. Its postinstall links the
// platform binary into node_modules/deno; when npm skipped install scripts,
// install_api.cjs's runInstall() does the same on first use (it is what the
// package's own bin.cjs calls). DENO_BIN overrides both.
import { createRequire } from 'node:module'

let resolved: string | undefined

export function denoExecutable(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN
  if (!resolved) {
    const require = createRequire(import.meta.url)
    const installer = require('deno/install_api.cjs') as { runInstall(): string }
    resolved = installer.runInstall()
  }
  return resolved
}
