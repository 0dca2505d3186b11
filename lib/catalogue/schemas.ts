// The JSON Schemas in data/schemas/, compiled once with ajv. Imported statically
// (no fs) so validation stays a pure function of its input.
import Ajv2020 from 'ajv/dist/2020'
import type { ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import common from '../../data/schemas/common.schema.json'
import business from '../../data/schemas/business.schema.json'
import services from '../../data/schemas/services.schema.json'
import servicePages from '../../data/schemas/service-pages.schema.json'
import areas from '../../data/schemas/areas.schema.json'
import faq from '../../data/schemas/faq.schema.json'
import testimonials from '../../data/schemas/testimonials.schema.json'
import membership from '../../data/schemas/membership.schema.json'
import infoPages from '../../data/schemas/info-pages.schema.json'
import gallery from '../../data/schemas/gallery.schema.json'
import blogPost from '../../data/schemas/blog-post.schema.json'
import type { CatalogueFileName } from './files'

/** Schemas are plain JSON objects; described by problem-text.ts when explaining errors. */
export type JsonSchema = Record<string, unknown>

/** The shared definitions, so error messages can look up what a $ref expects. */
export const commonSchema = common as JsonSchema

/** Custom annotation: the human phrase used after "expected" in problem lines. */
export const EXPECTED_KEYWORD = 'x-expected'

/** Custom annotation: the catalogue list a value is picked from in the CMS (lib/cms/config.ts). */
export const CMS_PICK_KEYWORD = 'x-cms-pick'

const topLevel: Record<CatalogueFileName, unknown> = {
  'business.json': business,
  'services.json': services,
  'service-pages.json': servicePages,
  'areas.json': areas,
  'faq.json': faq,
  'testimonials.json': testimonials,
  'membership.json': membership,
  'info-pages.json': infoPages,
  'gallery.json': gallery,
}

export interface CompiledSchemas {
  topLevel: Record<CatalogueFileName, ValidateFunction>
  blogPost: ValidateFunction
}

let compiled: CompiledSchemas | undefined

/** Compiling takes tens of milliseconds: done once per process. */
export function compiledSchemas(): CompiledSchemas {
  if (compiled) return compiled
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true, // puts the offending value and its schema on each error, for "found"/"expected"
    discriminator: true, // blog blocks: report errors of the block's own type only
    allowUnionTypes: true,
    strict: true,
  })
  addFormats(ajv)
  ajv.addVocabulary([EXPECTED_KEYWORD, CMS_PICK_KEYWORD])
  // The file names are the $ref targets ("./common.schema.json#/$defs/id"), as an editor resolves them.
  ajv.addSchema(common as object, 'common.schema.json')
  const compile = (schema: unknown) => ajv.compile(schema as object)
  compiled = {
    topLevel: Object.fromEntries(Object.entries(topLevel).map(([name, schema]) => [name, compile(schema)])) as Record<CatalogueFileName, ValidateFunction>,
    blogPost: compile(blogPost),
  }
  return compiled
}
