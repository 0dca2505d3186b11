import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import * as Dialog from '../../ui/dialog'
import { CloseButton } from '../../ui/close-button'
import type { ContactLink } from '../../../lib/catalogue/contact-links'

export interface ContactPopupProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  businessName: string
  links: readonly ContactLink[]
}

const icons: Record<ContactLink['kind'], string> = {
  call: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  text: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  email: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6',
}

/**
 * Call, text or e-mail the business: a small centred dialog of three links. Portalled to <body>
 * like every Ark dialog here (docs/decisions/121-ark-dialogs-portalled.md), so Ark's aria-hidden never covers a focusable control.
 */
export function ContactPopup({ open, onOpenChange, businessName, links }: ContactPopupProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body>
              <div className={css({ pr: '8' })}>
                <Dialog.Title>Contact us</Dialog.Title>
                <Dialog.Description>Call, text or e-mail {businessName}. We usually reply within the hour during business hours.</Dialog.Description>
              </div>
              <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
                {links.map((link) => (
                  <li key={link.kind}>
                    <a href={link.href} className={button({ variant: link.kind === 'call' ? 'solid' : 'outline', size: 'block' })}>
                      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                        <path d={icons[link.kind]} />
                      </svg>
                      <span className={css({ display: 'grid', textAlign: 'left', lineHeight: '1.3' })}>
                        <span>{link.label}</span>
                        <span className={css({ fontSize: 'sm', fontWeight: 'normal', opacity: 0.9 })}>{link.detail}</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close contact options" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
