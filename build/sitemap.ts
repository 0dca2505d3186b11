// sitemap.xml and robots.txt as pure functions (written into dist/client by build/write-seo-files.ts).
import { canonicalUrl } from '../lib/seo/url'

/** Routes that exist as HTML but must not be indexed (client-only, per-user pages, the content manager). */
export const NOINDEX_ROUTES = ['/garage', '/reset-password', '/unsubscribe', '/quote', '/quote/compose', '/admin'] as const

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

export interface SitemapEntry {
  path: string
  /** "YYYY-MM-DD". */
  lastmod?: string
}

export function buildSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>()
  const rows: string[] = []
  for (const e of entries) {
    const loc = canonicalUrl(siteUrl, e.path)
    if (seen.has(loc)) continue
    seen.add(loc)
    rows.push(`  <url><loc>${escapeXml(loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</urlset>\n`
}

export function buildRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...NOINDEX_ROUTES.map((r) => `Disallow: ${r}`), '', `Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n')
}

/**
 * Maps a prerendered HTML file (path relative to dist/client, "/" separators) to its route,
 * or null for files that are not pages to list (404, no-index routes).
 * "index.html" -> "/", "about/index.html" -> "/about", "about.html" -> "/about".
 */
export function htmlFileToRoute(file: string): string | null {
  const f = file.replace(/\\/g, '/').replace(/^\/+/, '')
  if (!f.endsWith('.html')) return null
  let route = f === 'index.html' ? '/' : `/${f.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`
  if (route === '/404' || route === '/500' || route.startsWith('/_')) return null
  if ((NOINDEX_ROUTES as readonly string[]).includes(route)) return null
  route = route.replace(/\/+$/, '') || '/'
  return route
}
