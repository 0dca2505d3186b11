import { openPgliteEngine } from '../db/pglite-engine'
import { migrate } from '../db/migrate'
import type { DatabaseEngine } from '../db/engine'
import { introspectSchema } from './introspect'
import { renderDatabaseTypes } from './render-typescript'

/** Where `npm run gen:types` writes, relative to the repository root. */
export const DATABASE_TYPES_FILE = 'lib/supabase/database.types.ts'

/** The `Database` types of a migrated database's public schema, as `supabase gen types typescript` writes them. */
export async function databaseTypesOf(db: DatabaseEngine): Promise<string> {
  return renderDatabaseTypes(await introspectSchema(db, 'public'))
}

/** Migrates a throwaway in-memory PGlite database (the backend's default engine) and reads its types. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openPgliteEngine()
  try {
    await migrate(db)
    return await databaseTypesOf(db)
  } finally {
    await db.close()
  }
}
