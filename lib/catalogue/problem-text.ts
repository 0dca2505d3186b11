// Turns ajv's errors into problem lines an owner can act on: a JSON path like
// $.variants[3].price, what was expected in words, and what the file holds.
import type { ErrorObject } from 'ajv'
import { commonSchema, EXPECTED_KEYWORD, type JsonSchema } from './schemas'
import type { CatalogueProblem } from './types'

/** "/variants/3/price" -> "$.variants[3].price" */
export function pointerToPath(pointer: string): string {
  if (pointer === '') return '$'
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, key) => joinPath(path, key), '$')
}

export function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number' || /^\d+$/.test(key)) return `${path}[${key}]`
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return `${path}.${key}`
  return `${path}[${JSON.stringify(key)}]`
}

const MAX_FOUND = 60

/** A value as the owner would recognise it in the file. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`
  if (value !== null && typeof value === 'object') return 'an object'
  const text = JSON.stringify(value)
  return text.length > MAX_FOUND ? `${text.slice(0, MAX_FOUND - 4)}..."` : text
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
}

/** Follows "./common.schema.json#/$defs/x" and "#/$defs/x" refs to the shared definitions. */
function resolve(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const name = ref.split('#/$defs/')[1]
  const defs = commonSchema.$defs as Record<string, JsonSchema> | undefined
  const target = name ? defs?.[name] : undefined
  return target ? { ...resolve(target), ...withoutRef(schema) } : schema
}

function withoutRef(schema: JsonSchema): JsonSchema {
  const { $ref: _ref, description: _description, ...rest } = schema
  return rest
}

/** What a schema wants, in words: the schema's own x-expected phrase when it has one. */
export function describeSchema(raw: JsonSchema | undefined): string {
  if (!raw) return 'a value'
  const schema = resolve(raw)
  const phrase = schema[EXPECTED_KEYWORD]
  if (typeof phrase === 'string') return phrase
  if ('const' in schema) return JSON.stringify(schema.const)
  if (Array.isArray(schema.enum)) return oneOf(schema.enum)
  const type = schema.type
  if (type === 'object') {
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : []
    const title = typeof schema.title === 'string' ? schema.title.toLowerCase() : 'object'
    return required.length > 0 ? `${article(title)} ${title} with ${required.join(', ')}` : `${article(title)} ${title}`
  }
  if (typeof type === 'string') return TYPE_WORDS[type] ?? type
  if (Array.isArray(type)) return type.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ')
  return 'a value'
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

function oneOf(values: unknown[]): string {
  return `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`
}

function characters(value: unknown): string {
  if (typeof value !== 'string') return describeValue(value)
  return value === '' ? 'empty text' : `${value.length} characters`
}

/** One ajv error -> one problem (duplicates are removed by the caller). */
export function problemFromAjvError(file: string, error: ErrorObject): CatalogueProblem {
  const path = pointerToPath(error.instancePath)
  const parent = error.parentSchema as JsonSchema | undefined
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty)
      const properties = (parent?.properties ?? {}) as Record<string, JsonSchema>
      return { file, path: joinPath(path, missing), expected: describeSchema(properties[missing]), found: 'nothing' }
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty)
      const allowed = Object.keys((parent?.properties ?? {}) as object).join(', ')
      return { file, path: joinPath(path, extra), expected: `only the fields ${allowed}`, found: `unknown field "${extra}"` }
    }
    case 'discriminator': {
      const tag = String(params.tag)
      const tags = ((parent?.oneOf ?? []) as JsonSchema[]).map((branch) => ((branch.properties as Record<string, JsonSchema>)[tag] ?? {}).const)
      return { file, path: joinPath(path, tag), expected: oneOf(tags), found: describeValue(params.tagValue) }
    }
    case 'minLength':
    case 'maxLength':
      return { file, path, expected: describeSchema(parent), found: characters(error.data) }
    case 'minItems':
    case 'maxItems': {
      const limit = Number(params.limit)
      const bound = error.keyword === 'minItems' ? 'at least' : 'at most'
      return { file, path, expected: `${bound} ${limit} item${limit === 1 ? '' : 's'}`, found: describeValue(error.data) }
    }
    case 'uniqueItems':
      return {
        file,
        path,
        expected: 'no repeated items',
        found: `items ${String(params.j)} and ${String(params.i)} are the same`,
      }
    case 'enum':
      return { file, path, expected: oneOf(params.allowedValues as unknown[]), found: describeValue(error.data) }
    case 'const':
      return { file, path, expected: JSON.stringify(params.allowedValue), found: describeValue(error.data) }
    default:
      // type, minimum, maximum, pattern, format...: the schema's own phrase says it best.
      return { file, path, expected: describeSchema(parent), found: describeValue(error.data) }
  }
}
