// The JSON Schemas of data/schemas/ as plain objects, keyed by file name, for code that reads the
// schemas themselves rather than validating with them: the CMS's generated configuration and
// file format (lib/cms/). Validation compiles the same files in schemas.ts.
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

/** Schema file name (as a file's `$schema` line ends) -> schema. */
export const SCHEMA_FILES: Record<string, unknown> = {
  'business.schema.json': business,
  'services.schema.json': services,
  'service-pages.schema.json': servicePages,
  'areas.schema.json': areas,
  'faq.schema.json': faq,
  'testimonials.schema.json': testimonials,
  'membership.schema.json': membership,
  'info-pages.schema.json': infoPages,
  'gallery.schema.json': gallery,
  'blog-post.schema.json': blogPost,
}

/** common.schema.json: the shared definitions the others `$ref`. */
export const COMMON_SCHEMA: unknown = common
