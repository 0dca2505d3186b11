// Head tags of one page, built from the catalogue on the server (vike-react's Head runs
// server-side only, so nothing here reaches the browser bundle).
import { usePageContext } from 'vike-react/usePageContext'
import { business } from '../../lib/catalogue/catalogue'
import type { ImageRef } from '../../lib/catalogue/types'
import { breadcrumbJsonLd, type Crumb, type JsonLd } from '../../lib/seo/jsonld'
import { SeoHead } from './SeoHead'

export interface PageHeadProps {
  /** Trail from Home to this page; emitted as BreadcrumbList when longer than one. */
  crumbs?: Crumb[]
  jsonLd?: JsonLd[]
  /** @default the business logo */
  image?: ImageRef
  /** @default "website" */
  ogType?: 'website' | 'article'
  /** Override of the route path used for canonical and og:url. @default pageContext.urlPathname */
  path?: string
  noindex?: boolean
}

export function PageHead({ crumbs, jsonLd = [], image, ogType, path, noindex }: PageHeadProps) {
  const pageContext = usePageContext()
  const route = path ?? pageContext.urlPathname
  const all = crumbs && crumbs.length > 1 ? [...jsonLd, breadcrumbJsonLd(business.siteUrl, crumbs)] : jsonLd
  return (
    <SeoHead
      siteUrl={business.siteUrl}
      siteName={business.name}
      path={route}
      image={image ?? business.logo}
      jsonLd={all}
      {...(ogType ? { ogType } : {})}
      {...(noindex ? { noindex } : {})}
    />
  )
}

/** Crumbs for a page directly under Home. */
export function crumbsFor(name: string, path: string, parent?: Crumb): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...(parent ? [parent] : []), { name, path }]
}

