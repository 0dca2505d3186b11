import { catalogue, nav } from '../../../lib/catalogue/catalogue.server'
import { QuoteIsland, quoteIslands, quoteOptions } from '../../../components/quotes'
import { CLIENT_ONLY_PAGES, ClientOnlyFallback } from '../../../components/layout'
import { Island } from '../../../lib/islands/Island'

// Target of "Send a quote" in the owner's lead mails: the catalogue's services at their prices.
export default function Page() {
  return (
    <Island
      of={quoteIslands.quote}
      component={QuoteIsland}
      props={{ view: 'compose', options: quoteOptions(catalogue) }}
      when="client"
      fallback={<ClientOnlyFallback {...CLIENT_ONLY_PAGES['/quote/compose']} business={nav.business} loadingLabel="Loading the lead" />}
    />
  )
}
