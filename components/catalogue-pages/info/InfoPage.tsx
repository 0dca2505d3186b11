import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { formatDate } from '../../../lib/format/date'
import { PageHeader } from '../../ui/page-header'
import { RichText } from '../RichText'
import type { InfoData } from './data'
import { pageContainer } from '../../ui/page-styles'
import type { BreadcrumbLink } from '../../ui/breadcrumbs'

export interface InfoPageProps {
  data: InfoData
  path: string
  /** Extra sections after the body copy. */
  children?: ReactNode
}

/** An information page: header with h1, the catalogue copy, then page-specific sections. */
export function InfoPage({ data, path, children }: InfoPageProps) {
  const crumbs: BreadcrumbLink[] = [
    { name: 'Home', path: '/' },
    { name: data.heading, path },
  ]
  const [first, ...rest] = data.body
  const intro = first && first.type === 'p' ? first.text : undefined
  const body = intro ? rest : data.body
  return (
    <>
      <PageHeader heading={data.heading} intro={intro} breadcrumbs={crumbs}>
        {data.updated ? (
          <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>
            Last updated <time dateTime={data.updated}>{formatDate(data.updated)}</time>
          </p>
        ) : null}
      </PageHeader>
      {body.length > 0 ? (
        <div className={`${pageContainer} ${css({ py: '10' })}`}>
          <RichText blocks={body} />
        </div>
      ) : null}
      {children}
    </>
  )
}
