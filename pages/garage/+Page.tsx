import nav from 'virtual:catalogue-nav'
import { GarageIsland } from '../../components/garage/GarageIsland'
import { CLIENT_ONLY_PAGES, ClientOnlyFallback } from '../../components/layout/ClientOnlyFallback'
import { Island } from '../../lib/islands/Island'

export default function Page() {
  return (
    <Island
      name="garage"
      component={GarageIsland}
      props={{}}
      when="client"
      fallback={<ClientOnlyFallback {...CLIENT_ONLY_PAGES['/garage']} business={nav.business} loadingLabel="Checking your account" />}
    />
  )
}
