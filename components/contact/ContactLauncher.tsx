import type { FocusEventHandler, PointerEventHandler } from 'react'
import { useHydrated } from '../ui/useHydrated'

/** Where "Contact us" leads before hydration and without JavaScript: the page with call, text and e-mail. */
export const CONTACT_PAGE_HREF = '/contact'

export interface ContactLauncherProps {
  /** Opens the contact popup (after hydration). */
  onOpen: () => void
  /** Whether the popup is open (aria-expanded). @default false */
  expanded?: boolean
  /** Warms the popup's chunk on hover or focus. */
  onPreload?: () => void
  className?: string
}

/**
 * "Contact us": a link to /contact in the prerendered HTML (so it works without JavaScript and
 * before hydration), upgraded to the button that opens the call / text / e-mail popup once
 * React runs. Drop-in for the launcher button in components/engagement/EngagementRegion.tsx.
 */
export function ContactLauncher({ onOpen, expanded = false, onPreload, className }: ContactLauncherProps) {
  const hydrated = useHydrated()
  const preload: PointerEventHandler & FocusEventHandler = () => onPreload?.()
  if (!hydrated) {
    return (
      <a href={CONTACT_PAGE_HREF} className={className}>
        Contact us
      </a>
    )
  }
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={expanded} className={className} onPointerEnter={preload} onFocus={preload} onClick={onOpen}>
      Contact us
    </button>
  )
}
