import { catalogue, nav } from '../../lib/catalogue/catalogue.server'
import { GarageIsland, garageIslands, garagePlans, packagePrices, referralOffer } from '../../components/garage'
import { CLIENT_ONLY_PAGES, ClientOnlyFallback } from '../../components/layout'
import { Island } from '../../lib/islands/Island'
import { depositTerms, prepCatalogue } from '../../lib/catalogue/visit-terms'

export default function Page() {
  return (
    <Island
      of={garageIslands['garage']}
      component={GarageIsland}
      props={{ packages: packagePrices(catalogue), prep: prepCatalogue(catalogue), deposit: depositTerms(catalogue), plans: garagePlans(catalogue), referral: referralOffer(catalogue.business) }}
      when="client"
      fallback={<ClientOnlyFallback {...CLIENT_ONLY_PAGES['/garage']} business={nav.business} loadingLabel="Checking your account" />}
    />
  )
}
