// The head of every route as data (docs/decisions/128-thin-route-layer.md): each builder names the route's own canonical
// path, its breadcrumb trail and whether it stays out of the index; the root +title and
// +description read that meta, with the site's defaults for a page without one.
import { describe, expect, it } from 'vitest'
import type { PageContext } from 'vike/types'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { INFO_PAGE_SLUGS } from '../../lib/catalogue/rules'
import { accountPageMeta, DEFAULT_META, pageMetaOf, type PageMeta } from '../../lib/seo/page-meta'
import { infoData } from '../../components/catalogue-pages/info/data'
import { errorPageData } from '../../components/catalogue-pages/info/page-data'
import { homeData } from '../../components/catalogue-pages/home/data'
import { areaNamesText } from '../../lib/catalogue/nav'
import { servicePageData } from '../../lib/catalogue/service-detail'
import { bookableIds, bookingData } from '../../components/booking/data'
import { blogPostData } from '../../components/catalogue-pages/blog/data'
import { blogPosts } from '../fixtures/pages/blog'
import title from '../../pages/+title'
import description from '../../pages/+description'

const lastCrumb = (meta: PageMeta) => meta.crumbs?.at(-1)

describe('route meta', () => {
  // /book, /garage and /reset-password have builders of their own (below).
  const infoRoutes = INFO_PAGE_SLUGS.filter((slug) => !['book', 'garage', 'reset-password'].includes(slug))

  it.each(infoRoutes)('/%s is its own canonical page, one crumb below Home', (slug) => {
    const { meta, heading } = infoData(catalogue, slug)
    expect(meta.canonicalPath).toBe(`/${slug}`)
    expect(meta.crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: heading, path: `/${slug}` },
    ])
    expect(meta.noindex).toBeUndefined()
  })

  it('names "/" as canonical for both "/" and "/katy", each other area its own path', () => {
    expect(homeData(catalogue, 'katy', true)?.meta.canonicalPath).toBe('/')
    expect(homeData(catalogue, 'katy', false)?.meta.canonicalPath).toBe('/')
    const fulshear = homeData(catalogue, 'fulshear', false)
    expect(fulshear?.meta.canonicalPath).toBe('/fulshear')
    expect(fulshear?.meta.image).toEqual(catalogue.areas.find((a) => a.slug === 'fulshear')?.image)
  })

  it('gives every service page its path, its name as the last crumb and its photo', () => {
    for (const page of catalogue.servicePages) {
      const meta = servicePageData(catalogue, page.slug)?.meta
      expect(meta?.canonicalPath).toBe(`/services/${page.slug}`)
      expect(meta && lastCrumb(meta)).toEqual({ name: page.name, path: `/services/${page.slug}` })
      expect(meta?.image).toEqual(page.image)
    }
  })

  it('puts /book/{id} under Book, and keeps an unknown id out of the index with /book as canonical', () => {
    const id = bookableIds(catalogue)[0] ?? 'none'
    const selected = bookingData(catalogue, id).meta
    expect(selected.canonicalPath).toBe(`/book/${id}`)
    expect(selected.crumbs?.map((c) => c.path)).toEqual(['/', '/book', `/book/${id}`])
    expect(bookingData(catalogue).meta).toMatchObject({ canonicalPath: '/book' })
    expect(bookingData(catalogue).meta.noindex).toBeUndefined()
    expect(bookingData(catalogue, 'teleport-detail').meta).toMatchObject({ canonicalPath: '/book', noindex: true })
  })

  it('marks a blog post as an article under Blog', () => {
    const post = blogPosts[0]
    expect(post).toBeDefined()
    const meta = blogPostData(blogPosts, post?.slug ?? '', catalogue.business.name)?.meta
    expect(meta).toMatchObject({ canonicalPath: `/blog/${post?.slug}`, ogType: 'article', image: post?.image })
    expect(meta?.crumbs?.map((c) => c.path)).toEqual(['/', '/blog', `/blog/${post?.slug}`])
  })

  it('keeps account pages and the error page out of the index; the error page has no canonical', () => {
    expect(accountPageMeta('My Garage', '/garage', 'Katy Mobile Detailing')).toEqual({
      title: 'My Garage | Katy Mobile Detailing',
      description: 'My Garage: Katy Mobile Detailing account page.',
      canonicalPath: '/garage',
      noindex: true,
    })
    const notFound = errorPageData(true, 'Katy Mobile Detailing', catalogue.areas).meta
    expect(notFound).toMatchObject({
      title: 'Page not found | Katy Mobile Detailing',
      description: 'This page could not be found. Browse our mobile detailing services in Katy, Jordan Ranch, Fulshear and Cinco Ranch.',
      noindex: true,
    })
    expect(notFound.canonicalPath).toBeUndefined()
    expect(errorPageData(false, 'Katy Mobile Detailing', catalogue.areas).meta.title).toBe('Something went wrong | Katy Mobile Detailing')
  })

  it('names the areas of the catalogue in code-written descriptions, in the owner order, counting past five', () => {
    expect(areaNamesText(catalogue.areas, 'or')).toBe('Katy, Jordan Ranch, Fulshear or Cinco Ranch')
    expect(areaNamesText([{ name: 'Katy' }], 'and')).toBe('Katy')
    expect(areaNamesText([{ name: 'Katy' }, { name: 'Sugar Land' }], 'and')).toBe('Katy and Sugar Land')
    const many = Array.from({ length: 50 }, (_, i) => ({ name: `Area ${i + 1}` }))
    expect(areaNamesText(many, 'or')).toBe('Area 1, Area 2, Area 3, Area 4 and 46 more areas')
  })
})

describe('root title and description', () => {
  const withData = (data: unknown) => ({ data }) as unknown as PageContext

  it("read the meta the page's data returned", () => {
    const meta = infoData(catalogue, 'about').meta
    expect(pageMetaOf(withData({ meta }))).toBe(meta)
    expect(title(withData({ meta }))).toBe(meta.title)
    expect(description(withData({ meta }))).toBe(meta.description)
  })

  it('fall back to the site defaults for a page without data or meta', () => {
    for (const data of [undefined, null, {}]) {
      expect(title(withData(data))).toBe(DEFAULT_META.title)
      expect(description(withData(data))).toBe(DEFAULT_META.description)
    }
  })
})
