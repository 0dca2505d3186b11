// The CMS's configuration, generated from data/schemas/*.json so that a schema change updates
// the editor and there is no second list of fields to keep in step (docs/decisions/141-cms-config-from-schemas.md). Decap takes it
// as an object through manual initialisation (https://decapcms.org/docs/manual-initialization/,
// `load_config_file: false`); the catalogue files are one file collection
// (https://decapcms.org/docs/collection-file/), the blog one folder collection with a file per
// post (https://decapcms.org/docs/collection-folder/), both in the `catalogue-json` format
// (format.ts). Every key of the schemas is a field, hidden where the owner should not edit it:
// Decap drops keys its configuration does not name.
import { CATALOGUE_FILES, CATALOGUE_FILE_NAMES, DEFAULT_BLOG_DIR } from '../catalogue/files'
import type { CmsBackend } from './backend'
import { CATALOGUE_FORMAT } from './format'
import { isBlockList, resolve, SCHEMAS, typesOf, type SchemaNode } from './schema-tree'

/** The subset of Decap's field options the generator writes (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string
  label: string
  widget: 'hidden' | 'string' | 'text' | 'number' | 'boolean' | 'select' | 'relation' | 'object' | 'list' | 'markdown' | 'image'
  hint?: string
  required?: boolean
  default?: unknown
  /** [regular expression, message shown when the value does not match]. */
  pattern?: [string, string]
  options?: string[]
  multiple?: boolean
  value_type?: 'int' | 'float'
  fields?: CmsField[]
  field?: CmsField
  min?: number
  summary?: string
  /** relation: the catalogue file entry and the list fields it reads (https://decapcms.org/docs/widgets/relation/). */
  collection?: string
  file?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  label_singular?: string
  collapsed?: boolean
  buttons?: string[]
  editor_components?: string[]
  modes?: string[]
  choose_url?: boolean
}

export interface CmsFileEntry {
  name: string
  label: string
  file: string
  description?: string
  fields: CmsField[]
}

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  format: string
  extension: 'json'
  editor: { preview: boolean }
  files?: CmsFileEntry[]
  folder?: string
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  fields?: CmsField[]
}

export interface CmsConfig {
  load_config_file: false
  backend: Record<string, unknown>
  local_backend?: { url: string; allowed_hosts?: string[] } | boolean
  media_folder: string
  public_folder: string
  site_url?: string
  display_url?: string
  publish_mode?: 'simple'
  collections: CmsCollection[]
}

/** Images go where the site's images live (lib/images reads public/images, pages write /images/...). */
export const MEDIA_FOLDER = 'public/images'
export const PUBLIC_FOLDER = '/images'

const ACRONYMS: Record<string, string> = { seo: 'SEO', id: 'ID', url: 'URL', e164: 'E.164', xl: 'XL', suv: 'SUV', faq: 'FAQ' }

/** `pricePerMonth` -> "Price per month", `seo` -> "SEO", `baseId` -> "Base ID". */
export function labelOf(name: string): string {
  const words = name
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase())
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A regular expression matching exactly the whole numbers from `min` to `max` (no decimals, no sign). */
export function wholeNumberPattern(min = 0, max?: number): string {
  if (max !== undefined && max - min <= 200) {
    return `^(${Array.from({ length: max - min + 1 }, (_, i) => String(min + i)).join('|')})$`
  }
  if (min <= 0) return '^(0|[1-9][0-9]*)$'
  if (min === 1) return '^[1-9][0-9]*$'
  throw new Error(`cms: no pattern for whole numbers from ${min}`)
}

/** The catalogue check's words for a value: "expected <x-expected>" (lib/catalogue/problem-text.ts). */
function expected(node: SchemaNode, fallback: string): string {
  return `expected ${node['x-expected'] ?? fallback}`
}

function stringPattern(node: SchemaNode): [string, string] | undefined {
  if (node.pattern) return [node.pattern, expected(node, `text matching ${node.pattern}`)]
  if (node.format === 'date') return ['^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', expected(node, 'a date written YYYY-MM-DD')]
  if (node.format === 'email') return ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', expected(node, 'an e-mail address')]
  if (node.minLength !== undefined && node.minLength > 1) return [`^[\\s\\S]{${node.minLength},${node.maxLength ?? ''}}$`, expected(node, `at least ${node.minLength} characters`)]
  if (node.maxLength !== undefined) return [`^[\\s\\S]{0,${node.maxLength}}$`, expected(node, `at most ${node.maxLength} characters`)]
  return undefined
}

/** The file-name part of the schema's image path pattern: same characters, same extensions. */
function imageNamePattern(node: SchemaNode): [string, string] {
  const extensions = /\\\.\(([a-z|]+)\)\$$/.exec(node.pattern ?? '')?.[1] ?? 'svg|png|jpg|jpeg|webp|avif'
  return [`^[a-z0-9][a-z0-9_.-]*\\.(${extensions})$`, expected(node, 'an image file name')]
}

function withCommon(field: CmsField, node: SchemaNode, required: boolean): CmsField {
  const hint = node.description
  return { ...field, ...(hint ? { hint } : {}), ...(required ? {} : { required: false }) }
}

const SUMMARY_FIELDS = ['name', 'title', 'question', 'author', 'heading', 'slug']

/**
 * A value picked from a list in another catalogue file (a service page's slug, say): Decap's
 * relation widget reads that file as it is now, so a page added in the CMS is offered at once.
 */
function pickField(name: string, label: string, pick: NonNullable<SchemaNode['x-cms-pick']>): CmsField {
  if (!(CATALOGUE_FILE_NAMES as readonly string[]).includes(pick.file)) throw new Error(`cms: ${name} picks from ${pick.file}, not a catalogue file`)
  const [list, value] = [pick.value, pick.label].map((path) => path.split('.*.'))
  if (list!.length !== 2 || value!.length !== 2 || list![0] !== value![0]) throw new Error(`cms: ${name} picks "<list>.*.<field>" paths of one list, not ${pick.value} and ${pick.label}`)
  return {
    name,
    label,
    widget: 'relation',
    collection: CATALOGUE_COLLECTION,
    file: fileEntryName(pick.file),
    value_field: pick.value,
    search_fields: [pick.label, pick.value],
    display_fields: [pick.label],
  }
}

/** The field for one property of the schemas. */
export function fieldFor(name: string, schemaNode: SchemaNode, required: boolean): CmsField {
  const node = resolve(schemaNode)
  const label = node.title && node.type !== 'object' ? node.title : labelOf(name)
  const types = typesOf(node)
  if (node.const !== undefined) return { name, label, widget: 'hidden', default: node.const }
  const pick = node['x-cms-pick']
  if (pick) return withCommon(pickField(name, label, pick), node, required)
  if (isBlockList(node)) {
    // Headings, paragraphs, lists and quotes: exactly what a content block can be.
    return withCommon(
      { name, label, widget: 'markdown', buttons: ['heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'], editor_components: [], modes: ['rich_text', 'raw'] },
      node,
      required && (node.minItems ?? 0) > 0,
    )
  }
  if (node.enum) return withCommon({ name, label, widget: 'select', options: node.enum.map(String) }, node, required)
  if (types.includes('integer') || types.includes('number')) {
    // Whole numbers are checked by a pattern rather than Decap's min/max, so the form says what the
    // catalogue check says; 'float' keeps a typed 3.5 as 3.5 (and refused) instead of 3.
    const pattern: [string, string] | undefined = types.includes('integer') ? [wholeNumberPattern(node.minimum, node.maximum), expected(node, 'a whole number')] : undefined
    return withCommon({ name, label, widget: 'number', value_type: 'float', ...(pattern ? { pattern } : {}) }, node, required && !types.includes('null'))
  }
  // An untouched switch is a false, not a missing key the catalogue check would refuse.
  if (types.includes('boolean')) return withCommon({ name, label, widget: 'boolean', default: false }, node, required)
  if (types.includes('string')) {
    const isImagePath = name === 'src' && node.pattern?.startsWith('^/images/')
    // Decap checks an image field's file name, not its path (decap-cms-widget-file withFileControl.js
    // getValidateValue); the path is under /images/ by the media settings.
    const pattern = isImagePath ? imageNamePattern(node) : stringPattern(node)
    const widget: CmsField['widget'] = isImagePath ? 'image' : node.pattern || node.format || node.maxLength !== undefined ? 'string' : 'text'
    return withCommon({ name, label, widget, ...(isImagePath ? { choose_url: false } : {}), ...(pattern ? { pattern } : {}) }, node, required)
  }
  if (types.includes('array') && node.items) {
    const items = resolve(node.items)
    const min = node.minItems && node.minItems > 0 ? { min: node.minItems } : {}
    if (items.enum) return withCommon({ name, label, widget: 'select', options: items.enum.map(String), multiple: true, ...min }, node, required)
    if (items.properties) {
      const fields = fieldsOf(items)
      // The list shows each item by its name (or title, question, author), else its first text.
      const first = SUMMARY_FIELDS.map((n) => fields.find((f) => f.name === n)).find(Boolean) ?? fields.find((f) => f.widget === 'string' || f.widget === 'text')
      return withCommon(
        { name, label, widget: 'list', label_singular: items.title ?? labelOf(name), collapsed: true, ...(first ? { summary: `{{fields.${first.name}}}` } : {}), fields, ...min },
        node,
        required,
      )
    }
    return withCommon({ name, label, widget: 'list', label_singular: labelOf(name), field: fieldFor('item', items, true), ...min }, node, required)
  }
  if (types.includes('object') && node.properties) {
    return withCommon({ name, label: node.title ?? labelOf(name), widget: 'object', fields: fieldsOf(node) }, node, required)
  }
  throw new Error(`cms: no widget for ${name} (${JSON.stringify(node.type)})`)
}

/** One field per property of an object schema, in the schema's order. */
export function fieldsOf(objectNode: SchemaNode): CmsField[] {
  const node = resolve(objectNode)
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, prop]) => fieldFor(name, prop, required.has(name)))
}

/** The collection name and file-entry names the preview templates are registered under. */
export const CATALOGUE_COLLECTION = 'catalogue'
export const BLOG_COLLECTION = 'blog'
export const fileEntryName = (fileName: string) => fileName.replace(/\.json$/, '')

export function catalogueCollections(): CmsCollection[] {
  const files: CmsFileEntry[] = CATALOGUE_FILE_NAMES.map((fileName) => {
    const schema = SCHEMAS[CATALOGUE_FILES[fileName].split('/').pop()!]!
    return {
      name: fileEntryName(fileName),
      label: schema.title ?? fileName,
      file: `data/${fileName}`,
      ...(schema.description ? { description: schema.description } : {}),
      fields: fieldsOf(schema),
    }
  })
  const blog = SCHEMAS['blog-post.schema.json']!
  return [
    {
      name: CATALOGUE_COLLECTION,
      label: 'Catalogue',
      description: 'Services, prices, pages, areas, questions, reviews and business details.',
      format: CATALOGUE_FORMAT,
      extension: 'json',
      editor: { preview: true },
      files,
    },
    {
      name: BLOG_COLLECTION,
      label: 'Blog posts',
      label_singular: 'Blog post',
      ...(blog.description ? { description: blog.description } : {}),
      folder: DEFAULT_BLOG_DIR,
      create: true,
      delete: true,
      format: CATALOGUE_FORMAT,
      extension: 'json',
      // The file name is the slug (the catalogue check requires it).
      slug: '{{fields.slug}}',
      identifier_field: 'title',
      summary: '{{title}} ({{date}})',
      editor: { preview: true },
      fields: fieldsOf(blog),
    },
  ]
}

/** The backend part of the configuration (https://decapcms.org/docs/backends-overview/). */
export function backendConfig(backend: CmsBackend): Pick<CmsConfig, 'backend' | 'local_backend'> {
  if (backend.kind === 'github') {
    return {
      backend: {
        name: 'github',
        repo: backend.repo,
        branch: backend.branch ?? 'main',
        ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}),
        ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
        commit_messages: { update: 'Update {{collection}} "{{slug}}" in the CMS', create: 'Create {{collection}} "{{slug}}" in the CMS', delete: 'Delete {{collection}} "{{slug}}" in the CMS' },
      },
    }
  }
  // decap-server in git mode: every save is a commit in the working copy
  // (https://decapcms.org/docs/working-with-a-local-git-repository/).
  return { backend: { name: 'git-gateway', branch: backend.branch ?? 'main' }, local_backend: { url: backend.proxyUrl } }
}

export function cmsConfig(backend: CmsBackend, siteUrl?: string): CmsConfig {
  return {
    load_config_file: false,
    ...backendConfig(backend),
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    publish_mode: 'simple',
    collections: catalogueCollections(),
  }
}
