import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { css } from 'styled-system/css'
import nav from 'virtual:catalogue-nav'
import { AccountSlot } from '../auth/AccountSlot'
import { BagRegion } from '../bag/BagRegion'
import { ToastHost } from '../ui/ToastHost'
import { EngagementRegion } from '../engagement/EngagementRegion'
import { Footer } from './footer/Footer'
import { Header } from './header/Header'
import { PageTransitionSpinner } from './PageTransitionSpinner'
import { SkipLink } from './SkipLink'

// Names and slugs only (lib/catalogue/nav.ts): the whole catalogue stays off the first load.
const { business, services: menuServices, areas: footerAreas } = nav

/**
 * Spec section 2 layout: fixed header and navigation, content 80px from the top, footer, toasts.
 * Only what every page needs on first load lives here (decision 080): TanStack Query belongs to
 * the pages and islands that read server data, and every overlay and menu machine loads later.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  return (
    <>
      <SkipLink />
      <Header businessName={business.name} services={menuServices} pathname={urlPathname} account={<AccountSlot />} bag={<BagRegion />} />
      <main id="main" tabIndex={-1} className={css({ pt: 'header', minH: '100dvh', outline: 'none' })}>
        {children}
      </main>
      <Footer pathname={urlPathname} businessName={business.name} phone={business.phone} email={business.email} areas={footerAreas} services={menuServices} />
      <PageTransitionSpinner />
      <EngagementRegion />
      <ToastHost />
    </>
  )
}
