// The speculation rules and how they are shipped (build/speculation-rules.ts,
// build/security-headers.ts): a JSON file served as application/speculationrules+json, named by a
// `Speculation-Rules` header on every response, Cloudflare Pages' runtime included (wrangler pages dev). Format:
// https://html.spec.whatwg.org/multipage/speculative-loading.html (rule sets, the header) and
// https://developer.chrome.com/docs/web-platform/prerender-pages (eagerness).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer, type StaticServer } from '../tools/pages-dev/serve'
import { buildHeaderRules, contentSecurityPolicy, formatHeadersFile } from './security-headers'
import { NO_PRERENDER_PATHS, SPECULATION_RULES_CONTENT_TYPE, SPECULATION_RULES_PATH, speculationRules, speculationRulesJson } from './speculation-rules'

const inputs = { supabaseUrl: 'https://abcd.supabase.co', schedulerOrigin: 'https://calendly.com' }

/** Every href_matches pattern a rule's `where` names, split into those it requires and those it negates. */
function patterns(where: unknown, negated = false, out = { required: [] as string[], excluded: [] as string[] }) {
  const node = where as Record<string, unknown>
  if ('and' in node) for (const part of node.and as unknown[]) patterns(part, negated, out)
  if ('not' in node) patterns(node.not, !negated, out)
  if ('href_matches' in node) {
    const list = ([] as string[]).concat(node.href_matches as string | string[])
    ;(negated ? out.excluded : out.required).push(...list)
  }
  return out
}

describe('speculationRules', () => {
  const rules = speculationRules()

  it('prerenders same-site pages on hover and prefetches them on pointer-down, with document rules only', () => {
    expect(rules.prerender.map((r) => [r.source, r.eagerness])).toEqual([['document', 'moderate']])
    expect(rules.prefetch.map((r) => [r.source, r.eagerness])).toEqual([['document', 'conservative']])
    for (const rule of [...rules.prerender, ...rules.prefetch]) {
      // A path-only pattern resolves against the rules file's URL: this origin, never another.
      expect(patterns(rule.where).required).toEqual(['/*'])
      expect(patterns(rule.where).excluded).toEqual(expect.arrayContaining(['/assets/*', '/images/*']))
    }
  })

  it('never prerenders the pages that run auth code on load, nor anything below them, but may prefetch them', () => {
    const prerenderExcluded = patterns(rules.prerender[0]!.where).excluded
    for (const page of NO_PRERENDER_PATHS) expect(prerenderExcluded).toEqual(expect.arrayContaining([page, `${page}/*`]))
    expect(NO_PRERENDER_PATHS).toEqual(expect.arrayContaining(['/garage', '/reset-password']))
    const prefetchExcluded = patterns(rules.prefetch[0]!.where).excluded
    for (const page of NO_PRERENDER_PATHS) expect(prefetchExcluded).not.toContain(page)
  })

  it('serialises to the JSON the header points at', () => {
    expect(JSON.parse(speculationRulesJson())).toEqual(rules)
  })
})

describe('the Speculation-Rules header and the rules file, through Cloudflare Pages runtime (wrangler pages dev)', () => {
  let server: StaticServer
  let root: string

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'speculation-rules-'))
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>')
    writeFileSync(path.join(root, 'about.html'), '<!doctype html><title>About</title>')
    writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>')
    writeFileSync(path.join(root, SPECULATION_RULES_PATH.slice(1)), speculationRulesJson())
    writeFileSync(path.join(root, '_headers'), formatHeadersFile(buildHeaderRules({ ...inputs, htmlPaths: ['/', '/about'] })))
    server = await startStaticServer({ root })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('names the rules file on every HTML response, the 404 page included', async () => {
    for (const [pathname, status] of [
      ['/', 200],
      ['/about', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await fetch(`${server.url}${pathname}`)
      expect(res.status, pathname).toBe(status)
      expect(res.headers.get('content-type'), pathname).toMatch(/^text\/html/)
      expect(res.headers.get('speculation-rules'), pathname).toBe(`"${SPECULATION_RULES_PATH}"`)
    }
  })

  it('serves the rules file with the speculation rules content type, not application/json', async () => {
    const res = await fetch(`${server.url}${SPECULATION_RULES_PATH}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(SPECULATION_RULES_CONTENT_TYPE)
    expect(await res.json()).toEqual(speculationRules())
  })

  it('leaves the CSP as it was: no inline script for the rules', () => {
    const csp = contentSecurityPolicy(inputs)
    expect(csp).not.toMatch(/script-src[^;]*'(unsafe-inline|inline-speculation-rules)'/)
  })
})
