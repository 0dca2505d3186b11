import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { css } from 'styled-system/css'
import { AccountSlot } from '../auth/AccountSlot'
import { AuthProvider } from '../auth/AuthProvider'
import { QueryProvider } from '../../lib/query/QueryProvider'
import nav from 'virtual:catalogue-nav'
import { BagRegion } from '../bag/BagRegion'
import { ToastHost } from '../ui/ToastHost'
import { EngagementRegion } from '../engagement/EngagementRegion'
import { Footer } from './footer/Footer'
import { AccountLink } from './header/AccountLink'
import { Header } from './header/Header'
import { PageTransitionSpinner } from './PageTransitionSpinner'
import { SkipLink } from './SkipLink'

// Names and slugs only (lib/catalogue/nav.ts): the whole catalogue stays off the first load.
const { business, services: menuServices, areas: footerAreas } = nav

/** Spec section 2 layout: fixed header and navigation, content 80px from the top, footer, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  return (
    <QueryProvider>
      <AuthProvider>
        <SkipLink />
        <Header businessName={business.name} services={menuServices} pathname={urlPathname} account={<AccountSlot guest={<AccountLink />} />} bag={<BagRegion />} />
        <main id="main" tabIndex={-1} className={css({ pt: 'header', minH: '100dvh', outline: 'none' })}>
          {children}
        </main>
        <Footer pathname={urlPathname} businessName={business.name} phone={business.phone} email={business.email} areas={footerAreas} services={menuServices} />
        <PageTransitionSpinner />
        <EngagementRegion />
        <ToastHost />
      </AuthProvider>
    </QueryProvider>
  )
}
