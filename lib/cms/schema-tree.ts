// The catalogue's JSON Schemas (data/schemas/) as the CMS reads them: every `$ref` resolved, with
// the name of the shared definition it came from, so the editor's configuration (config.ts) and
// the file format (format.ts) walk one tree and cannot disagree about a field.
import { COMMON_SCHEMA, SCHEMA_FILES } from '../catalogue/schema-files'

/** A JSON Schema node as data/schemas writes them (the keywords the catalogue uses). */
export interface SchemaNode {
  $ref?: string
  type?: string | string[]
  title?: string
  description?: string
  const?: unknown
  enum?: unknown[]
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  uniqueItems?: boolean
  required?: string[]
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  oneOf?: SchemaNode[]
  $defs?: Record<string, SchemaNode>
  'x-expected'?: string
  /** Picked in the CMS from a list in another catalogue file: its items' value and label fields. */
  'x-cms-pick'?: { file: string; value: string; label: string }
  /** Set by resolve(): the shared definition (`common.schema.json#/$defs/<name>`) this node is. */
  definition?: string
}

/** Schema file name (as a `$schema` line ends) -> schema. */
export const SCHEMAS = SCHEMA_FILES as Record<string, SchemaNode>

const commonDefs = (COMMON_SCHEMA as SchemaNode).$defs ?? {}

/** The node with its `$ref` followed (siblings of `$ref`, such as a description, win). */
export function resolve(node: SchemaNode): SchemaNode {
  if (!node.$ref) return node
  const match = /(?:common\.schema\.json)?#\/\$defs\/([A-Za-z]+)$/.exec(node.$ref)
  const target = match ? commonDefs[match[1]!] : undefined
  if (!target) throw new Error(`cms: cannot resolve $ref "${node.$ref}"`)
  const { $ref: _ref, ...siblings } = node
  return { ...resolve(target), ...siblings, definition: match![1]! }
}

/** The schema a file names in its `$schema` line, e.g. "./schemas/faq.schema.json". */
export function schemaOfFile(value: unknown): SchemaNode | undefined {
  if (!value || typeof value !== 'object') return undefined
  const line = (value as { $schema?: unknown }).$schema
  if (typeof line !== 'string') return undefined
  return SCHEMAS[line.split('/').pop() ?? '']
}

/** An array of content blocks (blog body, information page body): edited as Markdown. */
export function isBlockList(node: SchemaNode): boolean {
  const resolved = resolve(node)
  return resolved.definition === 'blocks' || (resolved.type === 'array' && resolved.items !== undefined && resolve(resolved.items).definition === 'blogBlock')
}

export function typesOf(node: SchemaNode): string[] {
  return node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type]
}
