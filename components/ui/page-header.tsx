import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Breadcrumbs, type BreadcrumbLink } from './breadcrumbs'
import { lead, pageContainer } from './page-styles'

export interface PageHeaderProps {
  /** The page's only h1. */
  heading: string
  intro?: ReactNode
  /** Trail from Home to this page (the last entry is the current page). */
  breadcrumbs?: BreadcrumbLink[]
  children?: ReactNode
}

/** Top band of an inner page: breadcrumbs, h1 and an optional intro. */
export function PageHeader({ heading, intro, breadcrumbs, children }: PageHeaderProps) {
  return (
    <div className={css({ bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
      <div className={`${pageContainer} ${css({ py: { base: '8', md: '12' } })}`}>
        {breadcrumbs && breadcrumbs.length > 1 ? <Breadcrumbs items={breadcrumbs} /> : null}
        <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold', lineHeight: 'tight', color: 'fg.default', mt: '2' })}>{heading}</h1>
        {intro ? <div className={`${lead} ${css({ mt: '3' })}`}>{intro}</div> : null}
        {children}
      </div>
    </div>
  )
}
