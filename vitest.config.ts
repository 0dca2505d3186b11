import { defineConfig } from 'vitest/config'

// Each test area owns its own config (environment, timeouts, global setup),
// so the backend suite's database harness never slows the pure unit tests.
export default defineConfig({
  test: {
    projects: ['tests/*/vitest.config.ts', 'packages/*/vitest.config.ts', 'tools/vitest.config.ts'],
  },
})
