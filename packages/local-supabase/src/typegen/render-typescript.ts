import type { ColumnMeta, FunctionArgMeta, FunctionMeta, RelationMeta, SchemaMeta, TypeMeta } from './introspect'
import { hardObject, printType, softObject, text, type Member, type TypeNode } from './ts-printer'

// The `Database` type as `supabase gen types typescript --schema public` writes it: a port of
// supabase/postgres-meta's src/server/templates/typescript.ts (with one-to-one relationship
// detection on, as the CLI asks for), for one schema. Not ported: relationships through views
// (the CLI adds a view's key dependencies) and the error types for ambiguous overloads; the
// schema has neither.

const VALID_UNNAMED_ARG_TYPES = new Set(['114', '3802', '25']) // json, jsonb, text
const IN_MODES = new Set(['in', 'inout', 'variadic'])

// localeCompare without a locale would follow the machine's; the committed file must not.
const byName = (a: string, b: string) => a.localeCompare(b, 'en')

export function renderDatabaseTypes(meta: SchemaMeta): string {
  const schema = meta.schema
  const typesById = new Map(meta.types.map((type) => [type.id, type]))
  const tables = meta.relations.filter((r) => r.kind === 'table').sort((a, b) => byName(a.name, b.name))
  const views = meta.relations.filter((r) => r.kind === 'view').sort((a, b) => byName(a.name, b.name))
  const relationNames = new Map(meta.relations.map((r) => [r.id, r.name]))
  const enums = meta.types.filter((t) => t.schema === schema && t.enums.length > 0).sort((a, b) => byName(a.name, b.name))
  const composites = meta.types.filter((t) => t.schema === schema && t.attributes.length > 0).sort((a, b) => byName(a.name, b.name))

  const columnsOf = (relationId: string): ColumnMeta[] => meta.columns.filter((c) => c.tableId === relationId).sort((a, b) => byName(a.name, b.name))

  /** postgres-meta's pgTypeToTsType, for a type name as pg_type.typname spells it. */
  function tsType(pgType: string): string {
    if (pgType === 'bool') return 'boolean'
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(pgType)) return 'number'
    if (['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector', 'interval'].includes(pgType)) return 'string'
    if (pgType === 'json' || pgType === 'jsonb') return 'Json'
    if (pgType === 'void') return 'undefined'
    if (pgType === 'record') return 'Record<string, unknown>'
    if (pgType.startsWith('_')) return arrayOf(tsType(pgType.slice(1)))
    const named = (list: TypeMeta[]) => list.find((t) => t.schema === schema) ?? list[0]
    const enumType = named(meta.types.filter((t) => t.name === pgType && t.enums.length > 0))
    if (enumType) {
      return enumType.schema === schema ? `Database[${JSON.stringify(schema)}]["Enums"][${JSON.stringify(enumType.name)}]` : enumType.enums.map((v) => JSON.stringify(v)).join(' | ')
    }
    const composite = named(meta.types.filter((t) => t.name === pgType && t.attributes.length > 0))
    if (composite) return composite.schema === schema ? `Database[${JSON.stringify(schema)}]["CompositeTypes"][${JSON.stringify(composite.name)}]` : 'unknown'
    if (tables.some((t) => t.name === pgType)) return `Database[${JSON.stringify(schema)}]["Tables"][${JSON.stringify(pgType)}]["Row"]`
    if (views.some((v) => v.name === pgType)) return `Database[${JSON.stringify(schema)}]["Views"][${JSON.stringify(pgType)}]["Row"]`
    return 'unknown'
  }
  const tsTypeOfId = (typeId: string) => {
    const type = typesById.get(typeId)
    return type ? tsType(type.name) : 'unknown'
  }
  const nullable = (type: string, isNullable: boolean) => (type === 'unknown' || type === 'any' || !isNullable ? type : `${type} | null`)
  const column = (c: ColumnMeta, options: { optional: boolean; nullable?: boolean }): Member => ({
    key: c.name,
    optional: options.optional,
    value: text(nullable(tsType(c.format), options.nullable ?? c.isNullable)),
  })
  const never = (c: ColumnMeta): Member => ({ key: c.name, optional: true, value: text('never') })

  const relationshipsOf = (relation: RelationMeta): TypeNode => ({
    kind: 'tuple',
    items: meta.relationships
      .filter((r) => r.relation === relation.name)
      .sort(
        (a, b) => byName(a.foreignKeyName, b.foreignKeyName) || byName(a.referencedRelation, b.referencedRelation) || byName(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
      )
      .map((r) =>
        hardObject([
          { key: 'foreignKeyName', value: text(JSON.stringify(r.foreignKeyName)) },
          { key: 'columns', value: text(listLiteral(r.columns)) },
          { key: 'isOneToOne', value: text(String(r.isOneToOne)) },
          { key: 'referencedRelation', value: text(JSON.stringify(r.referencedRelation)) },
          { key: 'referencedColumns', value: text(listLiteral(r.referencedColumns)) },
        ]),
      ),
  })

  // Functions PostgREST can call: no arguments, all named, or one unnamed json/jsonb/text or row.
  const relationTypeIds = new Set(meta.types.filter((t) => t.typeRelationId !== null).map((t) => t.id))
  const returnTableName = (fn: FunctionMeta): string | null => {
    if (!fn.returnTypeRelationId) return null
    return relationNames.get(fn.returnTypeRelationId) ?? (relationTypeIds.has(fn.returnTypeId) ? (typesById.get(fn.returnTypeId)?.name ?? null) : null)
  }
  const functions = meta.functions
    .map((fn) => ({ fn: { ...fn, args: [...fn.args].sort((a, b) => byName(a.name, b.name)) } }))
    .map(({ fn }) => ({ fn, inArgs: fn.args.filter((a) => IN_MODES.has(a.mode)) }))
    .filter(({ inArgs }) => {
      if (inArgs.length === 0 || !inArgs.some((a) => a.name === '')) return true
      if (inArgs.every((a) => a.name !== '' || (a.hasDefault && VALID_UNNAMED_ARG_TYPES.has(a.typeId)))) return true
      return inArgs.length === 1 && (VALID_UNNAMED_ARG_TYPES.has(inArgs[0]!.typeId) || relationTypeIds.has(inArgs[0]!.typeId))
    })
    .sort((a, b) => byName(a.fn.name, b.fn.name))

  function returnTypeOf(fn: FunctionMeta): TypeNode {
    const tableArgs = fn.args.filter((a) => a.mode === 'table')
    if (tableArgs.length > 0) return hardObject(tableArgs.map((a) => ({ key: a.name, value: text(tsTypeOfId(a.typeId)) })))
    const relation = meta.relations.find((r) => r.id === fn.returnTypeRelationId)
    if (relation) return hardObject(columnsOf(relation.id).map((c) => column(c, { optional: false })))
    return text(tsTypeOfId(fn.returnTypeId))
  }

  function signature(fn: FunctionMeta, inArgs: FunctionArgMeta[]): TypeNode {
    const args: TypeNode = inArgs.length === 0 ? text('never') : softObject(inArgs.map((a) => ({ key: a.name, optional: a.hasDefault, value: text(tsTypeOfId(a.typeId)) })))
    const target = returnTableName(fn)
    const tableRowError = inArgs.length === 1 && inArgs[0]!.name === '' && relationTypeIds.has(inArgs[0]!.typeId) && !target
    if (tableRowError) {
      const message = `the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`
      return softObject([
        { key: 'Args', value: args },
        { key: 'Returns', value: hardObject([{ key: 'error', value: text('true') }], ` & ${JSON.stringify(message)}`) },
      ])
    }
    const multipleRows = fn.prorows !== null && fn.prorows > 1
    let setof: Member[] | null = target ? setofOptions('*', target, !multipleRows, fn.isSetReturning) : null
    const rowArgType = fn.args.length === 1 ? typesById.get(fn.args[0]!.typeId) : undefined
    if (rowArgType?.typeRelationId && target) {
      const from = `${rowArgType.schema === 'public' ? '' : `${rowArgType.schema}.`}${rowArgType.name}`
      setof = fn.isSetReturning && fn.returnTypeRelationId ? setofOptions(from, target, !multipleRows, true) : setofOptions(from, target, true, false)
    }
    const collapsibleSingleRow = !multipleRows && target !== null
    const returns = withArraySuffix(returnTypeOf(fn), fn.isSetReturning && !collapsibleSingleRow)
    const members: Member[] = [
      { key: 'Args', value: args },
      { key: 'Returns', value: returns },
    ]
    if (setof) members.push({ key: 'SetofOptions', value: hardObject(setof) })
    return softObject(members)
  }

  const section = (entries: Member[]): TypeNode => hardObject(entries.length > 0 ? entries : [{ indexSignature: '[_ in never]: never' }])

  const functionGroups = new Map<string, typeof functions>()
  for (const entry of functions) functionGroups.set(entry.fn.name, [...(functionGroups.get(entry.fn.name) ?? []), entry])

  const schemaNode = hardObject([
    {
      key: 'Tables',
      value: section(
        tables.map((table) => {
          const columns = columnsOf(table.id)
          const computed = functions.filter(({ fn }) => fn.argumentTypes === table.name)
          return {
            key: table.name,
            value: hardObject([
              {
                key: 'Row',
                value: hardObject([...columns.map((c) => column(c, { optional: false })), ...computed.map(({ fn }) => ({ key: fn.name, value: text(nullable(flatReturn(returnTypeOf(fn)), true)) }))]),
              },
              { key: 'Insert', value: hardObject(columns.map((c) => (c.identityGeneration === 'ALWAYS' ? never(c) : column(c, { optional: c.isNullable || c.isIdentity || c.hasDefault })))) },
              { key: 'Update', value: hardObject(columns.map((c) => (c.identityGeneration === 'ALWAYS' ? never(c) : column(c, { optional: true })))) },
              { key: 'Relationships', value: relationshipsOf(table) },
            ]),
          }
        }),
      ),
    },
    {
      key: 'Views',
      value: section(
        views.map((view) => {
          const columns = columnsOf(view.id)
          const writable = (c: ColumnMeta) => (c.isUpdatable ? column(c, { optional: true, nullable: true }) : never(c))
          return {
            key: view.name,
            value: hardObject([
              { key: 'Row', value: hardObject(columns.map((c) => column(c, { optional: false }))) },
              ...(view.isUpdatable
                ? [
                    { key: 'Insert', value: hardObject(columns.map(writable)) },
                    { key: 'Update', value: hardObject(columns.map(writable)) },
                  ]
                : []),
              { key: 'Relationships', value: relationshipsOf(view) },
            ]),
          }
        }),
      ),
    },
    {
      key: 'Functions',
      value: section(
        [...functionGroups].map(([name, group]) => {
          const signatures = group.map(({ fn, inArgs }) => signature(fn, inArgs))
          return { key: name, value: signatures.length === 1 ? signatures[0]! : { kind: 'union', items: signatures } }
        }),
      ),
    },
    { key: 'Enums', value: section(enums.map((e) => ({ key: e.name, value: text(e.enums.map((v) => JSON.stringify(v)).join(' | ')) }))) },
    {
      key: 'CompositeTypes',
      value: section(
        composites.map((c) => ({
          key: c.name,
          value: hardObject(c.attributes.map((a) => ({ key: a.name, value: text(nullable(tsTypeOfId(a.typeId), true)) }))),
        })),
      ),
    },
  ])

  const database = printType(hardObject([{ key: schema, value: schemaNode }]), 0, 'export type Database = '.length)
  const constantsEnums = enums.length === 0 ? '{}' : `{\n${enums.map((e) => `      ${e.name}: [${e.enums.map((v) => JSON.stringify(v)).join(', ')}],`).join('\n')}\n    }`
  return `${JSON_TYPE}

export type Database = ${database}

${helperTypes(schema)}
export const Constants = {
  ${schema}: {
    Enums: ${constantsEnums},
  },
} as const
`
}

function setofOptions(from: string, to: string, isOneToOne: boolean, isSetofReturn: boolean): Member[] {
  return [
    { key: 'from', value: text(JSON.stringify(from)) },
    { key: 'to', value: text(JSON.stringify(to)) },
    { key: 'isOneToOne', value: text(String(isOneToOne)) },
    { key: 'isSetofReturn', value: text(String(isSetofReturn)) },
  ]
}

function withArraySuffix(node: TypeNode, isArray: boolean): TypeNode {
  if (!isArray) return node
  if (node.kind === 'object') return { ...node, suffix: `${node.suffix ?? ''}[]` }
  if (node.kind === 'text') return text(arrayOf(node.text))
  return node
}

/** A computed field's type on one line (the only shapes a row's scalar return takes). */
function flatReturn(node: TypeNode): string {
  return node.kind === 'text' ? node.text : 'unknown'
}

/** `T[]`; the template writes `(T)[]`, and Prettier keeps the parentheses only around a union or intersection. */
function arrayOf(type: string): string {
  return /[ |&]/.test(type.replace(/"[^"]*"/g, '""')) ? `(${type})[]` : `${type}[]`
}

function listLiteral(names: string[]): string {
  return `[${names.map((n) => JSON.stringify(n)).join(', ')}]`
}

const JSON_TYPE = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]`

/** The helpers after `Database`, as postgres-meta's template prints them once formatted. */
function helperTypes(schema: string): string {
  return `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${JSON.stringify(schema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`
}
