// The site's speculation rules: which same-site pages the browser may prerender or prefetch
// before the visitor clicks. build/write-headers.ts writes them to SPECULATION_RULES_PATH and
// every response names that file in a `Speculation-Rules` header (build/security-headers.ts), so
// no inline <script type="speculationrules"> is needed and the CSP stays as it is.
// See docs/decisions/113-document-navigation.md.
//
// Syntax: https://developer.chrome.com/docs/web-platform/prerender-pages and
// https://html.spec.whatwg.org/multipage/speculative-loading.html (document rules, where/and/not,
// href_matches URL patterns resolved against the rules file's URL, eagerness).

/** Where the rules are served; the `Speculation-Rules` header points here. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'

/** Browsers ignore a rules file served with any other type (WICG nav-speculation, HTML spec). */
export const SPECULATION_RULES_CONTENT_TYPE = 'application/speculationrules+json'

/**
 * Pages never prerendered: prerendering runs a page's scripts, and these run auth code on load
 * (the garage restores and refreshes the session; the reset page consumes the one-time recovery
 * token in its URL). Prefetching them stays allowed: a prefetch only downloads the HTML.
 */
export const NO_PRERENDER_PATHS = ['/garage', '/reset-password'] as const

/** Links a page can opt out with, e.g. a link whose destination must load fresh. */
export const NO_PRERENDER_SELECTOR = '[data-no-prerender], [rel~="nofollow"], [download]'

/**
 * Same-origin paths that are files, not pages: the hashed assets, images, and anything with an
 * extension (`*` in a URL pattern spans `/`, so `/*.*` is any path with a dot in it; page URLs
 * have none).
 */
const NOT_A_PAGE = ['/assets/*', '/images/*', '/*.*']

type Predicate = { href_matches: string | string[] } | { selector_matches: string | string[] } | { not: Predicate } | { and: Predicate[] }

export interface DocumentRule {
  source: 'document'
  where: Predicate
  eagerness: 'immediate' | 'eager' | 'moderate' | 'conservative'
}

export interface SpeculationRules {
  prerender: DocumentRule[]
  prefetch: DocumentRule[]
}

/** Every prerenderable path pattern of one excluded page: the page itself and anything below it. */
function pageAndBelow(path: string): string[] {
  return [path, `${path}/*`]
}

/**
 * Prerender same-site pages on hover (`moderate`: a 200 ms hover, or pointer-down on touch);
 * prefetch every same-site page on pointer-down (`conservative`), which also covers the pages
 * that must not be prerendered and browsers that skip prerendering (Save-Data, low memory).
 */
export function speculationRules(): SpeculationRules {
  const sameSitePages: Predicate[] = [{ href_matches: '/*' }, { not: { href_matches: NOT_A_PAGE } }]
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [...sameSitePages, { not: { href_matches: NO_PRERENDER_PATHS.flatMap(pageAndBelow) } }, { not: { selector_matches: NO_PRERENDER_SELECTOR } }],
        },
        eagerness: 'moderate',
      },
    ],
    prefetch: [
      {
        source: 'document',
        where: { and: [...sameSitePages, { not: { selector_matches: '[download]' } }] },
        eagerness: 'conservative',
      },
    ],
  }
}

/** The rules file's text. */
export function speculationRulesJson(): string {
  return `${JSON.stringify(speculationRules(), null, 2)}\n`
}
