import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// The tools' own tests, each beside its tool: the bench and the stress runner.
// Node only; the bench's browser test runs Chromium through Playwright.
export default defineProject({
  test: {
    name: 'tools',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tools/**/*.test.ts'],
    environment: 'node',
  },
})
