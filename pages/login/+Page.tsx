import { useData } from 'vike-react/useData'
import { LoginPanel, accountIslands } from '../../components/account'
import { InfoPage } from '../../components/catalogue-pages'
import { nav } from '../../lib/catalogue/catalogue.server'
import { Island } from '../../lib/islands/Island'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/login">
      <Island of={accountIslands['login']} component={LoginPanel} props={{ contact: { phone: nav.business.phone, email: nav.business.email } }} />
    </InfoPage>
  )
}
