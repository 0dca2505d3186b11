import { useState, type ReactNode } from 'react'
import { showToast } from '../ui/toaster'
import { useAuthActions } from './actions'
import { AccountMenu } from './AccountMenu'
import { useAuth } from './AuthProvider'
import { AUTH_MESSAGES } from './messages'
import { useIdentity } from './profile'

/**
 * The header's account slot (`guest` is the "Login / Sign Up" link). The prerendered HTML (and a guest) get "Login / Sign Up"; a
 * returning user gets the avatar from the stored session before supabase-js has even loaded.
 */
export function AccountSlot({ guest }: { guest: ReactNode }) {
  const { navigate } = useAuth()
  const identity = useIdentity()
  const actions = useAuthActions()
  const [signingOut, setSigningOut] = useState(false)

  if (!identity) return <>{guest}</>

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
