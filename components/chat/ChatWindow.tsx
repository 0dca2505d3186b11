import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import * as Dialog from '../ui/dialog'
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
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="right" {...(finalFocusEl ? { finalFocusEl } : {})}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ overflow: 'hidden' })}>
            <div className={css({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '3', p: '4', pr: '14', bg: 'bg.inverted', color: 'fg.inverted' })}>
              <div>
                <Dialog.Title className={css({ fontSize: 'lg!' })}>Chat with us</Dialog.Title>
                <Dialog.Description className={css({ color: 'fg.invertedMuted!', fontSize: 'sm' })}>
                  Get a quote or ask a quick question.
                </Dialog.Description>
              </div>
            </div>
            <Dialog.CloseTrigger aria-label="Close chat" className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ color: 'fg.inverted', _hover: { bg: 'bg.invertedHover' } })}`}>
              <span aria-hidden="true">×</span>
            </Dialog.CloseTrigger>
            <ChatPanel chat={chat} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
