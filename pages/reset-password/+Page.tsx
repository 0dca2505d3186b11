import { nav } from '../../lib/catalogue/catalogue'
import { ResetPasswordPage } from '../../components/account'
import { CLIENT_ONLY_PAGES, ClientOnlyFallback } from '../../components/layout'
import { Island } from '../../lib/islands/Island'
import { islands } from '../../components/islands/registry'

// Target of the e-mailed reset link: the form during a recovery session, otherwise what to do.
export default function Page() {
  return (
    <Island
      of={islands['reset-password']}
      component={ResetPasswordPage}
      props={{}}
      when="client"
      fallback={<ClientOnlyFallback {...CLIENT_ONLY_PAGES['/reset-password']} business={nav.business} loadingLabel="Checking your reset link" />}
    />
  )
}
