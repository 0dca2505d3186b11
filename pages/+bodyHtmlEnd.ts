import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import nav from 'virtual:catalogue-nav'
import { CLIENT_ONLY_PAGES, NoScriptFallback } from '../components/layout/NoScriptFallback'

// Client-only pages (ssr: false, design section 1) are an empty shell until their script runs.
// Without JavaScript that would be a blank page, so they carry a readable <noscript> version
// (issue 8: every page readable without JavaScript). Prerendered pages need nothing here.
export default function bodyHtmlEnd(pageContext: PageContext): string {
  const page = CLIENT_ONLY_PAGES[pageContext.urlPathname]
  if (!page) return ''
  return `<noscript>${renderToStaticMarkup(createElement(NoScriptFallback, { ...page, nav }))}</noscript>`
}
