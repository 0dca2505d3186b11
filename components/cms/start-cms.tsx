// Starts Decap CMS at /admin (pages/admin/+client.ts; docs/decisions/140-cms-at-admin.md). Bundled from npm by Vite with
// the site's React: the package's prebuilt dist expects a host React and fails under React 19.
// Manual initialisation with the generated configuration (https://decapcms.org/docs/manual-initialization/),
// the catalogue's own file format (https://decapcms.org/docs/custom-formatters/) and previews
// drawn by the site's components (https://decapcms.org/docs/customization/).
import CMS from 'decap-cms-app'
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ComponentType, ReactElement } from 'react'
import { backendFromEnv } from '../../lib/cms/backend'
import { BLOG_COLLECTION, cmsConfig, fileEntryName } from '../../lib/cms/config'
import { CATALOGUE_FORMAT, fromFile, toFile } from '../../lib/cms/format'
import { readPreviewCatalogue } from '../../lib/cms/preview-data'
import { BlogPostPreviewPage } from './BlogPostPreviewPage'
import { FaqPreviewPage } from './FaqPreviewPage'
import { fitPhones } from './phone-layout'
import { ServicePagesPreviewPage } from './ServicePagesPreviewPage'
import { ServicesPreviewPage } from './ServicesPreviewPage'

/** A preview template: Decap hands it the entry as an Immutable map; the site's components get plain data. */
function preview(render: (value: unknown) => ReactElement): ComponentType<PreviewTemplateComponentProps> {
  return function Preview({ entry }: PreviewTemplateComponentProps) {
    const data: unknown = entry.getIn(['data'])
    return render(data && typeof (data as { toJS?: unknown }).toJS === 'function' ? (data as { toJS(): unknown }).toJS() : data)
  }
}

/**
 * The catalogue check's words in the form: Decap says "<label> didn't match the pattern: <message>";
 * the field's message already is the check's "expected ..." (lib/cms/config.ts), so the phrase
 * becomes "<label>: expected ...". Decap merges a locale over English (decap-cms-core lib/phrases.js).
 */
function ownerPhrases(): void {
  const english = structuredClone(CMS.getLocale('en') ?? {}) as { editor?: { editorControlPane?: { widget?: Record<string, string> } } }
  const widget = english.editor?.editorControlPane?.widget
  if (widget) widget.regexPattern = '%{fieldLabel}: %{pattern}.'
  CMS.registerLocale('en', english)
}

export interface StartCmsOptions {
  /** Stylesheets of the site, for the preview frame. */
  previewStyles: string[]
  env: Record<string, string | undefined>
}

export function startCms({ previewStyles, env }: StartCmsOptions): void {
  CMS.registerCustomFormat(CATALOGUE_FORMAT, 'json', { fromFile, toFile })
  for (const style of previewStyles) CMS.registerPreviewStyle(style)
  const catalogue = readPreviewCatalogue()
  CMS.registerPreviewTemplate(
    fileEntryName('service-pages.json'),
    preview((value) => <ServicePagesPreviewPage value={value} catalogue={catalogue} />),
  )
  CMS.registerPreviewTemplate(
    fileEntryName('services.json'),
    preview((value) => <ServicesPreviewPage value={value} />),
  )
  CMS.registerPreviewTemplate(
    fileEntryName('faq.json'),
    preview((value) => <FaqPreviewPage value={value} catalogue={catalogue} />),
  )
  CMS.registerPreviewTemplate(
    BLOG_COLLECTION,
    preview((value) => <BlogPostPreviewPage value={value} />),
  )
  ownerPhrases()
  fitPhones(window)
  CMS.init({ config: cmsConfig(backendFromEnv(env)) as never })
}
