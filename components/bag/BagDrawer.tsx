import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { formatPrice } from '../../lib/format/price'
import { depositNotice } from '../../lib/catalogue/deposit'
import { bagDepositSetting } from '../../lib/catalogue/products'
import * as Dialog from '../ui/dialog'
import { CloseButton } from '../ui/close-button'
import { bagActions, useBag, useBagSummary } from './bag-store'
import { CartItemRow } from './CartItemRow'

/** Marks the drawer's content, so the upsell dialog can tell when the drawer has opened. */
export const BAG_DRAWER_ATTRIBUTE = 'data-bag-drawer'

/** The bag drawer: opens from View Bag and after a normal add. */
export function BagDrawer() {
  const open = useBag((s) => s.isOpen)
  const { items, count, total } = useBagSummary()
  // Said before Book Now, which opens the scheduler that takes it.
  const deposit = depositNotice(
    bagDepositSetting(),
    items.map((item) => item.id),
    items,
  )
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? bagActions.open() : bagActions.close())} placement="right">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="bag-drawer" {...{ [BAG_DRAWER_ATTRIBUTE]: '' }}>
            <Dialog.Header>
              <Dialog.Title>Your Bag</Dialog.Title>
              <Dialog.Description className={css({ fontSize: 'sm' })}>{count === 0 ? 'No services yet' : `${count} ${count === 1 ? 'service' : 'services'}`}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body className={css({ pt: '0' })}>
              {items.length === 0 ? (
                <div className={css({ display: 'grid', gap: '2', py: '12', textAlign: 'center' })}>
                  <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Your bag is empty</p>
                  <p className={css({ color: 'fg.muted' })}>Add services to get started</p>
                </div>
              ) : (
                <ul aria-label="Services in your bag" className={css({ listStyle: 'none' })}>
                  {items.map((item) => (
                    <CartItemRow key={item.id} item={item} onQuantityChange={bagActions.updateQuantity} onRemove={bagActions.remove} />
                  ))}
                </ul>
              )}
            </Dialog.Body>
            {items.length > 0 ? (
              // data-keep-clear: a toast never covers the bag's actions (components/ui/toaster.tsx).
              <div data-keep-clear="" className={css({ display: 'grid', gap: '3', p: '6', borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' })}>
                <p className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'lg', fontWeight: 'bold' })}>
                  <span>Total</span>
                  <span data-testid="bag-total">{formatPrice(total)}</span>
                </p>
                {deposit ? (
                  <p data-testid="bag-deposit" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {deposit}
                  </p>
                ) : null}
                <a href="/book" onClick={bagActions.close} className={button({ variant: 'solid', size: 'lg' })}>
                  Book Now
                </a>
                <button type="button" onClick={bagActions.clear} className={button({ variant: 'outline', size: 'md' })}>
                  Clear Bag
                </button>
              </div>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close bag" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
