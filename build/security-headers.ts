// The site's HTTP response headers, in one place: security headers for every response
// and the caching rules. build/write-headers.ts turns them into dist/client/_headers
// (the file Netlify and Cloudflare Pages read), and Cloudflare Pages' own runtime applies that
// file locally (`wrangler pages dev`, tools/pages-dev/serve.ts), so what the tests see is what the host sends.
// See docs/decisions/081-security-headers.md.

import { SPECULATION_RULES_CONTENT_TYPE, SPECULATION_RULES_PATH } from './speculation-rules'
import { VIEW_TRANSITION_OPT_IN_CSP_SOURCE } from '../lib/navigation/view-transition-opt-in'
import { DEFAULT_PROXY_URL, type CmsBackend } from '../lib/cms/backend'
import { TURNSTILE_ORIGIN } from '../lib/turnstile/turnstile'

export interface SecurityHeaderInputs {
  /** The Supabase project the build talks to (VITE_SUPABASE_URL); absent when built without one. */
  supabaseUrl?: string
  /** The scheduler's origin (business.json schedulerOrigin), e.g. https://calendly.com. */
  schedulerOrigin: string
  /**
   * Built with a Turnstile site key (VITE_TURNSTILE_SITE_KEY): the widget's script and frame come
   * from https://challenges.cloudflare.com (Cloudflare's CSP guidance,
   * https://developers.cloudflare.com/turnstile/reference/content-security-policy/).
   */
  turnstile?: boolean
}

export interface HeaderRuleSpec {
  /** A `_headers` path pattern: `*` matches anything, including `/`. */
  pattern: string
  headers: Array<[name: string, value: string]>
  /** Headers an earlier rule set that this path must not get (`! Name`, Cloudflare Pages' syntax). */
  detach?: string[]
}

export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable'
export const REVALIDATE_HTML_CACHE = 'no-cache'

/**
 * Hosts a scheduler's embed needs besides its own origin. Calendly documents its widget at
 * https://assets.calendly.com/assets/external/widget.{js,css} (the site loads the same paths from
 * the scheduler origin, which the vendor also serves), and the stylesheet's close icon resolves
 * against whichever host served it.
 */
const SCHEDULER_ASSET_HOSTS: Record<string, string[]> = {
  'https://calendly.com': ['https://assets.calendly.com'],
}

/** Throws on anything that is not an absolute http(s) URL: a CSP source list must not be guessed. */
export function originOf(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`expected an absolute http(s) URL, found "${url}"`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`expected an absolute http(s) URL, found "${url}"`)
  }
  return parsed.origin
}

/** The scheduler's origin and the hosts its widget loads from, without duplicates. */
export function schedulerSources(schedulerOrigin: string): string[] {
  const origin = originOf(schedulerOrigin)
  return [...new Set([origin, ...(SCHEDULER_ASSET_HOSTS[origin] ?? [])])]
}

/**
 * The Content-Security-Policy. Scripts only from the site and the scheduler (no inline code,
 * no eval); network calls only to the site and Supabase; frames only from the scheduler; the
 * site itself never framed. Inline style attributes are allowed (Ark UI / zag position
 * popovers and toasts with them, in the prerendered HTML too), inline <style> elements are not,
 * except the view-transition opt-in every page's head carries, by its hash.
 */
export function contentSecurityPolicy({ supabaseUrl, schedulerOrigin, turnstile = false }: SecurityHeaderInputs): string {
  const scheduler = schedulerSources(schedulerOrigin)
  const challenges = turnstile ? [TURNSTILE_ORIGIN] : []
  const supabase = supabaseUrl ? [originOf(supabaseUrl)] : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scheduler, ...challenges]],
    // style-src is the fallback for browsers without the -elem / -attr split (Safari < 15.4).
    ['style-src', ["'self'", "'unsafe-inline'", ...scheduler]],
    ['style-src-elem', ["'self'", VIEW_TRANSITION_OPT_IN_CSP_SOURCE, ...scheduler]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...scheduler]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...supabase, ...challenges]],
    // The booking popup's frame is the scheduler's own page, never its asset host.
    ['frame-src', [originOf(schedulerOrigin), ...challenges]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** Where Decap's API calls go for a backend (lib/cms/config.ts): the local proxy, or GitHub and its sign-in service. */
function cmsConnectSources(backend: CmsBackend): string[] {
  if (backend.kind === 'local') return [originOf(backend.proxyUrl)]
  return ['https://api.github.com', ...(backend.authBaseUrl ? [originOf(backend.authBaseUrl)] : [])]
}

/**
 * The Content-Security-Policy of /admin, Decap CMS. Decap compiles its configuration
 * schema with ajv at run time ('unsafe-eval') and styles itself with emotion's inline <style>
 * elements ('unsafe-inline'); it talks only to its backend (the local proxy, or the GitHub API and
 * the sign-in service that opens in a popup); images are blobs it reads through the backend, and
 * the GitHub account's avatar. Never framed, as the site.
 */
export function adminContentSecurityPolicy(backend: CmsBackend = { kind: 'local', proxyUrl: DEFAULT_PROXY_URL }): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(backend.kind === 'github' ? ['https://avatars.githubusercontent.com'] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...cmsConnectSources(backend)]],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** The content manager's paths (pages/admin). */
export const ADMIN_PATTERNS = ['/admin', '/admin/*'] as const

/** The security headers every response carries. */
export function securityHeaders(inputs: SecurityHeaderInputs): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs)],
    // Two years, the HSTS preload list's minimum; browsers ignore it over plain http (local runs).
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    // Older browsers that do not know frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Only features Chromium recognises: an unknown name makes it log an error on every page.
    ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
  ]
}

/**
 * Points every document at the site's speculation rules (build/speculation-rules.ts).
 * The value is a structured-field list of strings, hence the quotes. Rules delivered this way need
 * nothing from the CSP: unlike inline rules ('inline-speculation-rules'), a header-delivered rules
 * file is exempt (web-platform-tests speculation-rules/prefetch/out-of-document-rule-set.https.html,
 * "CSPExemption"). Browsers only read it on HTML documents and ignore it elsewhere.
 */
export const SPECULATION_RULES_HEADER: [string, string] = ['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`]

/** The clean URL a prerendered HTML file is served at: about.html (or about/index.html) -> /about, 404.html -> null. */
export function htmlFileToPath(file: string): string | null {
  const normalised = file.replace(/\\/g, '/').replace(/^\/+/, '')
  if (!normalised.endsWith('.html') || normalised === '404.html') return null
  if (normalised === 'index.html') return '/'
  return `/${normalised.replace(/(\/index)?\.html$/, '')}`
}

/**
 * The patterns that cover every prerendered page, one or two per top-level section: `/blog` and
 * `/blog/*` for the blog however many posts it has (Cloudflare Pages reads at most 100 rules).
 */
export function pagePatterns(htmlPaths: readonly string[]): string[] {
  const patterns = new Set<string>()
  for (const page of htmlPaths) {
    const [section, ...rest] = page.split('/').slice(1)
    if (!section) patterns.add('/')
    else if (section !== 'assets') patterns.add(rest.length === 0 ? `/${section}` : `/${section}/*`)
  }
  return [...patterns].sort()
}

/**
 * Every `_headers` rule: security headers and the speculation rules on every path, a year of
 * `immutable` on the hashed files under /assets/, and `no-cache` (revalidate each time) on the
 * pages. Pages get their own rules rather than a catch-all because hosts join the values of every
 * matching rule, so a `/*` Cache-Control would end up on the assets too. `Speculation-Rules` is on
 * `/*` rather than on the page rules because the 404 page is served at any path; hosts cannot
 * match on content type. The rules file gets its content type here: hosts would send `.json` as
 * `application/json`, which browsers reject for speculation rules.
 */
export function buildHeaderRules(inputs: SecurityHeaderInputs & { htmlPaths: readonly string[]; cmsBackend?: CmsBackend }): HeaderRuleSpec[] {
  // /admin swaps the site's policy for Decap's: hosts join the values of every matching rule, and
  // two policies would both apply, so the site's is detached first, then /admin's set.
  const admin: HeaderRuleSpec[] = inputs.htmlPaths.includes('/admin')
    ? [
        ...ADMIN_PATTERNS.map((pattern): HeaderRuleSpec => ({ pattern, headers: [], detach: ['Content-Security-Policy'] })),
        ...ADMIN_PATTERNS.map((pattern): HeaderRuleSpec => ({
          pattern,
          headers: [
            ['Content-Security-Policy', adminContentSecurityPolicy(inputs.cmsBackend)],
            ['X-Robots-Tag', 'noindex'],
          ],
        })),
      ]
    : []
  return [
    { pattern: '/*', headers: [...securityHeaders(inputs), SPECULATION_RULES_HEADER] },
    { pattern: '/assets/*', headers: [['Cache-Control', IMMUTABLE_ASSET_CACHE]] },
    ...pagePatterns(inputs.htmlPaths).map((pattern): HeaderRuleSpec => ({ pattern, headers: [['Cache-Control', REVALIDATE_HTML_CACHE]] })),
    { pattern: SPECULATION_RULES_PATH, headers: [['Content-Type', SPECULATION_RULES_CONTENT_TYPE]] },
    ...admin,
  ]
}

/**
 * The rules as a `_headers` file, one block per pattern. Cloudflare keeps only the last block of a
 * pattern written twice (its configuration is an object keyed by path: workers-sdk
 * packages/workers-shared/utils/configuration/constructConfiguration.ts), so a pattern's rules are
 * joined into one block, its detached headers first.
 */
export function formatHeadersFile(rules: readonly HeaderRuleSpec[]): string {
  const blocks = new Map<string, { detach: string[]; headers: (readonly [string, string])[] }>()
  for (const rule of rules) {
    const block = blocks.get(rule.pattern) ?? { detach: [], headers: [] }
    block.detach.push(...(rule.detach ?? []))
    block.headers.push(...rule.headers)
    blocks.set(rule.pattern, block)
  }
  const lines = ['# Generated by build/write-headers.ts from build/security-headers.ts; edit those, not this file.']
  for (const [pattern, block] of blocks) {
    lines.push(pattern)
    for (const name of block.detach) lines.push(`  ! ${name}`)
    for (const [name, value] of block.headers) lines.push(`  ${name}: ${value}`)
  }
  return `${lines.join('\n')}\n`
}
