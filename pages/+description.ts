import type { PageContext } from 'vike/types'
import { DEFAULT_META, pageMetaOf } from '../lib/seo/page-meta'

// One description reader for every page: the `meta` its +data returned (decision 128).
export default function description(pageContext: PageContext): string {
  return pageMetaOf(pageContext)?.description ?? DEFAULT_META.description
}
