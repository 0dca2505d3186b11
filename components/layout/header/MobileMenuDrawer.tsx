import { button } from 'styled-system/recipes'
import * as Dialog from '../../ui/dialog'
import { MobileMenuLinks, type MobileMenuProps } from './MobileMenuLinks'

interface MobileMenuDrawerProps extends MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button (MobileMenu.tsx owns it): focus returns there on close. */
  trigger: () => HTMLElement | null
}

/** Ark's drawer for the mobile menu: loaded by MobileMenu.tsx on idle or first intent. */
export function MobileMenuDrawer({ open, onOpenChange, trigger, services, pathname }: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="right" finalFocusEl={trigger}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Body>
            <Dialog.Title>Menu</Dialog.Title>
            <MobileMenuLinks services={services} pathname={pathname} onNavigate={close} />
          </Dialog.Body>
          <Dialog.CloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label="Close menu">
            <span aria-hidden="true">×</span>
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

