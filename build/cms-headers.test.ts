// /admin carries its own Content-Security-Policy, what Decap CMS needs, and no other path gets it
// (build/security-headers.ts): checked through the same `_headers` reader the local
// static host uses (tools/static-host/headers-file.ts).
import { describe, expect, it } from 'vitest'
import { adminContentSecurityPolicy, buildHeaderRules, contentSecurityPolicy, formatHeadersFile } from './security-headers'
import { headersForPath, parseHeadersFile } from '../tools/static-host/headers-file'

const inputs = { supabaseUrl: 'https://abc.supabase.co', schedulerOrigin: 'https://calendly.com' }
const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

describe('the /admin Content-Security-Policy', () => {
  const file = formatHeadersFile(buildHeaderRules({ ...inputs, htmlPaths: ['/', '/about', '/admin'], cmsBackend: { kind: 'local', proxyUrl: 'http://127.0.0.1:8081/api/v1' } }))
  const { rules, problems } = parseHeadersFile(file)
  const csp = (path: string) => headersForPath(rules, path).get('content-security-policy')?.value

  it('replaces the site policy on /admin only', () => {
    expect(problems).toEqual([])
    const admin = adminContentSecurityPolicy({ kind: 'local', proxyUrl: 'http://127.0.0.1:8081/api/v1' })
    expect(csp('/admin')).toBe(admin)
    expect(csp('/admin/')).toBe(admin)
    expect(csp('/')).toBe(contentSecurityPolicy(inputs))
    expect(csp('/about')).toBe(contentSecurityPolicy(inputs))
    expect(csp('/administrator')).toBe(contentSecurityPolicy(inputs))
    expect(headersForPath(rules, '/admin').get('x-robots-tag')?.value).toBe('noindex')
    expect(file).toContain('/admin\n  ! Content-Security-Policy\n')
  })

  it('writes /admin once, so a host that keeps only the last block of a pattern still sends every rule', () => {
    // Cloudflare Pages turns _headers into an object keyed by path, so a pattern written twice keeps
    // only its last block (workers-sdk packages/workers-shared/utils/configuration/constructConfiguration.ts).
    const patterns = rules.map((r) => r.pattern)
    expect(new Set(patterns).size).toBe(patterns.length)
    const lastBlockWins = [...new Map(rules.map((r) => [r.pattern, r])).values()]
    const adminBlock = lastBlockWins.find((r) => r.pattern === '/admin')!
    expect(adminBlock.detach).toContain('content-security-policy')
    expect(headersForPath(lastBlockWins, '/admin').get('content-security-policy')?.value).toBe(adminContentSecurityPolicy({ kind: 'local', proxyUrl: 'http://127.0.0.1:8081/api/v1' }))
    expect(headersForPath(lastBlockWins, '/admin').get('cache-control')?.value).toBe('no-cache')
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
