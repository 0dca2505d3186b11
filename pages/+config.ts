import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // about.html rather than about/index.html: Cloudflare Pages serves /about from about.html and
  // redirects /about/ to it, while a folder's index.html is served at /about/ only, with a 308
  // from the bare URL the site links to (https://developers.cloudflare.com/pages/configuration/serving-pages/,
  // https://vike.dev/prerender#noextradir).
  prerender: { noExtraDir: true },
  // Every page is HTML plus islands (docs/decisions/110-islands-html-only-pages.md): no Vike client runtime, no whole-page hydration;
  // +client.ts hydrates the interactive regions.
  clientHooks: false,
  // No client-side routing either: every link loads the next prerendered document (docs/decisions/113-document-navigation.md), so
  // the prerender writes no *.pageContext.json beside each page for a router that never runs.
  clientRouting: false,
  // ...and page and layout code never reach the browser bundle: they only render HTML.
  meta: {
    Page: { env: { server: true, client: false } },
    Layout: { env: { server: true, client: false } },
    // false on /admin (pages/admin/+config.ts): the page is Decap CMS's, not the site's (docs/decisions/140-cms-at-admin.md).
    siteChrome: { env: { server: true } },
  },
  lang: 'en',
  // Title, description and the rest of the head come from each page's `meta` (pages/+title.ts,
  // +description.ts, +Head.tsx; docs/decisions/128-thin-route-layer.md).
} satisfies Config

// Vike's documented way to type a custom setting (https://vike.dev/meta#typescript).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface Config {
      /** The site's header, footer and overlays around the page. @default true */
      siteChrome?: boolean
    }
  }
}
