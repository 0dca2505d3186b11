import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  prerender: true,
  // Every page is HTML plus islands (decision 110): no Vike client runtime, no whole-page hydration;
  // +client.ts hydrates the interactive regions.
  clientHooks: false,
  // No client-side routing either: every link loads the next prerendered document (decision 113), so
  // the prerender writes no *.pageContext.json beside each page for a router that never runs.
  clientRouting: false,
  // ...and page and layout code never reach the browser bundle: they only render HTML.
  meta: { Page: { env: { server: true, client: false } }, Layout: { env: { server: true, client: false } } },
  lang: 'en',
  // Title, description and the rest of the head come from each page's `meta` (pages/+title.ts,
  // +description.ts, +Head.tsx; decision 128).
} satisfies Config
