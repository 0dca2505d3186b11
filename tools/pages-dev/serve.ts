// Serves the built site (dist/client) with Cloudflare Pages' own runtime: `wrangler pages dev`,
// which runs Pages' asset server (workers-sdk packages/pages-shared/asset-server/handler.ts) in
// workerd. Clean URLs, 404.html, the `_headers` file and compression are the host's, not ours.
//
//   npx tsx tools/pages-dev/serve.ts [--root dist/client] [--port 3000] [--host 127.0.0.1] [--quiet]
//
// Library use: `const { url, close } = await startStaticServer({ root, port, host })`; close()
// ends wrangler, which ends its workerd processes. See docs/decisions/030-test-and-serve-harness.md.

import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs, stripVTControlCharacters } from 'node:util'

export interface StaticServerOptions {
  /** Folder to serve, e.g. dist/client. */
  root: string
  /** 0 (the default) lets workerd pick a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Called with wrangler's line for each request (method, path, status, ms). */
  log?: (line: string) => void
}

export interface StaticServer {
  /** e.g. http://127.0.0.1:4173 (no trailing slash). */
  url: string
  port: number
  close: () => Promise<void>
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const wranglerBin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js')
/**
 * The newest compatibility date the workerd that wrangler brings supports (a later one makes
 * wrangler warn and fall back). A static site without Functions runs no code of its own in it.
 */
const compatibilityDate = (createRequire(wranglerBin)('workerd') as { compatibilityDate: string }).compatibilityDate

/**
 * Offline and without prompts (https://developers.cloudflare.com/workers/wrangler/system-environment-variables/):
 * no usage metrics, no banner (it checks the registry for a newer wrangler), and no fetch of the
 * `Request.cf` placeholder from workers.cloudflare.com (miniflare's CLOUDFLARE_CF_FETCH_ENABLED).
 */
const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

const STARTUP_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 5_000

/**
 * Signals wrangler, which stops its workerd processes itself on SIGINT/SIGTERM. wrangler stays in
 * the caller's process group, so a runner that kills its server's group (Playwright's webServer,
 * scripts/start.sh's Ctrl-C) reaches workerd too, even when this wrapper gets no chance to.
 */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return
  try {
    child.kill(name)
  } catch {
    // Already gone.
  }
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root)
  const host = options.host ?? '127.0.0.1'
  const args = [
    wranglerBin,
    'pages',
    'dev',
    root,
    ...['--ip', host, '--port', String(options.port ?? 0)],
    // 0: a free port, so two servers on one machine do not both take workerd's default 9229.
    ...['--inspector-port', '0'],
    ...['--compatibility-date', compatibilityDate],
    '--show-interactive-dev-session=false',
  ]
  const child = spawn(process.execPath, args, {
    // .wrangler/ (git-ignored) lands in the repository, not wherever the caller stands.
    cwd: repoRoot,
    env: { ...process.env, ...WRANGLER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const killOnExit = () => signal(child, 'SIGTERM')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  /** wrangler's output until it is ready, for the error if it never is. */
  let output = ''
  let ready = false
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`wrangler pages dev did not start within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS)
    function fail(error: Error) {
      clearTimeout(timer)
      signal(child, 'SIGTERM')
      reject(new Error(`${error.message}\n${output.slice(-4000)}`))
    }
    const onLine = (coloured: string) => {
      // Colours come through a pipe too when FORCE_COLOR is set (Playwright sets it for its web servers).
      const line = stripVTControlCharacters(coloured)
      const readyOn = /Ready on (http:\/\/\S+)/.exec(line)
      if (readyOn) {
        ready = true
        output = ''
        clearTimeout(timer)
        resolve(readyOn[1]!.replace(/\/$/, ''))
      } else if (/\[wrangler:info\] (GET|HEAD|POST|PUT|DELETE|OPTIONS|PATCH) /.test(line)) {
        options.log?.(line.replace(/^.*\[wrangler:info\] /, ''))
      }
    }
    for (const stream of [child.stdout!, child.stderr!]) {
      let pending = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        if (!ready) output += chunk
        pending += chunk
        const lines = pending.split('\n')
        pending = lines.pop()!
        for (const line of lines) onLine(line)
      })
    }
    child.once('error', fail)
    child.once('exit', (code, signal) => {
      if (!ready) fail(new Error(`wrangler pages dev exited (${signal ?? code}) before it was ready`))
    })
  })

  let closing: Promise<void> | undefined
  return {
    url,
    port: Number(new URL(url).port),
    close: () =>
      (closing ??= (async () => {
        signal(child, 'SIGTERM')
        const timer = setTimeout(() => signal(child, 'SIGKILL'), STOP_TIMEOUT_MS)
        await exited
        clearTimeout(timer)
        process.off('exit', killOnExit)
      })()),
  }
}

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
    process.stderr.write(`pages-dev: ${root}/index.html not found; build the site first (npm run build)\n`)
    process.exit(1)
  }
  const server = await startStaticServer({
    root,
    port: Number(values.port),
    host: values.host,
    log: values.quiet ? undefined : (line) => process.stdout.write(`${line}\n`),
  })
  process.stdout.write(`pages-dev: serving ${path.relative(process.cwd(), root) || '.'} at ${server.url} (wrangler pages dev)\n`)
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
    process.stderr.write(`pages-dev: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
}
