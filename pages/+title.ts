import type { PageContext } from 'vike/types'
import { DEFAULT_META, pageMetaOf } from '../lib/seo/page-meta'

// One title reader for every page: the `meta` its +data returned (decision 128).
export default function title(pageContext: PageContext): string {
  return pageMetaOf(pageContext)?.title ?? DEFAULT_META.title
}
