import { useData } from 'vike-react/useData'
import { InfoPage } from '../../components/info/InfoPage'
import { LoginPlaceholder } from '../../components/info/LoginPlaceholder'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/login">
      <LoginPlaceholder phoneDisplay={data.phoneDisplay} phoneE164={data.phoneE164} />
    </InfoPage>
  )
}
