// Title and description of data-driven pages: each +data.ts returns `meta`, and the page
// folder's +title.ts / +description.ts re-export these readers (they run on server and client,
// so they only read pageContext.data and import nothing else).
import type { PageContext } from 'vike/types'

export interface PageMeta {
  title: string
  description: string
}

function metaOf(pageContext: PageContext): PageMeta | undefined {
  const data = pageContext.data as { meta?: PageMeta } | undefined
  return data?.meta
}

export function titleFromData(pageContext: PageContext): string | null {
  return metaOf(pageContext)?.title ?? null
}

export function descriptionFromData(pageContext: PageContext): string | null {
  return metaOf(pageContext)?.description ?? null
}
