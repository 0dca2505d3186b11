import { defineProject } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineProject({
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('../../styled-system', import.meta.url)) },
  },
  test: {
    name: 'unit',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    // The build's own tests sit beside its code (build/README.md): unit tests too.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'node',
    // Budgets for a busy 2-core machine (docs/decisions/129-test-suite-under-load.md, `npm run test:stress`): the default 5 s
    // was overrun by the heavier file-writing tests under load; a passing test takes no longer for it.
    testTimeout: 30_000,
    // The bag's projection, which pages carry in their HTML (lib/catalogue/products.ts).
    setupFiles: ['tests/unit/setup-bag-catalogue.ts'],
  },
})
