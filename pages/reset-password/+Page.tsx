import { ResetPasswordPage } from '../../components/auth/ResetPasswordForm'

// Target of the e-mailed reset link: the form during a recovery session, otherwise what to do.
export default function Page() {
  return <ResetPasswordPage />
}
