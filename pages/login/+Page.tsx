import { useData } from 'vike-react/useData'
import { LoginPanel } from '../../components/account'
import { InfoPage } from '../../components/catalogue-pages'
import { nav } from '../../lib/catalogue/catalogue'
import { Island } from '../../lib/islands/Island'
import { islands } from '../../components/islands/registry'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/login">
      <Island of={islands['login']} component={LoginPanel} props={{ contact: { phone: nav.business.phone, email: nav.business.email } }} />
    </InfoPage>
  )
}
