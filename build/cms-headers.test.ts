// /admin carries its own Content-Security-Policy, what Decap CMS needs, and no other path gets it
// (build/security-headers.ts): checked in what Cloudflare Pages' own runtime (wrangler pages dev)
// sends for the `_headers` file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminContentSecurityPolicy, buildHeaderRules, contentSecurityPolicy, formatHeadersFile } from './security-headers'
import { serveTempSite, type TempSite } from '../tools/pages-dev/temp-site'

const inputs = { supabaseUrl: 'https://abc.supabase.co', schedulerOrigin: 'https://calendly.com' }
const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))
const local = { kind: 'local', proxyUrl: 'http://127.0.0.1:8081/api/v1' } as const

describe('the /admin Content-Security-Policy', () => {
  const file = formatHeadersFile(buildHeaderRules({ ...inputs, htmlPaths: ['/', '/about', '/admin'], cmsBackend: local }))
  let site: TempSite
  const page = '<!doctype html><title>t</title>'

  beforeAll(async () => {
    site = await serveTempSite({ _headers: file, 'index.html': page, 'about.html': page, 'admin.html': page, 'admin/cms.js': 'export {}', '404.html': page })
  }, 60_000)
  afterAll(() => site?.close())
  const csp = async (path: string) => (await site.get(path)).headers.get('content-security-policy')

  it('replaces the site policy on /admin and its scripts only', async () => {
    const admin = adminContentSecurityPolicy(local)
    const adminPage = await site.get('/admin')
    expect(adminPage.status).toBe(200)
    expect(adminPage.headers.get('content-security-policy')).toBe(admin)
    expect(adminPage.headers.get('x-robots-tag')).toBe('noindex')
    expect(await csp('/admin/cms.js')).toBe(admin)
    expect(await csp('/')).toBe(contentSecurityPolicy(inputs))
    expect(await csp('/about')).toBe(contentSecurityPolicy(inputs))
    expect(await csp('/administrator')).toBe(contentSecurityPolicy(inputs))
    expect(file).toContain('/admin\n  ! Content-Security-Policy\n')
  })

  it('writes /admin once, so a host that keeps only the last block of a pattern still sends every rule', async () => {
    // Cloudflare Pages turns _headers into an object keyed by path, so a pattern written twice keeps
    // only its last block (workers-sdk packages/workers-shared/utils/configuration/constructConfiguration.ts).
    const patterns = file.split('\n').filter((line) => line.startsWith('/'))
    expect(new Set(patterns).size).toBe(patterns.length)
    const res = await site.get('/admin')
    expect(res.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy(local))
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it("allows what Decap needs and nothing of the site's third parties", () => {
    const local = directives(adminContentSecurityPolicy({ kind: 'local', proxyUrl: 'http://127.0.0.1:8081/api/v1' }))
    expect(local.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"])
    expect(local.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(local.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8081'])
    expect(local.get('frame-ancestors')).toEqual(["'none'"])
    const github = directives(adminContentSecurityPolicy({ kind: 'github', repo: 'owner/site', authBaseUrl: 'https://auth.example.com' }))
    expect(github.get('connect-src')).toEqual(["'self'", 'https://api.github.com', 'https://auth.example.com'])
    expect(github.get('img-src')).toContain('https://avatars.githubusercontent.com')
  })

  it('adds no /admin rule to a build without the page', () => {
    expect(formatHeadersFile(buildHeaderRules({ ...inputs, htmlPaths: ['/', '/about'] }))).not.toContain('/admin')
  })
})
