import { business, nav } from '../../lib/catalogue/catalogue.server'
import { UnsubscribePage, accountIslands } from '../../components/account'
import { CLIENT_ONLY_PAGES, ClientOnlyFallback } from '../../components/layout'
import { Island } from '../../lib/islands/Island'

// Target of the unsubscribe link in customer e-mails: one button, nothing happens on opening it.
export default function Page() {
  return (
    <Island
      of={accountIslands.unsubscribe}
      component={UnsubscribePage}
      props={{ businessName: business.name }}
      when="client"
      fallback={<ClientOnlyFallback {...CLIENT_ONLY_PAGES['/unsubscribe']} business={nav.business} loadingLabel="Loading" />}
    />
  )
}
