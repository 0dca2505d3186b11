import { useData } from 'vike-react/useData'
import { InfoPage, MembershipTiers } from '../../components/catalogue-pages'
import { ReferralOffer } from '../../components/garage'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/membership">
      <MembershipTiers tiers={data.tiers} intro={data.intro} />
      {data.referral ? <ReferralOffer terms={data.referral.terms} discountPercent={data.referral.discountPercent} /> : null}
    </InfoPage>
  )
}
