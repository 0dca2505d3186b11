// The CMS's local proxy (decision 140): Decap's own git-mode middlewares (decap-server's documented
// `registerLocalGit`, https://decapcms.org/docs/working-with-a-local-git-repository/), served
// in-process behind a guard that answers only the site `npm run cms` starts.
//
// decap-server's own server lets in every http(s)://localhost:* and 127.0.0.1:* origin and never
// looks at Host (its middlewares/common/index.ts in github decaporg/decap-cms, packages/decap-server),
// so any page open on this machine, or a stranger's page after DNS rebinding (its Host is the
// stranger's name), could read every file under the repository, git-ignored ones included
// (supabase/functions/.env), and commit to the checked-out branch. Here the guard refuses with 403,
// before Decap's code runs, every request whose Host is not this proxy's loopback address or whose
// Origin is not the site's. There is no second, unguarded port: the middlewares run in this process.
import { createRequire } from 'node:module'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CmsProxyOptions {
  /** The repository the CMS reads and commits to. */
  repoRoot: string
  /** The port of the site that serves /admin (its origins are the only ones let in). */
  sitePort: number
  /** This proxy's port; 0 picks a free one. */
  proxyPort: number
  /** The loopback address to listen on. */
  host: string
  logLevel?: string
}

/** Why a request is refused, or null when it comes from the site to this proxy's own address. */
export function proxyRefusal(headers: http.IncomingHttpHeaders, sitePort: number, proxyPort: number): string | null {
  const hosts = [`localhost:${proxyPort}`, `127.0.0.1:${proxyPort}`]
  const origins = [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`]
  if (!hosts.includes(String(headers.host ?? '').toLowerCase())) return 'This proxy answers only at its localhost address.'
  // Browsers send Origin with every cross-origin request and every POST; a request without one is
  // refused too, so no page can reach the repository by leaving it out.
  if (!origins.includes(String(headers.origin ?? ''))) return 'This proxy answers only the content manager of npm run cms.'
  return null
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void

/** Decap's git-mode API on an Express app: Express is decap-server's own dependency, loaded from there. */
async function decapApp(repoRoot: string, logLevel: string): Promise<Handler> {
  const fromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'))
  const express = fromDecap('express') as () => Handler & object
  const { registerLocalGit } = fromDecap('./dist/middlewares.js') as { registerLocalGit(app: unknown, options: { logLevel: string }): Promise<void> }
  const app = express()
  // registerLocalGit reads the repository from the environment (decap-server's localGit middleware).
  process.env.GIT_REPO_DIRECTORY = repoRoot
  await registerLocalGit(app, { logLevel })
  return app
}

/** Starts the guarded proxy; resolves once it listens. */
export async function startCmsProxy({ repoRoot, sitePort, proxyPort, host, logLevel = 'warn' }: CmsProxyOptions): Promise<http.Server> {
  const app = await decapApp(repoRoot, logLevel)
  let port = proxyPort
  const server = http.createServer((request, response) => {
    const refusal = proxyRefusal(request.headers, sitePort, port)
    if (refusal) {
      response.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ error: refusal }))
      return
    }
    app(request, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(proxyPort, host, () => resolve())
  })
  port = (server.address() as AddressInfo).port
  return server
}
