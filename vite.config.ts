import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { blogDir } from './lib/catalogue/blog-dir.server'
import { catalogueCheck } from './build/catalogue-check'
import { responsiveImages } from './build/images/vite-plugin'
import { pandaStaticClasses } from './build/panda-static-classes'
import { compileHints } from './build/islands/compile-hints'
import { islandChunksPlugin } from './build/islands/island-chunks'
import { withoutPreloadHelper } from './build/islands/without-preload-helper'

export default defineConfig({
  // The catalogue is checked before anything is built: bad data fails with one line per problem
  // (the blog folder is CATALOGUE_BLOG_DIR when set: npm run bench:build).
  // Raster photos in public/images become AVIF/WebP variants the pages' <picture> elements list.
  // Literal Panda calls become class strings at build time: islands ship no styling runtime.
  // The chunks the public pages load are compiled eagerly, off the main thread.
  // Each island's scripts are listed for the runtime to request at once.
  plugins: [
    catalogueCheck({ blogDir: blogDir() }),
    responsiveImages(),
    vike(),
    react(),
    pandaStaticClasses(fileURLToPath(new URL('./styled-system', import.meta.url))),
    withoutPreloadHelper(),
    compileHints('pages/+client.ts'),
    islandChunksPlugin('pages/+client.ts'),
  ],
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
    // Islands load after the largest paint, so the entry every page requests first
    // carries no preload lists: build/islands/without-preload-helper.ts unwraps its dynamic
    // imports. Chunks loaded later keep Vite's lists: an overlay's import asks for
    // all its chunks at once instead of one level of static imports per round trip (the bag
    // drawer's were three). No polyfill: every browser that runs the site's modules has modulepreload.
    modulePreload: { polyfill: false },
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
            // zustand's core, the storage helpers and the bag's store (components/bag/) with what it imports: View Bag,
            // on every page, needs all of them before idle. Left to the bundler they were five files
            // two levels deep, each level a round trip after the one before was parsed, and behind
            // React's evaluation on an early tap.
            {
              name: 'state',
              test: /node_modules[\\/]zustand[\\/]esm[\\/](index|vanilla|react)\.mjs|lib[\\/]storage[\\/]safe-storage\.ts|components[\\/]bag[\\/](bag-store|create-bag-store|rules|storage)\.ts|lib[\\/](catalogue[\\/]products|toast[\\/]show-toast|format[\\/]price)\.ts|styled-system[\\/]css[\\/]cx\.mjs/,
            },
          ],
        },
      },
    },
  },
})
