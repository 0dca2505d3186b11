// Per-page head tags (rendered by each page folder's +Head.tsx, server-side only).
// Title and description come from vike-react's title/description settings; this adds the
// canonical link, Open Graph type/url/image and JSON-LD.
import type { ImageRef } from '../../../lib/catalogue/types'
import { serializeJsonLd, type JsonLd } from '../../../lib/seo/jsonld'
import { absoluteUrl, canonicalUrl } from '../../../lib/seo/url'

export interface SeoHeadProps {
  siteUrl: string
  /** Route path of the page, e.g. "/services/full-detail". */
  path: string
  /** Open Graph type. @default "website" */
  ogType?: 'website' | 'article'
  /** Image shared on social networks (made absolute here). */
  image: ImageRef
  siteName: string
  /** JSON-LD objects, each emitted in its own script element. */
  jsonLd?: JsonLd[]
  /** Adds `noindex` for pages that must stay out of search results. @default false */
  noindex?: boolean
}

export function SeoHead({ siteUrl, path, ogType = 'website', image, siteName, jsonLd = [], noindex = false }: SeoHeadProps) {
  const url = canonicalUrl(siteUrl, path)
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content={ogType} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={absoluteUrl(siteUrl, image.src)} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {jsonLd.map((obj, i) => (
        <JsonLdScript key={i} data={obj} />
      ))}
    </>
  )
}

/** A JSON-LD script element; the payload is escaped by serializeJsonLd (no `<` reaches the HTML). */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
