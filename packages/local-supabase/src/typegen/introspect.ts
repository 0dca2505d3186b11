import type { SqlExecutor } from '../db/engine'

// Reads what `supabase gen types typescript` reads, with the catalogue queries of its generator,
// supabase/postgres-meta (src/lib/sql/{columns,functions,table_relationships,types}.sql.ts,
// https://github.com/supabase/postgres-meta), trimmed to the fields its TypeScript template uses
// and to one schema. Object ids are text: int8 arrives as a number from one engine and a bigint
// from the other.

export interface RelationMeta {
  id: string
  name: string
  kind: 'table' | 'view'
  isUpdatable: boolean
}

export interface ColumnMeta {
  tableId: string
  name: string
  /** pg_type.typname of the column (its base type for a domain), e.g. `text`, `_text`, `timestamptz`. */
  format: string
  isNullable: boolean
  isIdentity: boolean
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null
  hasDefault: boolean
  isUpdatable: boolean
}

export interface RelationshipMeta {
  foreignKeyName: string
  relation: string
  columns: string[]
  referencedRelation: string
  referencedColumns: string[]
  isOneToOne: boolean
}

export interface FunctionArgMeta {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table'
  name: string
  typeId: string
  hasDefault: boolean
}

export interface FunctionMeta {
  id: string
  name: string
  args: FunctionArgMeta[]
  /** pg_get_function_arguments(): `bookings` for a computed field's single unnamed row argument. */
  argumentTypes: string
  returnTypeId: string
  /** pg_get_function_result(), e.g. `trigger`, `SETOF bookings`, `TABLE(code text)`. */
  returnType: string
  returnTypeRelationId: string | null
  isSetReturning: boolean
  prorows: number | null
}

export interface TypeMeta {
  id: string
  name: string
  schema: string
  enums: string[]
  attributes: { name: string; typeId: string }[]
  typeRelationId: string | null
}

export interface SchemaMeta {
  schema: string
  relations: RelationMeta[]
  columns: ColumnMeta[]
  relationships: RelationshipMeta[]
  functions: FunctionMeta[]
  types: TypeMeta[]
}

export async function introspectSchema(db: SqlExecutor, schema = 'public'): Promise<SchemaMeta> {
  const relations = await db.query<RelationMeta>(
    `select c.oid::text as id, c.relname as name,
            case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind,
            c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as "isUpdatable"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schema],
  )
  const columns = await db.query<ColumnMeta>(
    `select c.oid::text as "tableId", a.attname as name,
            coalesce(bt.typname, t.typname) as format,
            not (a.attnotnull or t.typtype = 'd' and t.typnotnull) as "isNullable",
            a.attidentity in ('a', 'd') as "isIdentity",
            case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as "identityGeneration",
            a.atthasdef as "hasDefault",
            (c.relkind in ('r', 'p') or c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as "isUpdatable"
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
    [schema],
  )
  const relationships = await db.query<RelationshipMeta>(
    `with pks_uniques_cols as (
       select conrelid, jsonb_agg(column_info.cols) as cols
         from pg_constraint
         join lateral (
           select array_agg(cols.attname order by cols.attnum) as cols
             from (select unnest(conkey) as col) _
             join pg_attribute cols on cols.attrelid = conrelid and cols.attnum = col
         ) column_info on true
        where contype in ('p', 'u') and connamespace = $1::regnamespace
        group by conrelid
     )
     select traint.conname as "foreignKeyName", tab.relname as relation,
            column_info.cols as columns, other.relname as "referencedRelation",
            column_info.refs as "referencedColumns",
            coalesce(column_info.cols in (select * from jsonb_array_elements(pks_uqs.cols)), false) as "isOneToOne"
       from pg_constraint traint
       join lateral (
         select jsonb_agg(cols.attname order by ord) as cols, jsonb_agg(refs.attname order by ord) as refs
           from unnest(traint.conkey, traint.confkey) with ordinality as _(col, ref, ord)
           join pg_attribute cols on cols.attrelid = traint.conrelid and cols.attnum = col
           join pg_attribute refs on refs.attrelid = traint.confrelid and refs.attnum = ref
       ) column_info on true
       join pg_class tab on tab.oid = traint.conrelid
       join pg_class other on other.oid = traint.confrelid
       left join pks_uniques_cols pks_uqs on pks_uqs.conrelid = traint.conrelid
      where traint.contype = 'f' and traint.conparentid = 0
        and traint.connamespace = $1::regnamespace and other.relnamespace = $1::regnamespace`,
    [schema],
  )
  const functions = await db.query<FunctionMeta & { args: FunctionArgMeta[] | null }>(
    `with functions as (
       select p.*,
              coalesce(p.proargmodes::text[], array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as arg_modes,
              coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as arg_names,
              coalesce(p.proallargtypes, p.proargtypes) as arg_types,
              array_cat(array_fill(false, array[pronargs - pronargdefaults]), array_fill(true, array[pronargdefaults])) as arg_has_defaults
         from pg_proc p
        where p.pronamespace = $1::regnamespace and p.prokind = 'f'
     )
     select f.oid::text as id, f.proname as name,
            (select jsonb_agg(jsonb_build_object(
                      'mode', case a.mode when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout' when 'v' then 'variadic' else 'table' end,
                      'name', a.name, 'typeId', a.type_id::text, 'hasDefault', coalesce(a.has_default, false))
                    order by a.ord)
               from unnest(f.arg_modes, f.arg_names, f.arg_types::oid[], f.arg_has_defaults)
                    with ordinality as a(mode, name, type_id, has_default, ord)) as args,
            pg_get_function_arguments(f.oid) as "argumentTypes",
            f.prorettype::text as "returnTypeId",
            pg_get_function_result(f.oid) as "returnType",
            nullif(rt.typrelid, 0)::text as "returnTypeRelationId",
            f.proretset as "isSetReturning",
            case when f.proretset then nullif(f.prorows, 0)::float8 end as prorows
       from functions f
       left join pg_type rt on rt.oid = f.prorettype`,
    [schema],
  )
  // Every type, system ones included: a column or argument names its type by id.
  const types = await db.query<TypeMeta>(
    `select t.oid::text as id, t.typname as name, n.nspname as schema,
            coalesce((select jsonb_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '[]') as enums,
            coalesce((select jsonb_agg(jsonb_build_object('name', a.attname, 'typeId', a.atttypid::text) order by a.attnum)
                        from pg_class c join pg_attribute a on a.attrelid = c.oid
                       where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped), '[]') as attributes,
            nullif(t.typrelid, 0)::text as "typeRelationId"
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where t.typrelid = 0 or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)`,
  )
  return {
    schema,
    relations: relations.rows,
    columns: columns.rows,
    relationships: relationships.rows,
    // The generator leaves out trigger functions (postgres-meta src/lib/generators.ts).
    functions: functions.rows
      .filter((fn) => !['trigger', 'event_trigger'].includes(fn.returnType))
      .map((fn) => ({ ...fn, args: fn.args ?? [], prorows: fn.prorows === null ? null : Number(fn.prorows) })),
    types: types.rows,
  }
}
