import { business, nav } from '../../lib/catalogue/catalogue.server'
import { QuoteIsland, quoteIslands } from '../../components/quotes'
import { CLIENT_ONLY_PAGES, ClientOnlyFallback } from '../../components/layout'
import { Island } from '../../lib/islands/Island'

// Target of the link in the customer's quote mail: the quote, Approve and book, Ask for changes.
export default function Page() {
  return (
    <Island
      of={quoteIslands.quote}
      component={QuoteIsland}
      props={{ view: 'quote', businessName: business.name }}
      when="client"
      fallback={<ClientOnlyFallback {...CLIENT_ONLY_PAGES['/quote']} business={nav.business} loadingLabel="Loading your quote" />}
    />
  )
}
