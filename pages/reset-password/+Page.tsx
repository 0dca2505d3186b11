import { CenteredSpinner } from '../../components/ui/spinner'

// Placeholder shell until the account pages land: a spinner, no crash.
export default function Page() {
  return <CenteredSpinner label="Loading Reset Password" />
}
