import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { PageHeader } from '../ui/page-header'
import { pageContainer, textLink } from '../ui/page-styles'
import { PairFigure } from './PairFigure'
import type { GalleryData } from './data'

/** /gallery: every pair, grouped by service, each group linking to its service page. */
export function GalleryPage({ data }: { data: GalleryData }) {
  return (
    <>
      <PageHeader
        heading={data.heading}
        intro={data.intro}
        breadcrumbs={[
          { name: 'Home', path: '/' },
          { name: data.heading, path: '/gallery' },
        ]}
      />
      <div className={`${pageContainer} ${stack({ gap: '12', py: '10' })}`}>
        {data.groups.map((group, i) => (
          <section key={group.service.path} aria-labelledby={`gallery-group-${i}`}>
            <h2 id={`gallery-group-${i}`} className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>
              {group.service.name}
            </h2>
            <p className={css({ mb: '4' })}>
              <a href={group.service.path} className={textLink}>
                About {group.service.name}
              </a>
            </p>
            <ul className={stack({ gap: '8', maxW: '40rem' })}>
              {group.pairs.map((pair) => (
                <li key={pair.id} className={css({ listStyle: 'none' })}>
                  <PairFigure pair={pair} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
