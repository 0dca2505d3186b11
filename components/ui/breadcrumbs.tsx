import { css } from 'styled-system/css'

export interface BreadcrumbLink {
  name: string
  path: string
}

/** Visible breadcrumb trail; the same trail feeds the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items }: { items: BreadcrumbLink[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', fontSize: 'sm', color: 'fg.muted' })}>
        {items.map((item, i) => {
          const last = i === items.length - 1
          return (
            <li key={item.path} className={css({ display: 'flex', gap: '1' })}>
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <>
                  <a href={item.path} className={css({ color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '2px' })}>
                    {item.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
