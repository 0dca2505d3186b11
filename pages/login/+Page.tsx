import { useData } from 'vike-react/useData'
import { InfoPage } from '../../components/info/InfoPage'
import { LoginPanel } from '../../components/auth/LoginPanel'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/login">
      <LoginPanel />
    </InfoPage>
  )
}
