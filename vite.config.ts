import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { blogDir } from './lib/catalogue/blog-dir'
import { catalogueCheck } from './lib/catalogue/vite-plugin'
import { responsiveImages } from './lib/images/vite-plugin'

export default defineConfig({
  // The catalogue is checked before anything is built: bad data fails with one line per problem
  // (the blog folder is CATALOGUE_BLOG_DIR when set: npm run bench:build).
  // Raster photos in public/images become AVIF/WebP variants the pages' <picture> elements list.
  plugins: [catalogueCheck({ blogDir: blogDir() }), responsiveImages(), vike(), react()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  build: { target: 'es2022', sourcemap: process.env.BUILD_SOURCEMAP === '1' },
})
