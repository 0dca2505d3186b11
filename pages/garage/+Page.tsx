import { RequireAuth } from '../../components/auth/RequireAuth'
import { MyGarage } from '../../components/garage/MyGarage'
import { QueryProvider } from '../../lib/query/QueryProvider'

// Guarded by RequireAuth (spinner while auth loads; a guest goes to /login with Access Denied).
// TanStack Query is this page's, not the layout's (decision 080).
export default function Page() {
  return (
    <QueryProvider>
      <RequireAuth>{(user, identity) => <MyGarage userId={user.id} name={identity.name} />}</RequireAuth>
    </QueryProvider>
  )
}
