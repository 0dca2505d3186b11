/**
 * Runs @storybook/test-runner against the STATIC Storybook build (storybook-static/), the way CI
 * does: serves it on a free loopback port, runs test-storybook, stops the server, exits with the
 * test-runner's code.
 *
 *   tsx scripts/storybook-test.ts            # local: missing snapshots are written
 *   CI=true tsx scripts/storybook-test.ts    # CI: missing snapshots FAIL (jest --ci)
 *   tsx scripts/storybook-test.ts -u         # approve: rewrite the visual baseline
 *   tsx scripts/storybook-test.ts -u --story home-sections--fulshear-page   # approve one story
 *
 * When snapshots differ it writes test-results/visual-review/index.html (scripts/storybook-review.ts)
 * and prints its path.
 *
 * Extra arguments go to test-storybook (e.g. --includeTags, --shard 1/2).
 */
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { writeReviewPage } from './storybook-review'

// STORYBOOK_STATIC_DIR: test a build kept elsewhere (e.g. one a parallel job cannot overwrite).
const root = path.resolve(process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static')
if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`${root} is missing or incomplete: run \`npm run build-storybook\` first.`)
  process.exit(1)
}

/** Where test-runner.ts writes diffs and received images, and where the review page goes. */
const FAILURE_DIR = path.resolve('test-results', 'storybook')
const REVIEW_DIR = path.resolve('test-results', 'visual-review')
const SNAPSHOT_DIR = path.resolve('stories', '__image_snapshots__')

/**
 * `--story <id>`: the test-runner takes its stories from the build's index.json (--index-json) and
 * has no name filter of its own, so this server answers /index.json with that one story.
 */
function storyFilter(args: string[]): { args: string[]; index?: string } {
  const at = args.indexOf('--story')
  if (at < 0) return { args }
  const id = args[at + 1]
  const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8')) as { entries: Record<string, { type: string }> }
  const entry = id ? index.entries[id] : undefined
  if (!id || !entry || entry.type !== 'story') {
    console.error(`--story: no story "${id ?? ''}" in ${root}/index.json (story ids are in the review page and the Storybook URL).`)
    process.exit(1)
  }
  return { args: [...args.slice(0, at), ...args.slice(at + 2)], index: JSON.stringify({ ...index, entries: { [id]: entry } }) }
}
const filter = storyFilter(process.argv.slice(2))

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (filter.index && url.pathname === '/index.json') {
    res.writeHead(200, { 'content-type': TYPES['.json']!, 'cache-control': 'no-cache' }).end(filter.index)
    return
  }
  let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)))
  if (!file.startsWith(root)) {
    res.writeHead(403).end()
    return
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
  if (!existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    return
  }
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  })
  createReadStream(file).pipe(res)
})

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  // --index-json: the stories under test are the ones IN the build (storybook-static/index.json),
  // never local story files the build does not contain yet.
  const args = ['--url', url, '--index-json', '--maxWorkers=2', ...filter.args]
  // The review page shows this run's differences only.
  rmSync(FAILURE_DIR, { recursive: true, force: true })
  const ci = Boolean(process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0')
  if (ci && !args.includes('--ci')) args.push('--ci')
  console.log(`${path.relative(process.cwd(), root) || root} served at ${url}${ci ? ' (CI: missing snapshots fail)' : ''}`)
  const bin = path.resolve('node_modules', '.bin', 'test-storybook')
  const child = spawn(bin, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } })
  const stop = (code: number) =>
    server.close(() => {
      const page = writeReviewPage(FAILURE_DIR, SNAPSHOT_DIR, REVIEW_DIR)
      if (page) console.log(`\nVisual review: ${page}\nOpen it in a browser; approve with \`npm run test-storybook:update\` (all) or \`npm run test-storybook:update -- --story <story-id>\` (one).`)
      process.exit(code)
    })
  child.on('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)))
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig))
})
