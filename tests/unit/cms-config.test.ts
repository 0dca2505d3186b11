// The CMS configuration generated from data/schemas (lib/cms/config.ts, docs/decisions/141-cms-config-from-schemas.md): every key of
// every schema is a field (Decap drops keys its configuration does not name:
// https://decapcms.org/docs/configuration-options/#fields), the widgets follow the types, the shipped
// data passes the form's checks and a bad value is refused with the catalogue check's words.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { backendFromEnv } from '../../lib/cms/backend'
import { catalogueCollections, cmsConfig, fieldsOf, labelOf, wholeNumberPattern, type CmsField } from '../../lib/cms/config'
import { fromFile } from '../../lib/cms/format'
import { resolve, SCHEMAS, type SchemaNode } from '../../lib/cms/schema-tree'
import { validateCatalogue, formatProblem } from '../../lib/catalogue/validate'

const dataDir = path.resolve(__dirname, '../../data')
const readData = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as Record<string, unknown>

/** Every property path of a schema, e.g. "variants[].price", blocks excluded (edited as Markdown). */
function schemaPaths(node: SchemaNode, prefix = ''): string[] {
  const resolved = resolve(node)
  if (resolved.definition === 'blocks' || (resolved.items && resolve(resolved.items).definition === 'blogBlock')) return []
  if (resolved.properties) return Object.entries(resolved.properties).flatMap(([key, prop]) => [`${prefix}${key}`, ...schemaPaths(prop, `${prefix}${key}.`)])
  if (resolved.items) return schemaPaths(resolved.items, prefix.replace(/\.$/, '[].'))
  return []
}

function fieldPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((f) => [`${prefix}${f.name}`, ...(f.fields ? fieldPaths(f.fields, f.widget === 'list' ? `${prefix}${f.name}[].` : `${prefix}${f.name}.`) : [])])
}

/** Calls `visit` with each value of a file and the field that edits it. */
function eachValue(value: unknown, field: CmsField, visit: (field: CmsField, value: unknown) => void): void {
  if (field.widget === 'list' && Array.isArray(value)) {
    for (const item of value) {
      if (field.fields) for (const sub of field.fields) eachValue((item as Record<string, unknown>)[sub.name], sub, visit)
      else if (field.field) eachValue(item, field.field, visit)
    }
    return
  }
  if (field.widget === 'object' && value && typeof value === 'object') {
    for (const sub of field.fields ?? []) eachValue((value as Record<string, unknown>)[sub.name], sub, visit)
    return
  }
  visit(field, value)
}

const collections = catalogueCollections()
const files = collections[0]!.files!
const blog = collections[1]!

describe('CMS configuration generated from data/schemas', () => {
  it.each(Object.keys(SCHEMAS))('%s: every key is a field, in the schema order', (schemaFile) => {
    const schema = SCHEMAS[schemaFile]!
    const fields = schemaFile === 'blog-post.schema.json' ? blog.fields! : files.find((f) => `${f.name}.schema.json` === schemaFile)!.fields
    expect(fieldPaths(fields)).toEqual(schemaPaths(schema))
  })

  it('makes the catalogue one file collection and the blog a folder collection, both in the catalogue format', () => {
    expect(files.map((f) => f.file)).toEqual([
      'data/business.json',
      'data/services.json',
      'data/service-pages.json',
      'data/areas.json',
      'data/faq.json',
      'data/testimonials.json',
      'data/membership.json',
      'data/info-pages.json',
      'data/gallery.json',
    ])
    expect(blog).toMatchObject({ folder: 'data/blog', create: true, extension: 'json', format: 'catalogue-json', slug: '{{fields.slug}}' })
    const config = cmsConfig({ kind: 'local', proxyUrl: 'http://127.0.0.1:8081/api/v1' })
    expect(config).toMatchObject({ load_config_file: false, media_folder: 'public/images', public_folder: '/images', local_backend: { url: 'http://127.0.0.1:8081/api/v1' } })
  })

  it('picks widgets from the types: hidden $schema, selects for enums, numbers, booleans, nested lists, Markdown bodies, images', () => {
    const byName = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!
    const services = files.find((f) => f.name === 'services')!.fields
    expect(byName(services, '$schema')).toEqual({ name: '$schema', label: 'Schema', widget: 'hidden', default: './schemas/services.schema.json' })
    const variant = byName(services, 'variants').fields!
    expect(byName(variant, 'vehicle')).toMatchObject({ widget: 'select', options: ['Sedan', 'SUV', 'XL'] })
    expect(byName(variant, 'price')).toMatchObject({ widget: 'number', value_type: 'float', pattern: ['^(0|[1-9][0-9]*)$', 'expected a whole number >= 0'] })
    expect(byName(byName(variant, 'image').fields!, 'src')).toMatchObject({
      widget: 'image',
      choose_url: false,
      pattern: ['^[a-z0-9][a-z0-9_.-]*\\.(svg|png|jpg|jpeg|webp|avif)$', 'expected a path under /images/, like /images/services/signature-detail.svg'],
    })
    expect(byName(byName(services, 'baseServices').fields!, 'popular')).toMatchObject({ widget: 'boolean' })
    expect(byName(byName(services, 'baseServices').fields!, 'ingredients')).toMatchObject({ widget: 'list', field: { widget: 'text' }, min: 1 })
    const pages = byName(files.find((f) => f.name === 'service-pages')!.fields, 'pages')
    expect(pages).toMatchObject({ widget: 'list', label_singular: 'Service page', summary: '{{fields.name}}' })
    expect(byName(pages.fields!, 'quoteNote').required).toBe(false)
    expect(byName(pages.fields!, 'category')).toMatchObject({ widget: 'select', options: ['Detailing', 'Protection', 'Restoration', 'Specialty'] })
    const tier = byName(files.find((f) => f.name === 'membership')!.fields, 'tiers').fields!
    expect(byName(tier, 'pricePerMonth')).toMatchObject({ widget: 'number', required: false })
    expect(byName(tier, 'pricePerVisit')).toMatchObject({ widget: 'number', required: false })
    expect(byName(tier, 'intervalDays')).toMatchObject({ widget: 'number', pattern: [expect.any(String), 'expected a whole number from 1 to 365'] })
    // The services a visit includes are picked by name from the catalogue's packages.
    expect(byName(tier, 'services')).toMatchObject({
      widget: 'list',
      min: 1,
      field: { widget: 'relation', collection: 'catalogue', file: 'services', value_field: 'baseServices.*.baseId', display_fields: ['baseServices.*.name'] },
    })
    const hours = byName(files.find((f) => f.name === 'business')!.fields, 'hours').fields!
    expect(byName(hours, 'days')).toMatchObject({ widget: 'select', multiple: true, min: 1 })
    expect(byName(blog.fields!, 'body')).toMatchObject({ widget: 'markdown' })
    expect(byName(blog.fields!, 'tags')).toMatchObject({ widget: 'list' })
    expect(labelOf('pricePerMonth')).toBe('Price per month')
    expect(labelOf('seo')).toBe('SEO')
  })

  it('offers the service pages by name where a value names one, read from the file as it is now', () => {
    const pair = files.find((f) => f.name === 'gallery')!.fields.find((f) => f.name === 'pairs')!.fields!
    expect(pair.find((f) => f.name === 'service')).toEqual({
      name: 'service',
      label: 'Service',
      widget: 'relation',
      collection: 'catalogue',
      file: 'service-pages',
      value_field: 'pages.*.slug',
      search_fields: ['pages.*.name', 'pages.*.slug'],
      display_fields: ['pages.*.name'],
      hint: 'The service page the job was, e.g. Full Detail.',
    })
    // The file and list it names are the catalogue's: the service pages' list and its fields.
    const pages = files.find((f) => f.name === 'service-pages')!.fields.find((f) => f.name === 'pages')!
    expect(pages.fields!.map((f) => f.name)).toEqual(expect.arrayContaining(['slug', 'name']))
    expect(pair.find((f) => f.name === 'vehicle')).toMatchObject({ widget: 'string' })
  })

  it('refuses a pick from a file or paths that are not one catalogue list', () => {
    const node = (pick: object): SchemaNode => ({ type: 'object', properties: { service: { type: 'string', 'x-cms-pick': pick } as SchemaNode } })
    expect(() => fieldsOf(node({ file: 'nowhere.json', value: 'pages.*.slug', label: 'pages.*.name' }))).toThrow(/not a catalogue file/)
    expect(() => fieldsOf(node({ file: 'service-pages.json', value: 'pages.*.slug', label: 'other.*.name' }))).toThrow(/one list/)
  })

  it('lets every value of the shipped data through the form', () => {
    const refused: string[] = []
    const check = (fields: CmsField[], value: Record<string, unknown>, file: string) => {
      for (const field of fields) {
        eachValue(value[field.name], field, (f, v) => {
          if (v === undefined || v === null || v === '') {
            if (f.required !== false) refused.push(`${file} ${f.name}: empty`)
          } else if (f.pattern && !new RegExp(f.pattern[0]).test(f.widget === 'image' ? String(v).split('/').pop()! : String(v))) refused.push(`${file} ${f.name}: ${String(v)}`)
        })
      }
    }
    for (const file of files) check(file.fields, fromFile(fs.readFileSync(path.join(dataDir, file.file.replace('data/', '')), 'utf8')), file.file)
    for (const post of fs.readdirSync(path.join(dataDir, 'blog'))) check(blog.fields!, fromFile(fs.readFileSync(path.join(dataDir, 'blog', post), 'utf8')), post)
    expect(refused).toEqual([])
  })

  it('refuses a bad price in the form with the words the catalogue check prints', () => {
    const services = readData('services.json') as { variants: Array<{ price: unknown }> }
    services.variants[0]!.price = -5
    const files: Record<string, unknown> = {}
    for (const name of fs.readdirSync(dataDir).filter((f) => f.endsWith('.json'))) files[`data/${name}`] = readData(name)
    files['data/services.json'] = services
    const lines = validateCatalogue(files, { imageExists: () => true }).map(formatProblem)
    const priceField = fieldsOf(SCHEMAS['services.schema.json']!)
      .find((f) => f.name === 'variants')!
      .fields!.find((f) => f.name === 'price')!
    expect(new RegExp(priceField.pattern![0]).test('-5')).toBe(false)
    expect(lines).toContain(`data/services.json $.variants[0].price: ${priceField.pattern![1]}, found -5`)
  })

  it('builds whole-number patterns for the schema ranges', () => {
    expect(new RegExp(wholeNumberPattern(1, 5)).test('5')).toBe(true)
    expect(new RegExp(wholeNumberPattern(1, 5)).test('6')).toBe(false)
    expect(new RegExp(wholeNumberPattern(1, 100)).test('100')).toBe(true)
    expect(new RegExp(wholeNumberPattern(1)).test('0')).toBe(false)
    expect(new RegExp(wholeNumberPattern(0)).test('3.5')).toBe(false)
  })

  it('points the configuration at GitHub or the local proxy from the environment', () => {
    expect(backendFromEnv({})).toEqual({ kind: 'local', proxyUrl: 'http://localhost:8081/api/v1', branch: 'main' })
    expect(backendFromEnv({ VITE_CMS_BACKEND: 'github', VITE_CMS_REPO: 'owner/site', VITE_CMS_AUTH_URL: 'https://auth.example.com' })).toEqual({
      kind: 'github',
      repo: 'owner/site',
      branch: 'main',
      authBaseUrl: 'https://auth.example.com',
    })
    expect(() => backendFromEnv({ VITE_CMS_BACKEND: 'github' })).toThrow('VITE_CMS_BACKEND=github needs VITE_CMS_REPO=owner/name')
    expect(cmsConfig(backendFromEnv({ VITE_CMS_BACKEND: 'github', VITE_CMS_REPO: 'owner/site' })).backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main' })
  })
})
