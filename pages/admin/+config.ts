import type { Config } from 'vike/types'

// /admin is Decap CMS (docs/decisions/140-cms-at-admin.md): a page of its own, without the site's header, footer and
// islands; its only script is ./+client.ts, which no public page loads.
export default {
  siteChrome: false,
} satisfies Config
