import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { cx } from 'styled-system/css'
import { menu } from 'styled-system/recipes'
import { whenIdle } from '../../lib/islands/on-browser-idle'
import type { AuthState } from './session/auth-store'
import { AccountTriggerContent, accountTriggerClass } from './Avatar'
import { GuestAccountLink } from './GuestAccountLink'
import { displayName } from './identity'
import { useAuth } from './session/useAuth'

const loadAccountArea = () => import('./AccountArea')
type AccountAreaComponent = Awaited<ReturnType<typeof loadAccountArea>>['AccountArea']

/** Name and e-mail known without the profile query: the stored session's hint, or the session's user. */
export function knownIdentity(state: AuthState): { name: string; email: string } | null {
  if (state.status === 'loading') return state.hint ? { name: displayName(state.hint.fullName, state.hint.email), email: state.hint.email } : null
  if (state.status !== 'signedIn') return null
  const email = state.user.email ?? ''
  const metadataName = typeof state.user.user_metadata?.full_name === 'string' ? (state.user.user_metadata.full_name as string) : null
  return { name: displayName(metadataName, email), email }
}

/**
 * The header's account slot, an island of its own (no props). The prerendered HTML, the first
 * client render and a guest get "Login / Sign Up"; a returning user gets the avatar from the
 * stored session in the commit after hydration, before supabase-js has even loaded. The menu
 * itself (TanStack Query, Ark) is AccountArea, a chunk loaded on idle or on first intent.
 */
export function AccountSlot() {
  const { state } = useAuth()
  const known = knownIdentity(state)
  if (!known) return <GuestAccountLink />
  return <DeferredAccountMenu name={known.name} />
}

type Intent = 'click' | 'Enter' | 'ArrowDown' | 'ArrowUp' | 'focus'

/**
 * A plain button until AccountArea has loaded, then Ark's trigger (another DOM node). An intent
 * shown on the plain button while the chunk loads is replayed on the real trigger: focus moves
 * there if the button had it, and a click or key opens the menu. A failed load (offline) is
 * retried on the next intent.
 */
function DeferredAccountMenu({ name }: { name: string }) {
  const box = useRef<HTMLSpanElement>(null)
  const [AccountArea, setAccountArea] = useState<AccountAreaComponent | null>(null)
  const requested = useRef(false)
  const pending = useRef<Intent | null>(null)
  // Clicked or keyed before the menu's code came: the button says it has been heard.
  const [waiting, setWaiting] = useState(false)

  const request = useCallback(() => {
    if (requested.current) return
    requested.current = true
    loadAccountArea().then(
      (module) => {
        // Read before the swap: once the plain button is gone, document.activeElement is <body>.
        if (!pending.current && box.current?.contains(document.activeElement)) pending.current = 'focus'
        setAccountArea(() => module.AccountArea)
      },
      () => {
        requested.current = false
        setWaiting(false)
      },
    )
  }, [])

  useEffect(() => whenIdle(request), [request])

  useEffect(() => {
    const intent = pending.current
    pending.current = null
    if (!AccountArea || !intent) return
    const trigger = box.current?.querySelector<HTMLElement>('button, [role="button"]')
    if (!trigger) return
    trigger.focus()
    if (intent === 'click') trigger.click()
    else if (intent !== 'focus') trigger.dispatchEvent(new window.KeyboardEvent('keydown', { key: intent, bubbles: true, cancelable: true }))
  }, [AccountArea])

  const onClick = (event: { detail: number }) => {
    // detail 0: Enter or Space on the button, replayed as Enter so the first item is highlighted.
    pending.current = event.detail === 0 ? 'Enter' : 'click'
    setWaiting(true)
    request()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    pending.current = event.key
    setWaiting(true)
    request()
  }

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {AccountArea ? (
        <AccountArea />
      ) : (
        <button
          type="button"
          data-tour="auth-button"
          aria-haspopup="menu"
          aria-expanded="false"
          aria-label={`Account: ${name}`}
          aria-busy={waiting || undefined}
          className={cx(menu().trigger, accountTriggerClass)}
          onPointerEnter={request}
          onFocus={request}
          onClick={onClick}
          onKeyDown={onKeyDown}
        >
          <AccountTriggerContent name={name} />
        </button>
      )}
    </span>
  )
}
