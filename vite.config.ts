import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { blogDir } from './lib/catalogue/blog-dir.server'
import { galleryFile } from './lib/catalogue/gallery-file.server'
import { catalogueCheck } from './build/catalogue-check'
import { responsiveImages } from './build/images/vite-plugin'
import { pandaStaticClasses } from './build/panda-static-classes'

export default defineConfig({
  // The catalogue is checked before anything is built: bad data fails with one line per problem
  // (the blog folder is CATALOGUE_BLOG_DIR when set: npm run bench:build; the before/after pairs
  // CATALOGUE_GALLERY_FILE when set: the e2e build's fixture pair).
  // Raster photos in public/images become AVIF/WebP variants the pages' <picture> elements list.
  // Literal Panda calls become class strings at build time: islands ship no styling runtime.
  plugins: [catalogueCheck({ blogDir: blogDir(), galleryFile: galleryFile() }), responsiveImages(), vike(), react(), pandaStaticClasses(fileURLToPath(new URL('./styled-system', import.meta.url)))],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  environments: {
    // The server build renders every island from its domain's components, which index.ts imports
    // statically; the islands.ts loaders that import the same modules lazily are for the browser's
    // chunks. Rolldown warned about each of them on every build (12 lines of noise): only here.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
  build: {
    target: 'es2022',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // BUILD_MINIFY=0 keeps function names, for reading a CPU profile (npm run bench:interaction -- --profile).
    minify: process.env.BUILD_MINIFY !== '0',
    // Every dynamic import keeps Vite's preload list: an island's or an overlay's import asks for
    // all its chunks at once instead of one level of static imports per parse. No polyfill: every
    // browser that runs the site's modules has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // React, React DOM, the JSX runtime, the scheduler and zustand (the bag's store, on every
      // page): one file every page requests at once and caches once; the rest is Rolldown's splitting.
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|zustand)[\\/](?!server|cjs[\\/]react-dom-server)/,
            },
          ],
        },
      },
    },
  },
})
