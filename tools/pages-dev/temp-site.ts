// For tests of what the host sends: a few files (a `_headers` file among them) in a temporary
// folder, served by Cloudflare Pages' runtime (./serve.ts). close() stops it and removes the folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startStaticServer, type StaticServer } from './serve'

export interface TempSite extends StaticServer {
  root: string
  /** GET without following redirects: a 308 is an answer of the host too. */
  get: (pathname: string) => Promise<Response>
}

export async function serveTempSite(files: Record<string, string>): Promise<TempSite> {
  const root = mkdtempSync(path.join(tmpdir(), 'pages-site-'))
  try {
    for (const [name, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
      writeFileSync(path.join(root, name), body)
    }
    const server = await startStaticServer({ root })
    return {
      ...server,
      root,
      get: (pathname) => fetch(`${server.url}${pathname}`, { redirect: 'manual' }),
      close: async () => {
        await server.close()
        rmSync(root, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}
