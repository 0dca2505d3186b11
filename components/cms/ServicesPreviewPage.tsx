import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { PriceTable } from '../catalogue-pages'
import { servicesPreview, type PricePreview } from '../../lib/cms/preview-data'

export interface ServicesPreviewPageProps {
  /** data/services.json as the CMS's form holds it. */
  value: unknown
}

function Prices({ title, entries }: { title: string; entries: PricePreview[] }) {
  const id = `cms-preview-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className={stack({ gap: '4' })}>
      <h2 id={id} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {title}
      </h2>
      <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
        {entries.map((entry, i) => (
          <li key={`${entry.id}-${i}`} aria-label={entry.name} className={card({ padding: 'lg' })}>
            <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.muted', mb: '2' })}>{entry.name}</h3>
            <PriceTable serviceName={entry.name} price={entry.price} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The CMS's preview of Packages, sizes and prices (services.json; registered in start-cms.tsx):
 * each package's and add-on's prices in the price table its service page shows, through the
 * site's own component and price model.
 */
export function ServicesPreviewPage({ value }: ServicesPreviewPageProps) {
  const { packages, addOns } = servicesPreview(value)
  return (
    <div className={stack({ gap: '10', p: '6' })}>
      <Prices title="Packages" entries={packages} />
      <Prices title="Add-ons" entries={addOns} />
    </div>
  )
}
