import { catalogue, nav } from '../../lib/catalogue/catalogue'
import { GarageIsland } from '../../components/garage/GarageIsland'
import { packagePrices } from '../../components/garage/garage-rules'
import { CLIENT_ONLY_PAGES, ClientOnlyFallback } from '../../components/layout/ClientOnlyFallback'
import { Island } from '../../lib/islands/Island'

export default function Page() {
  return (
    <Island
      name="garage"
      component={GarageIsland}
      props={{ packages: packagePrices(catalogue) }}
      when="client"
      fallback={<ClientOnlyFallback {...CLIENT_ONLY_PAGES['/garage']} business={nav.business} loadingLabel="Checking your account" />}
    />
  )
}
