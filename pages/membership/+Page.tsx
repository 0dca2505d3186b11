import { useData } from 'vike-react/useData'
import { InfoPage, MembershipTiers } from '../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/membership">
      <MembershipTiers tiers={data.tiers} intro={data.intro} />
    </InfoPage>
  )
}
