import { useData } from 'vike-react/useData'
import { InfoPage } from '../../components/catalogue-pages/info/InfoPage'
import { MembershipTiers } from '../../components/catalogue-pages/info/MembershipTiers'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/membership">
      <MembershipTiers tiers={data.tiers} intro={data.intro} />
    </InfoPage>
  )
}
