import { useData } from 'vike-react/useData'
import { LoginPanel } from '../../components/account/LoginPanel'
import { InfoPage } from '../../components/catalogue-pages/info/InfoPage'
import { nav } from '../../lib/catalogue/catalogue'
import { Island } from '../../lib/islands/Island'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/login">
      <Island name="login" component={LoginPanel} props={{ contact: { phone: nav.business.phone, email: nav.business.email } }} />
    </InfoPage>
  )
}
