import { usePageContext } from 'vike-react/usePageContext'
import { token } from 'styled-system/tokens'
import { PageHead } from '../components/layout'
import { pageMetaOf } from '../lib/seo/page-meta'
import { VIEW_TRANSITION_OPT_IN_CSS } from '../lib/navigation/view-transition-opt-in'

// Tags every page shares, and its canonical link, Open Graph and breadcrumb from the `meta` its
// +data returned (docs/decisions/128-thin-route-layer.md). A page folder's own +Head adds only what is that page's alone
// (its JSON-LD); vike-react renders it before this one.
export default function Head() {
  const meta = pageMetaOf(usePageContext())
  return (
    <>
      {meta ? <PageHead meta={meta} /> : null}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content={token('colors.navy.900')} />
      {/* Inline so it is there before <body> (lib/navigation/view-transition-opt-in.ts); allowed by its CSP hash. */}
      <style>{VIEW_TRANSITION_OPT_IN_CSS}</style>
    </>
  )
}
