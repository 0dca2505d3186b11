// The catalogue's JSON Schemas (data/schemas/) as the CMS reads them: every `$ref` resolved, with
// the name of the shared definition it came from, so the editor's configuration (config.ts) and
// the file format (format.ts) walk one tree and cannot disagree about a field.
import common from '../../data/schemas/common.schema.json'
import business from '../../data/schemas/business.schema.json'
import services from '../../data/schemas/services.schema.json'
import servicePages from '../../data/schemas/service-pages.schema.json'
import areas from '../../data/schemas/areas.schema.json'
import faq from '../../data/schemas/faq.schema.json'
import testimonials from '../../data/schemas/testimonials.schema.json'
import membership from '../../data/schemas/membership.schema.json'
import infoPages from '../../data/schemas/info-pages.schema.json'
import blogPost from '../../data/schemas/blog-post.schema.json'

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
  /** Set by resolve(): the shared definition (`common.schema.json#/$defs/<name>`) this node is. */
  definition?: string
}

/** Schema file name (as a `$schema` line ends) -> schema. */
export const SCHEMAS: Record<string, SchemaNode> = {
  'business.schema.json': business as SchemaNode,
  'services.schema.json': services as SchemaNode,
  'service-pages.schema.json': servicePages as SchemaNode,
  'areas.schema.json': areas as SchemaNode,
  'faq.schema.json': faq as SchemaNode,
  'testimonials.schema.json': testimonials as SchemaNode,
  'membership.schema.json': membership as SchemaNode,
  'info-pages.schema.json': infoPages as SchemaNode,
  'blog-post.schema.json': blogPost as SchemaNode,
}

const commonDefs = (common as SchemaNode).$defs ?? {}

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
