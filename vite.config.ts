import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  build: { target: 'es2022' },
})
