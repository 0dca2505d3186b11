import { Portal } from '@ark-ui/react/portal'
import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast'
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes'
import { toastStore } from './toast-store'
import { connectToaster } from '../../lib/toast/show-toast'
import { CloseButton } from './close-button'
import { onPageScrollLockChange, pageScrollLocked } from './page-scroll-lock'

const { withProvider, withContext } = createStyleContext(toastRecipe)
const Root = withProvider(Toast.Root, 'root')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

/**
 * While a modal is open, toasts move from the bottom-right corner to the top-left (docs/decisions/120-toasts-clear-of-open-overlays.md):
 * the drawers' and panels' primary actions (Book Now, Clear Bag, the chat's form) sit at the
 * bottom right, and a dialog's own title row is the least costly place to cover for 5 s. Set on
 * the group's inline placement style, which Ark derives from the store's one placement.
 */
const TOP_START: CSSProperties = {
  top: 'max(env(safe-area-inset-top, 0px), 1rem)',
  bottom: 'auto',
  insetInlineStart: 'calc(env(safe-area-inset-left, 0px) + 1rem)',
  insetInlineEnd: 'auto',
  alignItems: 'flex-start',
}
/**
 * What a toast over an open modal must leave clear (docs/decisions/120-toasts-clear-of-open-overlays.md): the dialog's title, its close
 * button and what it marks `data-keep-clear` (the bag's Book Now and Clear Bag). On a desktop the
 * top-left corner is beside a right-hand drawer; on a phone the drawer spans the screen, and the
 * corner is its title row.
 */
const KEEP_CLEAR = '[data-scope="dialog"][data-part="title"], [data-scope="dialog"][data-part="close-trigger"], [data-keep-clear]'
const GAP_PX = 8

type Box = { left: number; right: number; top: number; bottom: number }
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The highest top (px) at which the toast group, as tall and wide as it is now, covers nothing an
 * open modal keeps clear: its corner if that is free, else just below one of those elements.
 * Null when the corner is free or nothing fits (then the corner, as before).
 */
function clearTop(group: HTMLElement): number | null {
  // The group itself has no size: its toasts are positioned inside it.
  const groupTop = group.getBoundingClientRect().top
  const toasts = [...group.querySelectorAll('[data-part="root"]')].map((toast) => toast.getBoundingClientRect()).filter((rect) => rect.height > 0)
  if (toasts.length === 0) return null
  const box = { left: Math.min(...toasts.map((r) => r.left)), right: Math.max(...toasts.map((r) => r.right)), height: Math.max(...toasts.map((r) => r.bottom)) - groupTop }
  const keep = [...document.querySelectorAll<HTMLElement>(`[role="dialog"][aria-modal="true"] :is(${KEEP_CLEAR})`)]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
  const corner = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  const candidates = [corner, ...keep.map((rect) => rect.bottom + GAP_PX)].sort((a, b) => a - b)
  for (const top of candidates) {
    const at = { left: box.left, right: box.right, top, bottom: top + box.height }
    if (at.bottom > window.innerHeight) break
    if (!keep.some((rect) => overlaps(rect, at))) return top === corner ? null : top
  }
  return null
}

/** Each toast hangs from the group's bottom edge for a bottom placement: hang it from the top. */
const TOAST_AT_TOP: CSSProperties = { top: 0, bottom: 'auto' }

/**
 * Ark's toaster; the site mounts it through ToastHost (lazily), stories render it directly.
 * Portalled to <body>: an open Ark modal sets aria-hidden on everything outside it except
 * <body>'s own live regions (zag's aria-hidden skips `[aria-live]` there), so a toast rendered
 * inside an island would be silent while a dialog is open.
 */
export function Toaster() {
  // A task later, so the waiting toast's hand-over re-renders the group after its mount has been
  // committed, not inside it. Either order shows the toast: the group reads the store's visible
  // toasts when its machine starts (subscribeToStore in
  // node_modules/@zag-js/toast/dist/toast-group.machine.mjs).
  useEffect(() => {
    let disconnect: (() => void) | undefined
    const timer = setTimeout(() => (disconnect = connectToaster(toastStore)), 0)
    return () => {
      clearTimeout(timer)
      disconnect?.()
    }
  }, [])
  // Every modal dialog (bag drawer, upsell, chat, contact, mobile menu, garage) locks the page's
  // scroll while it is open (components/ui/dialog.tsx): that is how the toaster knows one is.
  const overModal = useSyncExternalStore(onPageScrollLockChange, pageScrollLocked, () => false)
  const top = useClearTop(overModal)
  return (
    <Portal>
      <ArkToaster toaster={toastStore} style={overModal ? (top === null ? TOP_START : { ...TOP_START, top: `${top}px` }) : undefined} data-over-modal={overModal || undefined}>
        {(toast) => (
          <Root key={toast.id} style={overModal ? TOAST_AT_TOP : undefined}>
            <Title>{toast.title}</Title>
            {toast.description ? <Description>{toast.description}</Description> : null}
            <CloseTrigger asChild>
              <CloseButton aria-label="Dismiss notification" variant="plain" size="xs" />
            </CloseTrigger>
          </Root>
        )}
      </ArkToaster>
    </Portal>
  )
}

/**
 * While a modal is open, where the toasts must start to leave its title, close button and actions
 * clear (clearTop), measured again when a toast comes or goes, when the dialog's opening animation
 * ends and when the window is resized.
 */
function useClearTop(overModal: boolean): number | null {
  const [top, setTop] = useState<number | null>(null)
  useEffect(() => {
    if (!overModal) {
      setTop(null)
      return
    }
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const group = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')
        if (group) setTop(clearTop(group))
      })
    }
    const observer = new MutationObserver(measure)
    observer.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('resize', measure)
    document.addEventListener('animationend', measure, true)
    measure()
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('resize', measure)
      document.removeEventListener('animationend', measure, true)
    }
  }, [overModal])
  return top
}
