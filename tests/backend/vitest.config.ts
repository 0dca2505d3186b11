import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// The backend suite: contract, RLS and bad-input tests against the local
// backend on PGlite and on a temporary PostgreSQL 15 cluster that the global
// setup starts once for the whole run.
export default defineProject({
  test: {
    name: 'backend',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/backend/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/backend/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file starts its own backends; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
})
