// supabase/README.md's "Current definitions" table names, for every database function that more
// than one migration defines, the migration holding its live body (the last one, in the file-name
// order the CLI applies them). A migration that redefines a function again and a table left as it
// was would send a reader to a body the database no longer runs: this fails first.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const supabase = new URL('../../supabase/', import.meta.url)
const migrationsDir = new URL('migrations/', supabase)

/** Each function defined by more than one migration, with the last migration that defines it. */
function redefinedFunctions(files: readonly { name: string; sql: string }[]): Map<string, string> {
  const definedIn = new Map<string, string[]>()
  for (const { name, sql } of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    for (const match of sql.matchAll(/create\s+(?:or\s+replace\s+)?function\s+([\w.]+)\s*\(/gi)) {
      const raw = match[1]!.toLowerCase()
      const fn = raw.includes('.') ? raw : `public.${raw}`
      const list = definedIn.get(fn) ?? []
      if (!list.includes(name)) list.push(name)
      definedIn.set(fn, list)
    }
  }
  return new Map([...definedIn].filter(([, list]) => list.length > 1).map(([fn, list]) => [fn, list.at(-1)!]))
}

/** The README table's rows: function -> migration file. */
function readmeDefinitions(readme: string): Map<string, string> {
  const section = readme.split(/^## Current definitions$/m)[1]?.split(/^## /m)[0] ?? ''
  return new Map([...section.matchAll(/^\| `([\w.]+)` \| `([\w.-]+\.sql)` \|/gm)].map((m) => [m[1]!, m[2]!]))
}

const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => ({ name, sql: readFileSync(new URL(name, migrationsDir), 'utf8') }))

describe("supabase/README.md's current definitions", () => {
  it('names every redefined function at the migration holding its live body', () => {
    const readme = readFileSync(new URL('README.md', supabase), 'utf8')
    expect(Object.fromEntries(readmeDefinitions(readme))).toEqual(Object.fromEntries(redefinedFunctions(migrations)))
  })

  it('sees a later redefinition move the live body', () => {
    const before = [
      { name: '1_a.sql', sql: 'create function public.f() returns int language sql as $$ select 1 $$;' },
      { name: '2_b.sql', sql: 'CREATE OR REPLACE FUNCTION f() returns int language sql as $$ select 2 $$;' },
    ]
    expect(redefinedFunctions(before)).toEqual(new Map([['public.f', '2_b.sql']]))
    const after = [...before, { name: '3_c.sql', sql: 'create or replace function public.f ( ) returns int language sql as $$ select 3 $$;' }]
    expect(redefinedFunctions(after)).toEqual(new Map([['public.f', '3_c.sql']]))
    expect(readmeDefinitions('## Current definitions\n\n| `public.f` | `2_b.sql` | 1 |\n')).not.toEqual(redefinedFunctions(after))
  })
})
