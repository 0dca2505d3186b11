import { Portal } from '@ark-ui/react/portal'
import { useEffect } from 'react'
import * as Dialog from '../../ui/dialog'
import { CloseButton } from '../../ui/close-button'
import { MobileMenuLinks, type MobileMenuProps } from './MobileMenuLinks'

interface MobileMenuDrawerProps extends MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called once this module has loaded and mounted: the menu button stops being busy. */
  onReady: () => void
  /** The menu button (MobileMenu.tsx owns it): focus returns there on close. */
  trigger: () => HTMLElement | null
}

/**
 * Ark's drawer for the mobile menu, loaded lazily by MobileMenu.tsx. Portalled to <body>: Ark's
 * modal aria-hides everything outside the dialog's subtree, so inside the header it would hide
 * the header's own controls while leaving them focusable (axe's aria-hidden-focus).
 */
export function MobileMenuDrawer({ open, onOpenChange, onReady, trigger, services, pathname }: MobileMenuDrawerProps) {
  useEffect(() => onReady(), [onReady])
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="right" finalFocusEl={trigger}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body>
              <Dialog.Title>Menu</Dialog.Title>
              <MobileMenuLinks services={services} pathname={pathname} onNavigate={close} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
