import { describe, expect, it } from 'vitest'
import { buildRobots, buildSitemap, htmlFileToRoute } from './sitemap'

const site = 'https://www.example.com'

describe('sitemap.xml and robots.txt', () => {
  it('lists absolute, de-duplicated, escaped URLs', () => {
    const xml = buildSitemap(site, [{ path: '/' }, { path: '/about' }, { path: '/about/' }, { path: '/blog/a&b', lastmod: '2025-01-01' }])
    expect(xml).toContain('<loc>https://www.example.com/</loc>')
    expect(xml.match(/<loc>https:\/\/www\.example\.com\/about<\/loc>/g)).toHaveLength(1)
    expect(xml).toContain('<loc>https://www.example.com/blog/a&amp;b</loc><lastmod>2025-01-01</lastmod>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })
  it('allows all, keeps the account pages out and names the sitemap', () => {
    const robots = buildRobots(site)
    expect(robots).toContain('User-agent: *\nAllow: /')
    expect(robots).toContain('Disallow: /garage')
    expect(robots).toContain('Disallow: /reset-password')
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml')
  })
  it('maps prerendered files to routes, skipping 404 and no-index pages', () => {
    expect(htmlFileToRoute('index.html')).toBe('/')
    expect(htmlFileToRoute('about/index.html')).toBe('/about')
    expect(htmlFileToRoute('services/full-detail/index.html')).toBe('/services/full-detail')
    expect(htmlFileToRoute('faq.html')).toBe('/faq')
    expect(htmlFileToRoute('404.html')).toBeNull()
    expect(htmlFileToRoute('garage/index.html')).toBeNull()
    expect(htmlFileToRoute('reset-password/index.html')).toBeNull()
    expect(htmlFileToRoute('index.pageContext.json')).toBeNull()
  })
})
