import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import business from '../data/business.json'
import { buildHeaderRules, contentSecurityPolicy, formatHeadersFile, htmlFileToPath, pagePatterns, IMMUTABLE_ASSET_CACHE, originOf, schedulerSources, securityHeaders } from './security-headers'
import { serveTempSite, type TempSite } from '../tools/pages-dev/temp-site'

const inputs = { supabaseUrl: 'https://abcd.supabase.co/', schedulerOrigin: 'https://calendly.com' }

/** The CSP as a map from directive to its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(inputs))

  it('runs scripts only from the site and the scheduler, never inline or eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'", 'https://calendly.com', 'https://assets.calendly.com'])
    const all = [...csp.entries()].filter(([name]) => name.startsWith('script')).flatMap(([, s]) => s)
    expect(all).not.toContain("'unsafe-inline'")
    expect(all).not.toContain("'unsafe-eval'")
    expect(all).not.toContain('https:')
    expect(all).not.toContain('*')
  })

  it('talks only to the site and the Supabase origin (no path, no trailing slash)', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co'])
  })

  it('frames only the scheduler and is never framed itself', () => {
    expect(csp.get('frame-src')).toEqual(['https://calendly.com'])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
  })

  it('allows inline style attributes but not inline <style> elements', () => {
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"])
    expect(csp.get('style-src-elem')).not.toContain("'unsafe-inline'")
  })

  it('keeps the port of a local backend and allows no backend when built without one', () => {
    const local = directives(contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54402', schedulerOrigin: 'https://calendly.com' }))
    expect(local.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54402'])
    const none = directives(contentSecurityPolicy({ schedulerOrigin: 'https://calendly.com' }))
    expect(none.get('connect-src')).toEqual(["'self'"])
  })

  it('follows the scheduler origin of the catalogue, without vendor extras for an unknown one', () => {
    expect(schedulerSources(business.schedulerOrigin)).toContain(new URL(business.schedulerOrigin).origin)
    expect(schedulerSources('https://book.example.com/path')).toEqual(['https://book.example.com'])
  })

  it('refuses a URL it cannot turn into a source instead of writing a broken policy', () => {
    expect(() => originOf('calendly.com')).toThrow(/absolute http\(s\) URL/)
    expect(() => originOf('javascript:alert(1)')).toThrow(/absolute http\(s\) URL/)
    expect(() => contentSecurityPolicy({ supabaseUrl: 'not a url', schedulerOrigin: 'https://calendly.com' })).toThrow()
  })
})

describe('securityHeaders', () => {
  it('has every header the issue lists', () => {
    const names = securityHeaders(inputs).map(([name]) => name)
    expect(names).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']))
    const map = new Map(securityHeaders(inputs))
    expect(map.get('Strict-Transport-Security')).toMatch(/max-age=(\d{8,})/)
    expect(map.get('X-Content-Type-Options')).toBe('nosniff')
  })
})

describe('htmlFileToPath', () => {
  it.each([
    ['index.html', '/'],
    ['about.html', '/about'],
    ['about/index.html', '/about'],
    ['blog/how-often.html', '/blog/how-often'],
    ['services/full-detail/index.html', '/services/full-detail'],
    ['404.html', null],
    ['index.pageContext.json', null],
  ])('%s -> %s', (file, expected) => {
    expect(htmlFileToPath(file)).toBe(expected)
  })
})

describe('pagePatterns', () => {
  it('covers each section with at most two patterns, however many pages it has', () => {
    const posts = Array.from({ length: 1000 }, (_, i) => `/blog/post-${i}`)
    expect(pagePatterns(['/', '/about', '/blog', ...posts, '/services/full-detail', '/book', '/book/full-detail'])).toEqual(['/', '/about', '/blog', '/blog/*', '/book', '/book/*', '/services/*'])
  })

  it('never gives /assets a revalidation rule', () => {
    expect(pagePatterns(['/assets/x'])).toEqual([])
  })
})

/** The path patterns of a `_headers` file, in order: its lines that start at column 0. */
const patternsOf = (file: string) => file.split('\n').filter((line) => line.startsWith('/'))

const page = (title: string) => `<!doctype html><title>${title}</title>`

// What Cloudflare Pages' own runtime (wrangler pages dev) sends for the file, not our reading of it.
describe('the _headers file, applied by Cloudflare Pages runtime', () => {
  const text = formatHeadersFile(buildHeaderRules({ ...inputs, htmlPaths: ['/about', '/', '/about', '/blog', '/blog/a-post'] }))
  let site: TempSite

  beforeAll(async () => {
    site = await serveTempSite({
      _headers: text,
      'index.html': page('Home'),
      'about.html': page('About'),
      'blog.html': page('Blog'),
      'blog/a-post.html': page('A post'),
      '404.html': page('Not found'),
      'assets/chunks/chunk-Ab12.js': 'export {}',
      'assets/static/site.css': 'body{}',
      'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
  }, 60_000)
  afterAll(() => site?.close())

  it('has one block per pattern: each page section, the assets and the rules file', () => {
    expect(patternsOf(text)).toEqual(['/*', '/assets/*', '/', '/about', '/blog', '/blog/*', '/speculation-rules.json'])
  })

  it('gives hashed assets a year of immutable caching and every page revalidation, never both', async () => {
    const asset = await site.get('/assets/chunks/chunk-Ab12.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE_ASSET_CACHE)
    for (const p of ['/', '/about', '/blog', '/blog/a-post']) {
      const res = await site.get(p)
      expect(res.status, p).toBe(200)
      expect(res.headers.get('cache-control'), p).toBe('no-cache')
    }
    // A path that is neither keeps the host's default (revalidate).
    expect((await site.get('/images/logo.svg')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('sends the same security headers, once each, on a page, an asset and the 404 page', async () => {
    const expected = securityHeaders(inputs)
    for (const p of ['/about', '/assets/static/site.css', '/no-such-page']) {
      const got = (await site.get(p)).headers
      for (const [name, value] of expected) expect(got.get(name), `${p} ${name}`).toBe(value)
    }
  })

  it('answers an unknown path with 404.html and status 404, never cached', async () => {
    const res = await site.get('/no-such-page')
    expect(res.status).toBe(404)
    expect(await res.text()).toBe(page('Not found'))
    // Pages replaces any Cache-Control of a 404 with no-store (workers-sdk
    // packages/pages-shared/asset-server/handler.ts, generateHandler).
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('build/write-headers.ts', () => {
  it('writes _headers for the pages of a build, with the Supabase URL the build used', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-headers-'))
    try {
      for (const file of ['index.html', 'about.html', '404.html', 'assets/entries/app.Ab12.js']) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        writeFileSync(path.join(dir, file), '')
      }
      execFileSync('node_modules/.bin/tsx', ['build/write-headers.ts', dir], {
        env: { ...process.env, VITE_SUPABASE_URL: 'https://project-ref.supabase.co' },
        stdio: 'pipe',
      })
      const text = readFileSync(path.join(dir, '_headers'), 'utf8')
      expect(patternsOf(text)).toEqual(['/*', '/assets/*', '/', '/about', '/speculation-rules.json'])
      const site = await serveTempSite({ _headers: text, 'about.html': page('About') })
      try {
        const csp = (await site.get('/about')).headers.get('content-security-policy') ?? ''
        expect(directives(csp).get('connect-src')).toEqual(["'self'", 'https://project-ref.supabase.co'])
        expect(directives(csp).get('frame-src')).toEqual([new URL(business.schedulerOrigin).origin])
      } finally {
        await site.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('Turnstile in the CSP', () => {
  it('lets Cloudflare’s challenge script, frame and calls in only when the build has a site key', async () => {
    const { contentSecurityPolicy } = await import('./security-headers')
    const without = contentSecurityPolicy({ schedulerOrigin: 'https://calendly.com' })
    expect(without).not.toContain('challenges.cloudflare.com')
    const withKey = contentSecurityPolicy({ schedulerOrigin: 'https://calendly.com', turnstile: true })
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(withKey.split(';').find((part) => part.trim().startsWith(`${directive} `))).toContain('https://challenges.cloudflare.com')
    }
  })
})
