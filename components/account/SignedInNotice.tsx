import { QueryProvider } from '../../lib/query/QueryProvider'
import { AlreadySignedIn } from './LoginForm'
import { useIdentity } from './profile'

/**
 * /login for a visitor who is already signed in: the name comes from the profile query, so this
 * (and TanStack Query with it) is a chunk of its own that a guest's /login never loads.
 */
export default function SignedInNotice() {
  return (
    <QueryProvider>
      <NamedNotice />
    </QueryProvider>
  )
}

function NamedNotice() {
  const identity = useIdentity()
  return <AlreadySignedIn name={identity?.name ?? ''} />
}
