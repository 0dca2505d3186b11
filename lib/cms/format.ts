// The CMS's file format for every file of data/ (registered as `catalogue-json`:
// https://decapcms.org/docs/custom-formatters/). Reading turns content blocks into the Markdown the
// body editor shows; writing turns them back and writes each object's keys in its schema's order
// (Decap keeps entries in Immutable maps, whose key order is not the file's), leaves out optional
// fields the owner left empty, and indents like the files in data/ (two spaces, final newline),
// so opening and saving a file changes nothing but what the owner changed (docs/decisions/141-cms-config-from-schemas.md).
import { blocksToMarkdown, markdownToBlocks, type ContentBlock } from './blocks-markdown'
import { isBlockList, resolve, schemaOfFile, typesOf, type SchemaNode } from './schema-tree'

export const CATALOGUE_FORMAT = 'catalogue-json'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The alternative of a oneOf whose `type` const matches the value (content blocks). */
function alternative(node: SchemaNode, value: Record<string, unknown>): SchemaNode | undefined {
  return node.oneOf?.find((alt) => alt.properties?.type?.const === value.type)
}

function toEditor(value: unknown, schemaNode: SchemaNode | undefined): unknown {
  if (!schemaNode) return value
  const node = resolve(schemaNode)
  if (isBlockList(node) && Array.isArray(value)) return blocksToMarkdown(value as ContentBlock[])
  if (Array.isArray(value)) return value.map((item) => toEditor(item, node.items))
  if (isObject(value)) {
    const shape = node.oneOf ? alternative(node, value) : node
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toEditor(v, shape?.properties?.[key])]))
  }
  return value
}

const EMPTY = Symbol('empty')

function toStored(value: unknown, schemaNode: SchemaNode | undefined): unknown {
  if (!schemaNode) return value
  const node = resolve(schemaNode)
  const nullable = typesOf(node).includes('null')
  if (isBlockList(node) && typeof value === 'string') return markdownToBlocks(value)
  if (value === undefined || value === null || value === '') {
    // Decap writes an emptied field as "" (or drops it): the file leaves an optional field out.
    return nullable ? null : EMPTY
  }
  if (Array.isArray(value)) return value.map((item) => toStored(item, node.items)).filter((item) => item !== EMPTY)
  if (isObject(value)) {
    const shape = node.oneOf ? alternative(node, value) : node
    const properties = shape?.properties ?? {}
    const required = new Set(shape?.required ?? [])
    const out: Record<string, unknown> = {}
    const keys = [...Object.keys(properties).filter((key) => key in value), ...Object.keys(value).filter((key) => !(key in properties))]
    for (const key of keys) {
      const stored = toStored(value[key], properties[key])
      if (stored !== EMPTY) out[key] = stored
      else if (required.has(key)) out[key] = value[key] ?? '' // kept, so the catalogue check names it
    }
    return out
  }
  if (typeof value === 'string' && typesOf(node).some((t) => t === 'integer' || t === 'number') && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return value
}

/** File text -> what the CMS edits. */
export function fromFile(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text)
  if (!isObject(value)) throw new Error('expected a JSON object')
  return toEditor(value, schemaOfFile(value)) as Record<string, unknown>
}

/** What the CMS edits -> file text. */
export function toFile(value: Record<string, unknown>): string {
  const stored = toStored(value, schemaOfFile(value)) as Json
  return `${JSON.stringify(stored, null, 2)}\n`
}
