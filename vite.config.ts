import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { catalogueCheck } from './lib/catalogue/vite-plugin'

export default defineConfig({
  // The catalogue is checked before anything is built: bad data fails with one line per problem.
  plugins: [catalogueCheck(), vike(), react()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  build: { target: 'es2022' },
})
