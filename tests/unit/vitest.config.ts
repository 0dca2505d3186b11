import { defineProject } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { catalogueCheck } from '../../lib/catalogue/vite-plugin'

export default defineProject({
  // The catalogue's virtual modules (virtual:catalogue-nav, virtual:catalogue-bag), as in the build.
  plugins: [catalogueCheck()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('../../styled-system', import.meta.url)) },
  },
  test: {
    name: 'unit',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
