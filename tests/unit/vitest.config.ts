import { defineProject } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineProject({
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('../../styled-system', import.meta.url)) },
  },
  test: {
    name: 'unit',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The bag's projection, which pages carry in their HTML (lib/catalogue/products.ts).
    setupFiles: ['tests/unit/setup-bag-catalogue.ts'],
  },
})
