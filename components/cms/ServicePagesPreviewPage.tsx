import { useState } from 'react'
import { css } from 'styled-system/css'
import { ServiceCard, ServiceDetailPage } from '../catalogue-pages'
import { servicePageFromForm, serviceCardPreview, servicePagePreview } from '../../lib/cms/preview-data'
import type { PreviewCatalogue } from '../../lib/cms/preview-data'

export interface ServicePagesPreviewPageProps {
  /** data/service-pages.json as the CMS's form holds it. */
  value: unknown
  /** Packages, sizes and add-ons the prices come from, and the phone number. */
  catalogue: PreviewCatalogue
}

/**
 * The CMS's preview of the service pages (registered in start-cms.tsx): each page's card as the
 * Services list shows it, and one page as /services/{slug} shows it, the last one by default (a
 * page the owner just added), through the site's own components.
 */
export function ServicePagesPreviewPage({ value, catalogue }: ServicePagesPreviewPageProps) {
  const rawPages = (value as { pages?: unknown[] } | undefined)?.pages
  const pages = (Array.isArray(rawPages) ? rawPages : []).map(servicePageFromForm)
  const [chosen, setChosen] = useState<number | null>(null)
  const index = chosen !== null && chosen < pages.length ? chosen : pages.length - 1
  const page = pages[index]
  return (
    <div>
      <section aria-labelledby="cms-preview-cards" className={css({ p: '6' })}>
        <h2 id="cms-preview-cards" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '4' })}>
          Cards in the Services list
        </h2>
        <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } })}>
          {pages.map((p, i) => (
            <li key={`${p.slug}-${i}`}>
              <ServiceCard service={serviceCardPreview(p, catalogue)} />
            </li>
          ))}
        </ul>
      </section>
      {page ? (
        <section aria-label="Service page preview" className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
          <label className={css({ display: 'flex', gap: '2', alignItems: 'center', p: '6' })}>
            Page to preview
            <select value={index} onChange={(event) => setChosen(Number(event.target.value))}>
              {pages.map((p, i) => (
                <option key={`${p.slug}-${i}`} value={i}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <ServiceDetailPage data={servicePagePreview(page, catalogue)} />
        </section>
      ) : null}
    </div>
  )
}
