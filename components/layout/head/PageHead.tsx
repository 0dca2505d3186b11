// Head tags of one page from its PageMeta, built from the catalogue on the server (vike-react's
// Head runs server-side only, so nothing here reaches the browser bundle).
import { business } from '../../../lib/catalogue/catalogue.server'
import { breadcrumbJsonLd } from '../../../lib/seo/jsonld'
import type { PageMeta } from '../../../lib/seo/page-meta'
import { SeoHead } from './SeoHead'

export function PageHead({ meta }: { meta: PageMeta }) {
  const { canonicalPath, crumbs, image, ogType, noindex } = meta
  // The error page has no address of its own: no canonical or Open Graph, only kept out of the index.
  if (canonicalPath === undefined) return noindex ? <meta name="robots" content="noindex" /> : null
  return (
    <SeoHead
      siteUrl={business.siteUrl}
      siteName={business.name}
      path={canonicalPath}
      image={image ?? business.logo}
      jsonLd={crumbs && crumbs.length > 1 ? [breadcrumbJsonLd(business.siteUrl, crumbs)] : []}
      {...(ogType ? { ogType } : {})}
      {...(noindex ? { noindex } : {})}
    />
  )
}
