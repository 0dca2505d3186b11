// lib/supabase/database.types.ts is generated from the migrations (`npm run gen:types`), like
// `supabase gen types typescript --local --schema public`. These tests regenerate it from a
// freshly migrated database on both engines and fail when a migration changed the schema and the
// committed file was not regenerated. The expected layout of enums, composite types, tables and
// functions is copied from the generator's own snapshot test:
// https://github.com/supabase/postgres-meta/blob/master/test/server/typegen.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseEngine } from 'local-supabase/db/engine'
import { migrate } from 'local-supabase/db/migrate'
import { openPgliteEngine } from 'local-supabase/db/pglite-engine'
import { openPostgresEngine } from 'local-supabase/db/postgres-engine'
import { DATABASE_TYPES_FILE, databaseTypesOf } from 'local-supabase/typegen'
import { createDatabase, ENGINES, type EngineName } from 'local-supabase/testing/engines'

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..')
const committed = () => readFileSync(join(root, DATABASE_TYPES_FILE), 'utf8')

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function migratedDatabase(engine: EngineName): Promise<DatabaseEngine> {
  if (engine === 'pglite') {
    const db = await openPgliteEngine()
    cleanups.push(() => db.close())
    await migrate(db)
    return db
  }
  const database = await createDatabase()
  const db = await openPostgresEngine(database.url)
  cleanups.push(async () => {
    await db.close()
    await database.drop()
  })
  await migrate(db)
  return db
}

describe.each(ENGINES)('generated database types on %s', (engine) => {
  // One migration per engine (the slow part); the second test changes this database, so it runs last.
  let db: DatabaseEngine
  beforeAll(async () => {
    db = await migratedDatabase(engine)
  })

  it(`${DATABASE_TYPES_FILE} matches the migrated schema`, async () => {
    const generated = await databaseTypesOf(db)
    const file = committed()
    // toBe would print a diff of two 500-line files; the hint is what the reader needs.
    if (generated !== file) {
      const [wanted, found] = [generated.split('\n'), file.split('\n')]
      let line = 0
      while (wanted[line] === found[line]) line += 1
      expect.fail(
        `${DATABASE_TYPES_FILE} is out of date with supabase/migrations (first difference at line ${line + 1}: expected ${JSON.stringify(wanted[line])}): run npm run gen:types and commit the result.`,
      )
    }
  })

  it('changes when a migration changes a table, so a stale file cannot pass', async () => {
    await db.exec('alter table public.vehicles add column color text; alter table public.vehicles drop column nickname;')
    const generated = await databaseTypesOf(db)
    expect(generated).not.toBe(committed())
    const vehicles = generated.slice(generated.indexOf('      vehicles: {'))
    expect(vehicles).toContain('          color: string | null\n')
    expect(vehicles.slice(0, vehicles.indexOf('Insert'))).not.toContain('nickname')
  })
})

describe('layout, as postgres-meta writes it', () => {
  let db: DatabaseEngine
  beforeAll(async () => {
    db = await migratedDatabase('pglite')
  })

  it('prints tables, views, functions, enums and composite types like the CLI', async () => {
    await db.exec(`
      create type public.meme_status as enum ('new', 'old', 'retired');
      create type public.composite_type_with_array_attribute as (my_text_array text[]);
      create table public.category (id serial primary key, name text not null);
      create table public.memes (
        id serial primary key,
        category integer references public.category (id),
        status public.meme_status
      );
      create view public.memes_view as select id, status from public.memes;
      create function public.function_returning_table_with_args(user_id int)
        returns table (id int, name text) language sql stable as $$ select id, name from public.category where id = user_id $$;
      create function public.get_todo_ids_rows_one(p_limit int default 1) returns int language sql as $$ select 1 $$;
    `)
    const generated = await databaseTypesOf(db)
    expect(generated).toContain(`      category: {
        Row: {
          id: number
          name: string
        }
        Insert: {
          id?: number
          name: string
        }
        Update: {
          id?: number
          name?: string
        }
        Relationships: []
      }
`)
    expect(generated).toContain(`        Relationships: [
          {
            foreignKeyName: "memes_category_fkey"
            columns: ["category"]
            isOneToOne: false
            referencedRelation: "category"
            referencedColumns: ["id"]
          },
        ]
`)
    expect(generated).toContain(`          status: Database["public"]["Enums"]["meme_status"] | null\n`)
    expect(generated).toContain(`      memes_view: {
        Row: {
          id: number | null
          status: Database["public"]["Enums"]["meme_status"] | null
        }
        Insert: {
          id?: number | null
          status?: Database["public"]["Enums"]["meme_status"] | null
        }
`)
    expect(generated).toContain(`      function_returning_table_with_args: {
        Args: { user_id: number }
        Returns: {
          id: number
          name: string
        }[]
      }
`)
    expect(generated).toContain(`      get_todo_ids_rows_one: { Args: { p_limit?: number }; Returns: number }\n`)
    expect(generated).toContain(`    Enums: {
      meme_status: "new" | "old" | "retired"
    }
    CompositeTypes: {
      composite_type_with_array_attribute: {
        my_text_array: string[] | null
      }
    }
`)
    expect(generated).toContain(`export const Constants = {
  public: {
    Enums: {
      meme_status: ["new", "old", "retired"],
    },
  },
} as const
`)
  })
})
