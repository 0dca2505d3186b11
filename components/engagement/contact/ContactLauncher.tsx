import type { FocusEventHandler, PointerEventHandler } from 'react'
import { useHydrated } from '../../ui/use-hydrated'

/** Where "Contact us" leads before hydration and without JavaScript: the page with call, text and e-mail. */
export const CONTACT_PAGE_HREF = '/contact'

export interface ContactLauncherProps {
  /** Opens the contact popup (after hydration). */
  onOpen: () => void
  /** Whether the popup is open (aria-expanded). @default false */
  expanded?: boolean
  /** The popup was asked for and its code is on its way (aria-busy). @default false */
  busy?: boolean
  /** Warms the popup's chunk on pointer-over, focus or pointer-down. */
  onPreload?: () => void
  className?: string
}

/**
 * "Contact us": a link to /contact in the prerendered HTML (so it works without JavaScript and
 * before hydration), upgraded to the button that opens the call / text / e-mail popup once
 * React runs. Drop-in for the launcher button in components/engagement/EngagementRegion.tsx.
 */
export function ContactLauncher({ onOpen, expanded = false, busy = false, onPreload, className }: ContactLauncherProps) {
  const hydrated = useHydrated()
  const preload: PointerEventHandler & FocusEventHandler = () => onPreload?.()
  if (!hydrated) {
    return (
      // data-overlay: a tap here before hydration loads the popup's code (EngagementRegion.tsx).
      <a href={CONTACT_PAGE_HREF} data-overlay="contact" className={className}>
        Contact us
      </a>
    )
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-busy={busy || undefined}
      className={className}
      onPointerOver={preload}
      onFocus={preload}
      onPointerDown={preload}
      onClick={onOpen}
    >
      Contact us
    </button>
  )
}
