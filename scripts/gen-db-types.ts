import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from 'local-supabase/typegen'

// `npm run gen:types`: the local twin of `supabase gen types typescript --local --schema public`.
// Run it after adding a migration; tests/database/database-types.test.ts fails until you do.
const root = join(fileURLToPath(new URL('.', import.meta.url)), '..')
const target = join(root, DATABASE_TYPES_FILE)
writeFileSync(target, await generateDatabaseTypes())
console.log(`Wrote ${DATABASE_TYPES_FILE}`)
