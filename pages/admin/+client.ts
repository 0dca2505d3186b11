// The /admin page's only script (it replaces pages/+client.ts here): Decap CMS, bundled for this
// page alone (decision 140). The site's stylesheet is handed to the preview frame. Vike replaces a
// bare `import.meta.env` with null (https://vike.dev/env), so each variable is named.
import siteStyles from '../../components/layout/global.css?url'
import { startCms } from '../../components/cms/start-cms'

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
