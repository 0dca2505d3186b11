import { FaqSections } from '../catalogue-pages'
import { faqPreview } from '../../lib/cms/preview-data'
import type { PreviewCatalogue } from '../../lib/cms/preview-data'

export interface FaqPreviewPageProps {
  /** data/faq.json as the CMS's form holds it. */
  value: unknown
  /** Where {price:ID} prices come from. */
  catalogue: PreviewCatalogue
}

/** The CMS's preview of the FAQ: the questions shown on /faq, prices filled in, as that page shows them. */
export function FaqPreviewPage({ value, catalogue }: FaqPreviewPageProps) {
  return <FaqSections entries={faqPreview(value, catalogue)} />
}
