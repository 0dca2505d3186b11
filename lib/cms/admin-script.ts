/** Where a production build puts the content manager's script (vite.admin.config.ts). */
export const ADMIN_SCRIPT = '/admin/cms.js'
