// Serves the built site (dist/client) the way a static host does.
//
//   npx tsx tools/static-host/serve.ts [--root dist/client] [--port 3000] [--host 127.0.0.1] [--quiet]
//
// Library use: `const { url, close } = await startStaticServer({ root, port, host })`.
// The behaviour lives in tools/static-host/server.ts.

import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { startStaticServer } from './server'

export { startStaticServer } from './server'
export type { StaticServer, StaticServerOptions } from './server'

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist/client' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      quiet: { type: 'boolean', default: false },
    },
  })
  const root = path.resolve(values.root)
  if (!existsSync(path.join(root, 'index.html'))) {
    process.stderr.write(`serve-static: ${root}/index.html not found; build the site first (npm run build)\n`)
    process.exit(1)
  }
  const server = await startStaticServer({
    root,
    port: Number(values.port),
    host: values.host,
    log: values.quiet ? undefined : (line) => process.stdout.write(`${line}\n`),
  })
  process.stdout.write(`serve-static: serving ${path.relative(process.cwd(), root) || '.'} at ${server.url}\n`)
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

const invokedDirectly = process.argv[1] !== undefined && (import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href || fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))

if (invokedDirectly) {
  main().catch((error: unknown) => {
    process.stderr.write(`serve-static: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
}
