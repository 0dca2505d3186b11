// The first path segments no area may take are read from the site's own folders, so a route
// added to pages/ (or a folder to public/) is reserved the moment it exists (docs/decisions/138-open-catalogue.md).
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ALWAYS_RESERVED, reservedRouteSegments } from '../../lib/catalogue/reserved-routes.server'
import { makeTempDir, removeTempDirs } from '../fixtures/catalogue/real-files'

afterEach(removeTempDirs)

describe('reservedRouteSegments', () => {
  it("holds every route folder of pages/, public/'s folders and /admin, /api, /assets", () => {
    const reserved = reservedRouteSegments()
    for (const segment of [
      'about',
      'blog',
      'book',
      'contact',
      'faq',
      'gallery',
      'garage',
      'login',
      'membership',
      'reset-password',
      'service-areas',
      'services',
      'testimonials',
      'privacy-policy',
      'terms-conditions',
      'images',
      'admin',
      'api',
      'assets',
    ]) {
      expect(reserved).toContain(segment)
    }
  })

  it('leaves out the home page, Vike special folders and the top-level /@area route, whose names are the areas', () => {
    const reserved = reservedRouteSegments()
    for (const segment of ['index', '_error', 'area', 'katy']) expect(reserved).not.toContain(segment)
  })

  it('reserves a new route folder with no other change', () => {
    const root = makeTempDir('routes-')
    for (const dir of ['pages/index', 'pages/_error', 'pages/about', 'pages/gift-cards', 'pages/area', 'pages/services/@service', 'public/images'])
      fs.mkdirSync(path.join(root, dir), { recursive: true })
    fs.writeFileSync(path.join(root, 'pages/area/+route.ts'), "export default '/@area'\n")
    expect(reservedRouteSegments(root)).toEqual(['about', 'admin', 'api', 'assets', 'gift-cards', 'images', 'services'])
    expect([...ALWAYS_RESERVED]).toEqual(['admin', 'api', 'assets'])
  })
})
