// Renders account components with a toaster, an in-memory auth service (AuthProvider's override)
// and a recorded navigate instead of supabase-js and a document navigation.
import type { ReactNode } from 'react'
import { useCallback, useState } from 'react'
import { waitFor } from 'storybook/test'
import { AuthProvider } from '../../components/account/AuthProvider'
import type { AuthState } from '../../components/account/session/auth-store'
import type { Navigate } from '../../components/account/session/navigation'
import { GarageApiProvider, type GarageApi } from '../../components/garage/garage-api'
import { Toaster } from '../../components/ui/toaster'
import { showToast, toaster } from '../../lib/toast/show-toast'
import { createQueryClient } from '../../lib/query/query-client'
import { QueryProvider } from '../../lib/query/QueryProvider'
import type { FakeAuthApi } from '../../tests/fixtures/auth/fake-auth'

// The test-runner shares two cores with builds and other suites: give async queries room.
import '../support/wait'

/**
 * Ends a play function on a stable frame for the image snapshot: no toast (they time out) and no
 * focus ring that depends on when a disabled button was re-enabled.
 */
export async function settleUi() {
  toaster.remove()
  ;(document.activeElement as HTMLElement | null)?.blur?.()
  await waitFor(() => {
    if (document.querySelector('[data-scope="toast"][data-part="root"]')) throw new Error('toast still shown')
  })
}

interface HarnessProps {
  api: FakeAuthApi
  navigate: Navigate
  garage?: GarageApi
  fixedState?: AuthState
  children: ReactNode
}

export function AuthHarness({ api, navigate, garage, fixedState, children }: HarnessProps) {
  // A fresh cache per story, and no toast left over from the previous story.
  const [client] = useState(() => {
    toaster.remove()
    return createQueryClient()
  })
  // The recorded navigate sees the URL only; a toast meant for the next page shows here at once.
  const recorded = useCallback<Navigate>(
    (url, options) => {
      const toast = options?.toast
      if (toast) showToast(toast.type, toast.title, toast.description)
      return navigate(url)
    },
    [navigate],
  )
  const content = (
    <AuthProvider api={api} navigate={recorded} fixedState={fixedState}>
      {children}
      <Toaster />
    </AuthProvider>
  )
  return <QueryProvider client={client}>{garage ? <GarageApiProvider value={garage}>{content}</GarageApiProvider> : content}</QueryProvider>
}
