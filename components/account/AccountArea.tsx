import { useState } from 'react'
import { QueryProvider } from '../../lib/query/QueryProvider'
import { showToast } from '../../lib/toast/show-toast'
import { useAuthActions } from './actions'
import { AccountMenu } from './AccountMenu'
import { useAuth } from './session/useAuth'
import { AUTH_MESSAGES } from './session/messages'
import { useIdentity } from './profile'

/**
 * The signed-in header slot with its machinery: TanStack Query for the profile's name, Ark's
 * menu and sign-out. A separate chunk (AccountSlot loads it), so guests never download it.
 */
export function AccountArea() {
  return (
    <QueryProvider>
      <SignedInMenu />
    </QueryProvider>
  )
}

function SignedInMenu() {
  const { navigate } = useAuth()
  const identity = useIdentity()
  const actions = useAuthActions()
  const [signingOut, setSigningOut] = useState(false)

  if (!identity) return null

  const signOut = async () => {
    setSigningOut(true)
    try {
      const result = await actions.signOut()
      if (!result.ok) return void showToast('error', AUTH_MESSAGES.signOutFailed, result.message)
      await navigate('/')
    } finally {
      setSigningOut(false)
    }
  }

  return <AccountMenu name={identity.name} email={identity.email} onSignOut={() => void signOut()} signingOut={signingOut} />
}
