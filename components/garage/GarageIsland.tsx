import { RequireAuth } from '../account'
import { QueryProvider } from '../../lib/query/QueryProvider'
import { MyGarage, type MyGarageProps } from './MyGarage'

/**
 * /garage, rendered in the browser only (a client island, docs/decisions/110-islands-html-only-pages.md): RequireAuth shows the
 * spinner while auth loads and sends a guest to /login with Access Denied.
 */
export function GarageIsland({ packages, prep, deposit, plans, referral }: Pick<MyGarageProps, 'packages' | 'prep' | 'deposit' | 'plans' | 'referral'>) {
  return (
    <QueryProvider>
      <RequireAuth>{(user, identity) => <MyGarage userId={user.id} name={identity.name} packages={packages} prep={prep} deposit={deposit} plans={plans} referral={referral} />}</RequireAuth>
    </QueryProvider>
  )
}
