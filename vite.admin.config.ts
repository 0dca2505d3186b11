// The content manager (/admin, Decap CMS) as a bundle of its own, built after the site
// (`npm run build`) into dist/client/admin/: cms.js plus its hashed chunks and the site's
// stylesheet for the preview frame. Apart from the site's build so that none of its modules
// (React's exports, the catalogue helpers the previews share with the islands) changes how the
// public pages' JavaScript is split (docs/decisions/140-cms-at-admin.md). The dev server serves the same code through
// pages/admin/+client.ts.
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { pandaStaticClasses } from './build/panda-static-classes'

export default defineConfig({
  plugins: [react(), pandaStaticClasses(fileURLToPath(new URL('./styled-system', import.meta.url)))],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  // The site's build has copied public/ already.
  publicDir: false,
  base: '/admin/',
  build: {
    target: 'es2022',
    outDir: 'dist/client/admin',
    emptyOutDir: false,
    sourcemap: false,
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      input: { cms: fileURLToPath(new URL('./components/cms/admin-main.ts', import.meta.url)) },
      // The previews import the bag's components from its index.ts; bag/islands.ts, which loads
      // the same modules lazily for the site's islands, comes along unused (as in vite.config.ts's ssr).
      checks: { ineffectiveDynamicImport: false },
      output: { entryFileNames: 'cms.js', chunkFileNames: 'assets/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
    },
  },
})
