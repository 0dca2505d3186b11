import { nav } from '../../lib/catalogue/catalogue.server'
import { ResetPasswordPage, accountIslands } from '../../components/account'
import { CLIENT_ONLY_PAGES, ClientOnlyFallback } from '../../components/layout'
import { Island } from '../../lib/islands/Island'

// Target of the e-mailed reset link: the form during a recovery session, otherwise what to do.
export default function Page() {
  return (
    <Island
      of={accountIslands['reset-password']}
      component={ResetPasswordPage}
      props={{}}
      when="client"
      fallback={<ClientOnlyFallback {...CLIENT_ONLY_PAGES['/reset-password']} business={nav.business} loadingLabel="Checking your reset link" />}
    />
  )
}
