import { RequireAuth } from '../../components/auth/RequireAuth'
import { MyGarage } from '../../components/garage/MyGarage'

// Guarded by RequireAuth (spinner while auth loads; a guest goes to /login with Access Denied).
export default function Page() {
  return <RequireAuth>{(user, identity) => <MyGarage userId={user.id} name={identity.name} />}</RequireAuth>
}
