import type { Config } from 'vike/types'

// /admin is Decap CMS (decision 140): a page of its own, without the site's header, footer and
// islands; its only script is ./+client.ts, which no public page loads.
export default {
  siteChrome: false,
} satisfies Config
