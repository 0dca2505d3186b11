import { Portal } from '@ark-ui/react/portal'
import { useRef } from 'react'
import { css } from 'styled-system/css'
import * as Dialog from '../../ui/dialog'
import { CloseButton } from '../../ui/close-button'
import { ChatPanel } from './ChatPanel'
import type { ChatController } from './use-chat'

export interface ChatWindowProps {
  chat: ChatController
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * Where focus goes when the chat closes. The chat button lives outside the dialog (the
   * panel loads lazily), so Ark's own "element focused before opening" can be stale.
   * @default the element that had focus when the dialog opened
   */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * The chat as a labelled modal side panel: focus moves in, stays in, and returns to the chat button
 * on close. Portalled to <body> like every Ark dialog here (docs/decisions/121-ark-dialogs-portalled.md): Ark's modal aria-hides
 * everything outside the dialog's ancestors, which would leave the engagement region's buttons
 * focusable under aria-hidden and silence the toasts.
 */
export function ChatWindow({ chat, open, onOpenChange, finalFocusEl }: ChatWindowProps) {
  const contentRef = useRef<HTMLDivElement>(null)
  // ChatPanel puts the focus where the conversation needs it (the Name field, the message box)
  // as it mounts; Ark's focus trap starts a frame later and would move it to the first tabbable
  // element, dropping what the visitor began to type. Keep the panel's choice when it made one
  // (zag's getInitialFocus falls back to the first tabbable on null).
  const keepPanelFocus = () => {
    const active = document.activeElement
    return active instanceof HTMLElement && contentRef.current?.contains(active) ? active : null
  }
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="right" tone="inverted" initialFocusEl={keepPanelFocus} {...(finalFocusEl ? { finalFocusEl } : {})}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} className={css({ overflow: 'hidden' })}>
            <Dialog.Header>
              <div>
                <Dialog.Title>Chat with us</Dialog.Title>
                <Dialog.Description>Get a quote or ask a quick question.</Dialog.Description>
              </div>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close chat" variant="inverted" />
            </Dialog.CloseTrigger>
            <ChatPanel chat={chat} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
