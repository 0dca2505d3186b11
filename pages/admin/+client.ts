// The /admin page's only script (it replaces pages/+client.ts here). In development it loads the
// content manager (components/cms/admin-main.ts) through the dev server; a production build bundles
// that apart from the site (vite.admin.config.ts, into /admin/cms.js) and this only loads it, so
// the CMS shares no chunk with the public pages (docs/decisions/140-cms-at-admin.md).
import { ADMIN_SCRIPT } from '../../lib/cms/admin-script'

if (import.meta.env.DEV) {
  void import('../../components/cms/admin-main')
} else {
  const script = document.createElement('script')
  script.type = 'module'
  script.src = ADMIN_SCRIPT
  document.head.append(script)
}
