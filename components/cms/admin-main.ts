// The content manager's script: Decap CMS with the site's previews (start-cms.tsx). Bundled on its
// own, apart from the site's pages (vite.admin.config.ts, docs/decisions/140-cms-at-admin.md), so none of its modules
// changes how the public pages' JavaScript is split; the dev server loads it through
// pages/admin/+client.ts instead.
import siteStyles from '../layout/global.css?url'
import { startCms } from './start-cms'

startCms({
  previewStyles: [siteStyles],
  env: {
    VITE_CMS_BACKEND: import.meta.env.VITE_CMS_BACKEND,
    VITE_CMS_PROXY_URL: import.meta.env.VITE_CMS_PROXY_URL,
    VITE_CMS_BRANCH: import.meta.env.VITE_CMS_BRANCH,
    VITE_CMS_REPO: import.meta.env.VITE_CMS_REPO,
    VITE_CMS_AUTH_URL: import.meta.env.VITE_CMS_AUTH_URL,
    VITE_CMS_AUTH_ENDPOINT: import.meta.env.VITE_CMS_AUTH_ENDPOINT,
  },
})
