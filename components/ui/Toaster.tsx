import { Portal } from '@ark-ui/react/portal'
import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast'
import { useEffect, useSyncExternalStore, type CSSProperties } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes'
import { toastStore } from './toast-store'
import { connectToaster } from './show-toast'
import { CloseButton } from './close-button'

const { withProvider, withContext } = createStyleContext(toastRecipe)
const Root = withProvider(Toast.Root, 'root')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

// Every Ark modal dialog (bag drawer, upsell, chat, contact, mobile menu, garage) locks the page's
// scroll while open, and zag marks <body> with this attribute for as long as one is.
const MODAL_OPEN_ATTRIBUTE = 'data-scroll-lock'

function onModalChange(listener: () => void): () => void {
  const observer = new MutationObserver(listener)
  observer.observe(document.body, { attributes: true, attributeFilter: [MODAL_OPEN_ATTRIBUTE] })
  return () => observer.disconnect()
}

const modalOpen = () => document.body.hasAttribute(MODAL_OPEN_ATTRIBUTE)

/**
 * While a modal is open, toasts move from the bottom-right corner to the top-left (decision 120):
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
/** Each toast hangs from the group's bottom edge for a bottom placement: hang it from the top. */
const TOAST_AT_TOP: CSSProperties = { top: 0, bottom: 'auto' }

/**
 * Ark's toaster; the site mounts it through ToastHost (lazily), stories render it directly.
 * Portalled to <body>: an open Ark modal sets aria-hidden on everything outside it except
 * <body>'s own live regions (zag's aria-hidden skips `[aria-live]` there), so a toast rendered
 * inside an island would be silent while a dialog is open.
 */
export function Toaster() {
  // A task later: Ark's toast group starts its machine after mount (in a microtask), and a toast
  // created before that start is dropped, so a waiting toast goes to the store once it listens.
  useEffect(() => {
    let disconnect: (() => void) | undefined
    const timer = setTimeout(() => (disconnect = connectToaster(toastStore)), 0)
    return () => {
      clearTimeout(timer)
      disconnect?.()
    }
  }, [])
  const overModal = useSyncExternalStore(onModalChange, modalOpen, () => false)
  return (
    <Portal>
      <ArkToaster toaster={toastStore} style={overModal ? TOP_START : undefined} data-over-modal={overModal || undefined}>
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
