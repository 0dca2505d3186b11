import { useRef, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { menu } from 'styled-system/recipes'
import { useDeferredModule, useIntentReplay } from '../ui/deferred'
import { useAuth, type AuthState } from './AuthProvider'
import { AccountTriggerContent, accountTriggerClass } from './Avatar'
import { displayName } from './identity'

const loadAccountArea = () => import('./AccountArea')

/** Name and e-mail known without the profile query: the stored session's hint, or the session's user. */
export function knownIdentity(state: AuthState): { name: string; email: string } | null {
  if (state.status === 'loading') return state.hint ? { name: displayName(state.hint.fullName, state.hint.email), email: state.hint.email } : null
  if (state.status !== 'signedIn') return null
  const email = state.user.email ?? ''
  const metadataName = typeof state.user.user_metadata?.full_name === 'string' ? (state.user.user_metadata.full_name as string) : null
  return { name: displayName(metadataName, email), email }
}

/**
 * The header's account slot (`guest` is the "Login / Sign Up" link). The prerendered HTML (and a guest) get "Login / Sign Up"; a
 * returning user gets the avatar from the stored session before supabase-js has even loaded. The menu itself (TanStack Query,
 * Ark) is AccountArea, loaded on idle or first intent; a click while it loads opens it when it arrives (decision 080).
 */
export function AccountSlot({ guest }: { guest: ReactNode }) {
  const { state } = useAuth()
  const known = knownIdentity(state)
  if (!known) return <>{guest}</>
  return <DeferredAccountMenu name={known.name} />
}

function DeferredAccountMenu({ name }: { name: string }) {
  const box = useRef<HTMLSpanElement>(null)
  const { loaded, request, onLoaded } = useDeferredModule(loadAccountArea)
  const intent = useIntentReplay(box, loaded !== null, request, onLoaded)
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {loaded ? (
        <loaded.AccountArea />
      ) : (
        <button type="button" data-tour="auth-button" aria-haspopup="menu" aria-expanded="false" aria-label={`Account: ${name}`} className={cx(menu().trigger, accountTriggerClass)} {...intent}>
          <AccountTriggerContent name={name} />
        </button>
      )}
    </span>
  )
}
