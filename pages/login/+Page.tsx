import { useData } from 'vike-react/useData'
import { InfoPage } from '../../components/info/InfoPage'
import { LoginPanel } from '../../components/auth/LoginPanel'
import { QueryProvider } from '../../lib/query/QueryProvider'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/login">
      {/* TanStack Query is this page's, not the layout's (decision 080). */}
      <QueryProvider>
        <LoginPanel />
      </QueryProvider>
    </InfoPage>
  )
}
