import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { ImageRef } from '../../../lib/catalogue/types'
import { CatalogueImage } from '../CatalogueImage'
import { pageContainer, textLink } from '../../ui/page-styles'

export interface AreaDirectoryEntry {
  slug: string
  name: string
  intro: string
  neighborhoods: string[]
  zipCodes: string[]
  image: ImageRef
}

/** /service-areas: each area with its neighbourhoods, ZIP codes and a link to its page. */
export function AreaDirectory({ areas }: { areas: AreaDirectoryEntry[] }) {
  return (
    <div className={`${pageContainer} ${stack({ py: '10', gap: '10' })}`}>
      {areas.map((a) => (
        <section key={a.slug} aria-labelledby={`area-${a.slug}`} className={css({ display: 'grid', gap: '6', alignItems: 'center', gridTemplateColumns: { base: '1fr', md: '1fr 2fr' } })}>
          <CatalogueImage image={a.image} className={css({ display: 'block', w: 'full', h: 'auto', borderRadius: 'lg', bg: 'bg.muted' })} />
          <div>
            <h2 id={`area-${a.slug}`} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
              {a.name}
            </h2>
            <p className={css({ mt: '2' })}>{a.intro}</p>
            <p className={css({ mt: '2', color: 'fg.muted' })}>
              Neighbourhoods: {a.neighborhoods.join(', ')}. ZIP codes: {a.zipCodes.join(', ')}.
            </p>
            <p className={css({ mt: '3' })}>
              <a href={`/${a.slug}`} className={textLink}>
                Mobile detailing in {a.name}
              </a>
            </p>
          </div>
        </section>
      ))}
    </div>
  )
}
