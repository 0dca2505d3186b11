import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { css } from 'styled-system/css'
import { upsellOffers } from '../../lib/catalogue/add-on-offers'
import { bagCatalogue, bagCatalogueJson } from '../../lib/catalogue/bag-products'
import { catalogue, nav } from '../../lib/catalogue/catalogue.server'
import { contactLinks } from '../../lib/catalogue/contact-links'
import { BAG_CATALOGUE_ID } from '../../lib/catalogue/products'
import { Island } from '../../lib/islands/Island'
import { layoutIslands } from './islands'
import { AccountSlot, accountIslands } from '../account'
import { BagButton, BagDrawerIsland, UpsellIsland, bagIslands } from '../bag'
import { CHAT_OPEN_KEY, DISCOUNT_POPUP_DELAY_MS, EngagementRegion, engagementIslands } from '../engagement'
import { ToastHost } from '../ui/toast-host'
import { Footer } from './footer/Footer'
import { Header } from './header/Header'
import { NavigationSpinner } from './NavigationSpinner'
import { SkipLink } from './SkipLink'

// Names and slugs only (lib/catalogue/nav.ts): the whole catalogue stays out of the islands' props.
const { business, services: menuServices, areas: footerAreas, homeArea, footerBook, homePages, gallery } = nav
// What the upsell may suggest, as its island's props: this layout is server-only,
// so the catalogue it reads never reaches the browser.
const upsell = { offers: upsellOffers(catalogue) }
// The bag's look-ups on every page (lib/catalogue/products.ts), and what the chat and the contact
// popup say, as the engagement island's props: their chunks carry no catalogue.
const bagJson = { __html: bagCatalogueJson(bagCatalogue(catalogue)) }
const engagement = {
  tourPaths: homePages,
  chat: { faq: catalogue.faq, phone: business.phone, businessName: business.name },
  contact: { businessName: business.name, links: contactLinks(business) },
}

/**
 * The page shell every route shares: fixed header and navigation, content 80px from the top,
 * footer. It is static HTML; the interactive regions are islands, each hydrated on
 * its own and sharing state through the stores: the account slot, View Bag, the bag drawer and the
 * upsell, the engagement region (discount, tour, chat, contact) and the toasts.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  return (
    <>
      <SkipLink />
      <script type="application/json" id={BAG_CATALOGUE_ID} dangerouslySetInnerHTML={bagJson} />
      <Header
        businessName={business.name}
        services={menuServices}
        pathname={urlPathname}
        account={<Island of={accountIslands['account']} component={AccountSlot} props={{}} as="span" />}
        bag={<Island of={bagIslands['bag-button']} component={BagButton} props={{}} when="load" as="span" />}
      />
      <main id="main" tabIndex={-1} className={css({ pt: 'header', minH: '100dvh', outline: 'none' })}>
        {children}
      </main>
      <Footer
        pathname={urlPathname}
        businessName={business.name}
        phone={business.phone}
        email={business.email}
        areas={footerAreas}
        homeArea={homeArea}
        services={menuServices}
        bookLinks={footerBook}
        gallery={gallery}
      />
      <NavigationSpinner />
      <Island of={bagIslands['bag-drawer']} component={BagDrawerIsland} props={{}} />
      <Island of={bagIslands['upsell']} component={UpsellIsland} props={upsell} />
      {/* Hydrated once the page is idle, so Chat and Contact answer a tap without a reload;
          its launchers work as links until then; the discount card opens on its own after 3 s (the
          wake time is its backstop when idle comes late); a chat left open on the tab's previous
          page reopens at once (decision 130). */}
      <Island of={engagementIslands['engagement']} component={EngagementRegion} props={{ pathname: urlPathname, ...engagement }} wakeAfterMs={DISCOUNT_POPUP_DELAY_MS} wakeIfStored={CHAT_OPEN_KEY} />
      <Island of={layoutIslands['toasts']} component={ToastHost} props={{}} />
    </>
  )
}
