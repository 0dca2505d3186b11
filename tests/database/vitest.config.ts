import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// The storefront's database: its migrations, RLS, edge functions and the business loop
// (leads, bookings, the owner's outbox), through supabase-js and HTTP against the local
// Supabase twin (packages/local-supabase) on PGlite and on a temporary PostgreSQL 15 cluster.
export default defineProject({
  test: {
    name: 'database',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/database/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['local-supabase/testing/global-setup'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
})
