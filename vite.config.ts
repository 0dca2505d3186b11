import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { catalogueCheck } from './lib/catalogue/vite-plugin'
import { responsiveImages } from './lib/images/vite-plugin'

export default defineConfig({
  // The catalogue is checked before anything is built: bad data fails with one line per problem.
  // Raster photos in public/images become AVIF/WebP variants the pages' <picture> elements list.
  plugins: [catalogueCheck(), responsiveImages(), vike(), react()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  build: { target: 'es2022' },
})
