// After `vike build`: writes dist/client/sitemap.xml (every prerendered, indexable page, as
// absolute URLs) and dist/client/robots.txt. The page list is read from the HTML files the
// prerender actually wrote, so the sitemap can never list a page that does not exist.
import fs from 'node:fs'
import path from 'node:path'
import { builtHtmlFiles } from './built-html-files'
import { blogPosts, business } from '../lib/catalogue/catalogue.server'
import { buildRobots, buildSitemap, htmlFileToRoute, type SitemapEntry } from './sitemap'

const outDir = path.resolve(process.argv[2] ?? 'dist/client')

/** Routes whose canonical URL is another route, listed under their canonical only: the home area's page ("/katy") is "/". */
const ALIASES = new Set([`/${business.homeArea}`])

function main(): void {
  if (!fs.existsSync(outDir)) {
    console.error(`write-seo-files: ${outDir} does not exist; run vike build first.`)
    process.exit(1)
  }
  const postDates = new Map(blogPosts.map((p) => [`/blog/${p.slug}`, p.date]))
  const routes = builtHtmlFiles(outDir)
    .map(htmlFileToRoute)
    .filter((r): r is string => r !== null && !ALIASES.has(r))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  const entries: SitemapEntry[] = routes.map((r) => {
    const lastmod = postDates.get(r)
    return lastmod ? { path: r, lastmod } : { path: r }
  })
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), buildSitemap(business.siteUrl, entries))
  fs.writeFileSync(path.join(outDir, 'robots.txt'), buildRobots(business.siteUrl))
  console.log(`write-seo-files: sitemap.xml with ${entries.length} URLs and robots.txt in ${path.relative(process.cwd(), outDir) || '.'}`)
}

main()
