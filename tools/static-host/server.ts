// A small static file server that behaves like the static hosts the site ships to
// (Netlify, Cloudflare Pages): clean URLs, compression, long-lived caching for hashed
// assets, revalidation for HTML, a real 404 with 404.html, and `_headers` rules.
// node:http only, no framework. See docs/decisions/030-test-and-serve-harness.md.

import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { headersForPath, parseHeadersFile, type HeaderRule } from './headers-file'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export interface StaticServerOptions {
  /** Folder to serve, e.g. dist/client. */
  root: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Called with one line per request (method, path, status, ms). */
  log?: (line: string) => void
  /**
   * Encode every compressible file before listening, as a CDN's warm cache would have it. The
   * bench sets it so its first Lighthouse run does not time this server's brotli (hundreds of ms
   * for the React chunk on 2 cores); tests leave it off and pay per file, on first request.
   */
  precompress?: boolean
}

export interface StaticServer {
  /** e.g. http://127.0.0.1:4173 (no trailing slash). */
  url: string
  port: number
  close: () => Promise<void>
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE_HTML = 'no-cache'
export const REVALIDATE_OTHER = 'public, max-age=0, must-revalidate'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

function isCompressible(type: string): boolean {
  return type.startsWith('text/') || /^application\/(json|manifest\+json|xml|wasm)/.test(type) || type === 'image/svg+xml' || type === 'image/x-icon' || type === 'font/ttf' || type === 'font/otf'
}

/** Bodies smaller than this are not worth the encoding overhead. */
const MIN_COMPRESS_BYTES = 256

type Encoding = 'br' | 'gzip'

/** Picks br over gzip among what the client accepts (q=0 means "not acceptable"). */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const accepted = new Map<string, number>()
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    if (!token) continue
    let q = 1
    for (const p of params) {
      const m = /^\s*q=([0-9.]+)\s*$/.exec(p)
      if (m) q = Number(m[1])
    }
    accepted.set(token, q)
  }
  const score = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (score('br') > 0) return 'br'
  if (score('gzip') > 0) return 'gzip'
  return undefined
}

interface CachedFile {
  mtimeMs: number
  size: number
  body: Buffer
  etag: string
  lastModified: string
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

type Resolution = { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' } | { kind: 'bad-request' }

/** Files a static host never serves even though they sit in the publish folder. */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects'])

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = await realpath(path.resolve(options.root))
  if (!statSync(root).isDirectory()) throw new Error(`${root} is not a directory`)
  const host = options.host ?? '127.0.0.1'
  const cache = new Map<string, CachedFile>()

  const headersFile = path.join(root, '_headers')
  let headerRules: HeaderRule[] = []
  if (existsSync(headersFile)) {
    const parsed = parseHeadersFile(readFileSync(headersFile, 'utf8'))
    for (const problem of parsed.problems) {
      process.stderr.write(`_headers line ${problem.line}: ${problem.message}\n`)
    }
    headerRules = parsed.rules
  }

  async function isFileInsideRoot(candidate: string): Promise<boolean> {
    try {
      const info = await stat(candidate)
      if (!info.isFile()) return false
      const real = await realpath(candidate)
      return real.startsWith(root + path.sep)
    } catch {
      return false
    }
  }

  async function resolve(pathname: string): Promise<Resolution> {
    const rawSegments = pathname.split('/').slice(1)
    const segments: string[] = []
    for (const raw of rawSegments) {
      let segment: string
      try {
        segment = decodeURIComponent(raw)
      } catch {
        return { kind: 'bad-request' }
      }
      if (/[\\/\0]/.test(segment)) return { kind: 'bad-request' }
      if (segment === '.' || segment === '..' || segment.startsWith('.')) return { kind: 'not-found' }
      segments.push(segment)
    }
    if (segments.length === 1 && HOST_CONFIG_FILES.has(segments[0]!)) return { kind: 'not-found' }

    const trailingSlash = pathname.endsWith('/')
    if (trailingSlash && pathname !== '/') {
      // Canonical URLs have no trailing slash: /about/ -> /about when /about exists.
      const bare = pathname.replace(/\/+$/, '')
      const found = await resolve(bare)
      return found.kind === 'file' ? { kind: 'redirect', location: bare } : { kind: 'not-found' }
    }

    const base = path.join(root, ...segments)
    const candidates = trailingSlash ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')]
    for (const candidate of candidates) {
      if (await isFileInsideRoot(candidate)) return { kind: 'file', file: candidate }
    }
    return { kind: 'not-found' }
  }

  async function load(file: string): Promise<CachedFile> {
    const info = await stat(file)
    const cached = cache.get(file)
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached
    const body = await readFile(file)
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20)
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: `"${hash}"`,
      lastModified: info.mtime.toUTCString(),
      encoded: {},
    }
    cache.set(file, entry)
    return entry
  }

  function encode(entry: CachedFile, encoding: Encoding): Promise<Buffer> {
    let pending = entry.encoded[encoding]
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(entry.body, {
              params: {
                // Quality 9: within ~8% of 11 at a tenth of the CPU (11 takes seconds per large chunk on 2 cores).
                [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
              },
            })
          : gzipAsync(entry.body, { level: 9 })
      entry.encoded[encoding] = pending
    }
    return pending
  }

  function cacheControlFor(pathname: string, type: string): string {
    if (pathname.startsWith('/assets/')) return IMMUTABLE
    if (type.startsWith('text/html')) return REVALIDATE_HTML
    return REVALIDATE_OTHER
  }

  /**
   * Sets the `_headers` rules of a path. Caching rules describe the file at that path, so they
   * only apply to a file actually sent: a 404 for /assets/missing.js must not be cached for a year.
   */
  function applyHeaderRules(res: ServerResponse, pathname: string, servingFile = false) {
    for (const [key, { name, value }] of headersForPath(headerRules, pathname)) {
      if (key === 'cache-control' && !servingFile) continue
      if (value === null) res.removeHeader(key)
      else res.setHeader(name, value)
    }
  }

  function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
    if (!ifNoneMatch) return false
    if (ifNoneMatch.trim() === '*') return true
    // Weak comparison (RFC 9110 13.1.2), ignoring the per-encoding suffix.
    const bare = etag.replace(/^W\//, '').replace(/-(br|gzip)"$/, '"')
    return ifNoneMatch
      .split(',')
      .map((tag) =>
        tag
          .trim()
          .replace(/^W\//, '')
          .replace(/-(br|gzip)"$/, '"'),
      )
      .includes(bare)
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, pathname: string, status: number) {
    const entry = await load(file)
    const type = contentTypeFor(file)
    const compressible = isCompressible(type)
    const encoding = compressible && entry.body.length >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : undefined
    const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag

    res.setHeader('Content-Type', type)
    res.setHeader('Cache-Control', status === 404 ? REVALIDATE_HTML : cacheControlFor(pathname, type))
    if (compressible) res.setHeader('Vary', 'Accept-Encoding')
    if (status === 200) {
      res.setHeader('ETag', etag)
      res.setHeader('Last-Modified', entry.lastModified)
    }
    applyHeaderRules(res, pathname, status === 200)

    if (status === 200) {
      const ifNoneMatch = req.headers['if-none-match']
      const ifModifiedSince = req.headers['if-modified-since']
      const notModified = ifNoneMatch ? etagMatches(ifNoneMatch, etag) : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(entry.lastModified)
      if (notModified) {
        res.statusCode = 304
        res.end()
        return
      }
    }

    const body = encoding ? await encode(entry, encoding) : entry.body
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.statusCode = status
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * Plain-text answers (400, 405, 404 without 404.html, 500) carry the `_headers` rules of their
   * path too: a host sends its security headers on every response, errors included.
   */
  function sendText(res: ServerResponse, status: number, text: string, method: string | undefined, pathname = '/') {
    res.statusCode = status
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.setHeader('Content-Length', Buffer.byteLength(text))
    applyHeaderRules(res, pathname)
    res.end(method === 'HEAD' ? undefined : text)
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      sendText(res, 405, 'Method Not Allowed\n', req.method)
      return
    }
    const rawUrl = req.url ?? '/'
    if (!rawUrl.startsWith('/')) {
      sendText(res, 400, 'Bad Request\n', req.method)
      return
    }
    const queryIndex = rawUrl.indexOf('?')
    // Let the WHATWG parser collapse "." and ".." segments the way browsers do; encoded
    // dots (%2e%2e) survive it and are rejected segment by segment in resolve().
    const parsed = new URL(rawUrl, 'http://static.invalid')
    const pathname = parsed.pathname.replace(/\/{2,}/g, '/')
    const resolution = await resolve(pathname)
    switch (resolution.kind) {
      case 'file':
        await sendFile(req, res, resolution.file, pathname, 200)
        return
      case 'redirect': {
        res.statusCode = 301
        res.setHeader('Location', resolution.location + (queryIndex >= 0 ? rawUrl.slice(queryIndex) : ''))
        res.setHeader('Cache-Control', REVALIDATE_OTHER)
        applyHeaderRules(res, pathname)
        res.end()
        return
      }
      case 'bad-request':
        sendText(res, 400, 'Bad Request\n', req.method)
        return
      case 'not-found': {
        const notFoundPage = path.join(root, '404.html')
        if (await isFileInsideRoot(notFoundPage)) {
          await sendFile(req, res, notFoundPage, pathname, 404)
        } else {
          sendText(res, 404, 'Not Found\n', req.method, pathname)
        }
      }
    }
  }

  if (options.precompress) {
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    for (const file of walk(root)) {
      if (!isCompressible(contentTypeFor(file)) || statSync(file).size < MIN_COMPRESS_BYTES) continue
      const entry = await load(file)
      await Promise.all([encode(entry, 'br'), encode(entry, 'gzip')])
    }
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    handle(req, res)
      .catch((error: unknown) => {
        process.stderr.write(`serve-static: ${req.method} ${req.url}: ${String(error)}\n`)
        if (!res.headersSent) sendText(res, 500, 'Internal Server Error\n', req.method)
        else res.destroy()
      })
      .finally(() => {
        options.log?.(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`)
      })
  })

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', rejectListen)
      resolveListen()
    })
  })
  const { port } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()))
        server.closeAllConnections()
      }),
  }
}
