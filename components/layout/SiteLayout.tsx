import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={css({ position: 'fixed', top: 0, insetX: 0, h: 'header', bg: 'bg.inverted', color: 'fg.inverted' })}>Header</header>
      <main id="main" className={css({ pt: 'header', minH: '100dvh' })}>{children}</main>
    </>
  )
}
