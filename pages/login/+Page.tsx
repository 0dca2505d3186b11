import { useData } from 'vike-react/useData'
import { LoginIsland } from '../../components/auth/LoginIsland'
import { InfoPage } from '../../components/info/InfoPage'
import { Island } from '../../lib/islands/Island'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/login">
      <Island name="login" component={LoginIsland} props={{}} when="load" />
    </InfoPage>
  )
}
