import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { blogDir } from './lib/catalogue/blog-dir'
import { catalogueCheck } from './lib/catalogue/vite-plugin'
import { responsiveImages } from './lib/images/vite-plugin'
import { pandaStaticClasses } from './lib/styles/panda-static-classes'
import { withoutPreloadHelper } from './tools/vite-plugins/without-preload-helper'

export default defineConfig({
  // The catalogue is checked before anything is built: bad data fails with one line per problem
  // (the blog folder is CATALOGUE_BLOG_DIR when set: npm run bench:build).
  // Raster photos in public/images become AVIF/WebP variants the pages' <picture> elements list.
  // Literal Panda calls become class strings at build time (decision 110): islands ship no styling runtime.
  plugins: [catalogueCheck({ blogDir: blogDir() }), responsiveImages(), vike(), react(), pandaStaticClasses(fileURLToPath(new URL('./styled-system', import.meta.url))), withoutPreloadHelper()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // BUILD_MINIFY=0 keeps function names, for reading a CPU profile (npm run bench:interaction -- --profile).
    minify: process.env.BUILD_MINIFY !== '0',
    // Islands load after the largest paint (decision 110): Vite's dependency preloading would add
    // every island's chunk list (and its helper) to the entry every page requests first. The helper
    // itself stays unless unwrapped (tools/vite-plugins/without-preload-helper.ts, decision 147).
    modulePreload: false,
    rolldownOptions: {
      // React, React DOM, the JSX runtime, the scheduler and the islands' mount code: one file
      // every page requests at once and caches once.
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/](?!server|cjs[\\/]react-dom-server)|lib[\\/]islands[\\/](mount|IslandRoot)\.tsx|components[\\/]ui[\\/]use-hydrated\.ts/,
            },
            // zustand's core and the storage helpers: the layout's stores need both before idle. Left to
            // the bundler they split in two as soon as an island uses one without the other (the ZIP
            // step's session memory, the waiting list's client): one more request, same bytes.
            {
              name: 'state',
              test: /node_modules[\\/]zustand[\\/]esm[\\/](index|vanilla|react)\.mjs|lib[\\/]storage[\\/]safe-storage\.ts/,
            },
          ],
        },
      },
    },
  },
})
