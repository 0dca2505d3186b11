import { QueryProvider } from '../../lib/query/QueryProvider'
import { LoginPanel } from './LoginPanel'

/** /login's island: the panel with the TanStack Query client its form and session use (decision 080). */
export function LoginIsland() {
  return (
    <QueryProvider>
      <LoginPanel />
    </QueryProvider>
  )
}
