// `npm run cms`: what the owner needs to edit the catalogue in a browser on this machine
// (docs/decisions/140-cms-at-admin.md). Starts Decap's local proxy (decap-server's git mode: every save in the CMS is a
// commit in this working copy, https://decapcms.org/docs/working-with-a-local-git-repository/),
// which answers only this site's /admin (scripts/cms-proxy.ts), and the site in development mode
// (vike dev), then prints the /admin address. Ctrl-C stops both.
//
//   npm run cms                        site on http://localhost:3000, proxy on 8081
//   PORT=3100 CMS_PROXY_PORT=8181 npm run cms
//
// The CMS writes to the branch checked out here. `npm start` (the built site) can run beside it
// on its own port; rebuild with `npm run build` to see saved changes there.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startCmsProxy } from './cms-proxy'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sitePort = Number(process.env.PORT ?? 3000)
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081)
const host = '127.0.0.1'

function currentBranch(): string {
  const result = spawnSync('git', ['branch', '--show-current'], { cwd: root, encoding: 'utf8' })
  const branch = result.stdout.trim()
  if (result.status !== 0 || !branch) {
    console.error('npm run cms: this folder is not a git checkout on a branch; the CMS saves each change as a commit on the current branch.')
    process.exit(1)
  }
  return branch
}

async function waitFor(url: string, child: ChildProcess, init?: RequestInit): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${url} did not start (its process exited, see above)`)
    try {
      await fetch(url, init)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`${url} did not answer within 5 minutes`)
}

const children: ChildProcess[] = []
function stopAll(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stopAll(130))
process.on('SIGTERM', () => stopAll(143))

async function main(): Promise<void> {
  const branch = currentBranch()
  const proxyUrl = `http://${host}:${proxyPort}/api/v1`
  await startCmsProxy({ repoRoot: root, sitePort, proxyPort, host, logLevel: process.env.CMS_LOG_LEVEL ?? 'warn' })
  const site = spawn(process.execPath, [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(sitePort), '--host', host], {
    cwd: root,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', VITE_CMS_BACKEND: 'local', VITE_CMS_PROXY_URL: proxyUrl, VITE_CMS_BRANCH: branch },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(site)
  for (const child of children) child.on('exit', (code) => stopAll(code ?? 1))
  await waitFor(`http://${host}:${sitePort}/`, site)
  console.log(`\n  Content manager:  http://localhost:${sitePort}/admin/`)
  console.log(`  Site (dev mode):  http://localhost:${sitePort}/`)
  console.log(`  Saves commit to:  branch ${branch} of ${root}\n`)
}

main().catch((error: unknown) => {
  console.error(`npm run cms: ${error instanceof Error ? error.message : String(error)}`)
  stopAll(1)
})
