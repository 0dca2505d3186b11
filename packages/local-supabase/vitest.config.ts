import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// The twin's own tests: GoTrue, PostgREST and functions-runner parity, HTTP surface and bad
// input, on PGlite and on a temporary PostgreSQL 15 cluster that the global setup starts once.
// They run from the project root, whose supabase/ folder is the schema they serve.
export default defineProject({
  test: {
    name: 'backend',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['packages/local-supabase/tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['packages/local-supabase/src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file starts its own backends; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
})
