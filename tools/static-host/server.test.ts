import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer, type StaticServer } from './serve'
import { headersForPath, parseHeadersFile } from './headers-file'
import { negotiateEncoding } from './server'
import { buildHeaderRules, formatHeadersFile, IMMUTABLE_ASSET_CACHE, securityHeaders } from '../../build/security-headers'

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

let server: StaticServer
let sandbox: string

/** node:http instead of fetch: fetch would normalise the path and decompress the body. */
function raw(urlPath: string, init: { method?: string; headers?: Record<string, string>; target?: StaticServer } = {}): Promise<RawResponse> {
  const { port } = new URL((init.target ?? server).url)
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const bigScript = `export const data = ${JSON.stringify('detailing '.repeat(400))};\n`
const homeHtml = `<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1>${'<p>Katy</p>'.repeat(100)}</body></html>`

function write(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

beforeAll(async () => {
  sandbox = mkdtempSync(path.join(tmpdir(), 'serve-static-test-'))
  const root = path.join(sandbox, 'client')
  write(path.join(sandbox, 'secret.txt'), 'outside the root')
  write(path.join(root, 'index.html'), homeHtml)
  write(path.join(root, 'about/index.html'), '<!doctype html><title>About</title><h1>About</h1>')
  write(path.join(root, 'contact.html'), '<!doctype html><title>Contact</title><h1>Contact</h1>')
  write(path.join(root, '404.html'), '<!doctype html><title>Not found</title><h1>Page not found</h1>')
  write(path.join(root, 'assets/entries/app.Ab12Cd34.js'), bigScript)
  write(path.join(root, 'assets/static/site.Xy98.css'), `body{color:red}${' '.repeat(10)}`)
  write(path.join(root, 'images/logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`)
  write(path.join(root, 'images/photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  write(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n')
  write(path.join(root, 'sitemap.xml'), '<?xml version="1.0"?><urlset/>')
  write(path.join(root, 'index.pageContext.json'), '{"a":1}')
  write(path.join(root, 'empty-dir/.keep'), '')
  write(path.join(root, '.vite/manifest.json'), '{}')
  write(
    path.join(root, '_headers'),
    ['# security headers for every page', '/*', '  X-Frame-Options: DENY', '  X-Content-Type-Options: nosniff', '/about', '  X-Robots-Tag: noindex', '/assets/*', '  ! X-Frame-Options', ''].join('\n'),
  )
  symlinkSync(path.join(sandbox, 'secret.txt'), path.join(root, 'escape.txt'))
  server = await startStaticServer({ root, port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  await server?.close()
  rmSync(sandbox, { recursive: true, force: true })
})

describe('clean URLs', () => {
  it('serves / from index.html', async () => {
    const res = await raw('/')
    expect(res.status).toBe(200)
    expect(res.body.toString()).toContain('<h1>Home</h1>')
  })

  it('serves /about from about/index.html and /contact from contact.html', async () => {
    expect((await raw('/about')).body.toString()).toContain('<h1>About</h1>')
    expect((await raw('/contact')).body.toString()).toContain('<h1>Contact</h1>')
  })

  it('ignores the query string', async () => {
    expect((await raw('/about?utm_source=x')).status).toBe(200)
  })

  it('redirects a trailing slash to the canonical URL, keeping the query', async () => {
    const res = await raw('/about/?x=1')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/about?x=1')
  })
})

describe('content types', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/assets/entries/app.Ab12Cd34.js', 'text/javascript; charset=utf-8'],
    ['/assets/static/site.Xy98.css', 'text/css; charset=utf-8'],
    ['/images/logo.svg', 'image/svg+xml'],
    ['/images/photo.png', 'image/png'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/index.pageContext.json', 'application/json; charset=utf-8'],
  ])('%s is %s', async (urlPath, type) => {
    const res = await raw(urlPath)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(type)
  })
})

describe('not found', () => {
  it('answers 404 with the body of 404.html', async () => {
    const res = await raw('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body.toString()).toContain('Page not found')
  })

  it('never lists a directory', async () => {
    const res = await raw('/empty-dir')
    expect(res.status).toBe(404)
    expect(res.body.toString()).not.toContain('.keep')
    expect((await raw('/empty-dir/')).status).toBe(404)
    expect((await raw('/assets/')).status).toBe(404)
  })

  it('hides dotfiles and the host configuration files', async () => {
    expect((await raw('/.vite/manifest.json')).status).toBe(404)
    expect((await raw('/_headers')).status).toBe(404)
  })
})

describe('path traversal', () => {
  it.each(['/../secret.txt', '/../../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E%2Fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/escape.txt'])(
    '%s does not leave the root',
    async (urlPath) => {
      const res = await raw(urlPath)
      expect([400, 404]).toContain(res.status)
      expect(res.body.toString()).not.toContain('outside the root')
    },
  )

  it('rejects malformed percent-encoding and NUL bytes with 400', async () => {
    expect((await raw('/%E0%A4%A')).status).toBe(400)
    expect((await raw('/index.html%00.png')).status).toBe(400)
  })
})

describe('methods', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await raw('/about')
    const head = await raw('/about', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.headers.etag).toBe(get.headers.etag)
    expect((await raw('/missing', { method: 'HEAD' })).status).toBe(404)
  })

  it('refuses other methods with 405 and Allow', async () => {
    const res = await raw('/', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })
})

describe('compression', () => {
  it('sends brotli when accepted, and it decodes to the file', async () => {
    const res = await raw('/assets/entries/app.Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(res.body.length).toBeLessThan(Buffer.byteLength(bigScript))
    expect(brotliDecompressSync(res.body).toString()).toBe(bigScript)
  })

  it('sends gzip when brotli is not accepted', async () => {
    const res = await raw('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.body).toString()).toBe(homeHtml)
  })

  it('sends identity without Accept-Encoding, still with Vary', async () => {
    const res = await raw('/')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.body.toString()).toBe(homeHtml)
  })

  it('does not compress images that are already compressed', async () => {
    const res = await raw('/images/photo.png', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toBeUndefined()
  })

  it('with precompress, has every compressible file encoded before it answers (the bench measures a warm host)', async () => {
    const root = path.join(sandbox, 'precompress')
    const file = path.join(root, 'assets/app.js')
    write(file, bigScript)
    const mtime = new Date('2026-01-01T00:00:00Z')
    utimesSync(file, mtime, mtime)
    const warm = await startStaticServer({ root, port: 0, host: '127.0.0.1', precompress: true })
    try {
      // Same size and mtime: only an encoding made at start-up can still hold the old bytes.
      writeFileSync(file, bigScript.replace('detailing', 'DETAILING'))
      utimesSync(file, mtime, mtime)
      const encoded = await raw('/assets/app.js', { headers: { 'Accept-Encoding': 'br' }, target: warm })
      expect(brotliDecompressSync(encoded.body).toString()).toBe(bigScript)
    } finally {
      await warm.close()
    }
  })

  it('negotiates by q-values', () => {
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip;q=1')).toBe('br')
    expect(negotiateEncoding('identity')).toBeUndefined()
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding(undefined)).toBeUndefined()
  })
})

describe('caching', () => {
  it('marks hashed assets immutable for a year', async () => {
    const res = await raw('/assets/static/site.Xy98.css')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('makes HTML revalidate, with an ETag that answers 304', async () => {
    const first = await raw('/about')
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag
    expect(typeof etag).toBe('string')
    const second = await raw('/about', { headers: { 'If-None-Match': String(etag) } })
    expect(second.status).toBe(304)
    expect(second.body.length).toBe(0)
    const changed = await raw('/about', { headers: { 'If-None-Match': '"something-else"' } })
    expect(changed.status).toBe(200)
  })

  it('gives each encoding its own ETag and still revalidates across them', async () => {
    const br = await raw('/', { headers: { 'Accept-Encoding': 'br' } })
    const plain = await raw('/')
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    const revalidated = await raw('/', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(plain.headers.etag) },
    })
    expect(revalidated.status).toBe(304)
  })

  it('does not let a 404 be cached as if it were content', async () => {
    const res = await raw('/no-such-page')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.etag).toBeUndefined()
  })

  it('revalidates other public files', async () => {
    const res = await raw('/robots.txt')
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

describe('_headers', () => {
  it('applies every matching rule', async () => {
    const res = await raw('/about')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect((await raw('/')).headers['x-robots-tag']).toBeUndefined()
  })

  it('detaches headers with "! Name" and applies rules to 404 responses', async () => {
    const asset = await raw('/assets/static/site.Xy98.css')
    expect(asset.headers['x-frame-options']).toBeUndefined()
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect((await raw('/nowhere')).headers['x-frame-options']).toBe('DENY')
  })

  it('parses placeholders, splats, joined values and reports bad lines', () => {
    const { rules, problems } = parseHeadersFile(
      ['/blog/:slug', '  Link: </a.css>; rel=preload', '/blog/*', '  Link: </b.css>; rel=preload', 'not-a-path', '  X-Orphan: 1', '/x', '  no colon here'].join('\n'),
    )
    expect(problems.map((p) => p.line)).toEqual([5, 6, 8])
    expect(headersForPath(rules, '/blog/hello').get('link')?.value).toBe('</a.css>; rel=preload, </b.css>; rel=preload')
    expect(headersForPath(rules, '/blog/a/b').get('link')?.value).toBe('</b.css>; rel=preload')
    expect(headersForPath(rules, '/blogger').size).toBe(0)
  })
})

describe("the site's generated _headers", () => {
  const inputs = { supabaseUrl: 'https://abcd.supabase.co', schedulerOrigin: 'https://calendly.com' }
  const expected = new Map(securityHeaders(inputs).map(([name, value]) => [name.toLowerCase(), value]))
  let site: StaticServer
  let bare: StaticServer
  let siteRoot: string

  const rawFrom = (target: StaticServer, urlPath: string, method = 'GET') => raw(urlPath, { method, target })

  function expectSecurityHeaders(res: RawResponse) {
    for (const [name, value] of expected) expect(res.headers[name], name).toBe(value)
  }

  beforeAll(async () => {
    siteRoot = path.join(sandbox, 'site')
    const rules = buildHeaderRules({ ...inputs, htmlPaths: ['/', '/about'] })
    write(path.join(siteRoot, 'index.html'), homeHtml)
    write(path.join(siteRoot, 'about/index.html'), '<!doctype html><title>About</title>')
    write(path.join(siteRoot, '404.html'), '<!doctype html><title>Not found</title>')
    write(path.join(siteRoot, 'assets/entries/app.Ab12Cd34.js'), bigScript)
    write(path.join(siteRoot, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    write(path.join(siteRoot, '_headers'), formatHeadersFile(rules))
    site = await startStaticServer({ root: siteRoot, port: 0, host: '127.0.0.1' })
    // The same rules without a 404.html: the plain-text 404.
    const bareRoot = path.join(sandbox, 'bare')
    write(path.join(bareRoot, 'index.html'), homeHtml)
    write(path.join(bareRoot, '_headers'), formatHeadersFile(rules))
    bare = await startStaticServer({ root: bareRoot, port: 0, host: '127.0.0.1' })
  })

  afterAll(async () => {
    await site?.close()
    await bare?.close()
  })

  it('sends the security headers on pages, assets, other files and every error', async () => {
    const responses = {
      page: await rawFrom(site, '/about'),
      home: await rawFrom(site, '/'),
      asset: await rawFrom(site, '/assets/entries/app.Ab12Cd34.js'),
      image: await rawFrom(site, '/images/logo.svg'),
      notFound: await rawFrom(site, '/nowhere'),
      plainNotFound: await rawFrom(bare, '/nowhere'),
      redirect: await rawFrom(site, '/about/'),
      badRequest: await rawFrom(site, '/%E0%A4%A'),
      wrongMethod: await rawFrom(site, '/about', 'POST'),
    }
    expect(Object.values(responses).map((r) => r.status)).toEqual([200, 200, 200, 200, 404, 404, 301, 400, 405])
    for (const res of Object.values(responses)) expectSecurityHeaders(res)
  })

  it('caches hashed assets for a year and revalidates pages, other files and errors', async () => {
    expect((await rawFrom(site, '/assets/entries/app.Ab12Cd34.js')).headers['cache-control']).toBe(IMMUTABLE_ASSET_CACHE)
    expect((await rawFrom(site, '/about')).headers['cache-control']).toBe('no-cache')
    expect((await rawFrom(site, '/')).headers['cache-control']).toBe('no-cache')
    expect((await rawFrom(site, '/images/logo.svg')).headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    // A missing asset is a 404 that must not be cached like the asset would be.
    const missing = await rawFrom(site, '/assets/entries/gone.Zz99.js')
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-cache')
    expect((await rawFrom(bare, '/assets/gone.js')).headers['cache-control']).toBe('no-cache')
  })

  it('keeps the _headers file itself private', async () => {
    expect((await rawFrom(site, '/_headers')).status).toBe(404)
  })
})
