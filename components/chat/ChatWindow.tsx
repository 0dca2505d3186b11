import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import * as Dialog from '../ui/dialog'
import { CloseButton } from '../ui/close-button'
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
 * on close. Portalled to <body> like every Ark dialog here (decision 121): Ark's modal aria-hides
 * everything outside the dialog's ancestors, which would leave the engagement region's buttons
 * focusable under aria-hidden and silence the toasts.
 */
export function ChatWindow({ chat, open, onOpenChange, finalFocusEl }: ChatWindowProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="right" tone="inverted" {...(finalFocusEl ? { finalFocusEl } : {})}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ overflow: 'hidden' })}>
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
