import { Portal } from '@ark-ui/react/portal'
import { useEffect, useMemo, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import type { AddOnOffer } from '../../lib/catalogue/add-on-offers'
import { findBagProduct } from '../../lib/catalogue/products'
import { formatPrice } from '../../lib/format/price'
import * as Dialog from '../ui/dialog'
import { CloseButton } from '../ui/close-button'
import { bagActions, bagStore, useBag } from './bag-store'
import { BAG_DRAWER_ATTRIBUTE } from './BagDrawer'
import { remainingSuggestions } from './rules'

// With the bag drawer open (28rem, the dialog recipe's right placement), centre the upsell in the
// space left of it where both fit, instead of across the drawer's edge.
const besideDrawer = css({ pr: { lg: 'calc(token(sizes.md) + token(spacing.4))' } })

/** How long the dialog waits for the drawer before it opens anyway (a drawer that never opens). */
const DRAWER_WAIT_MS = 3000

const suggestionRow = cx(card({ padding: 'sm', tone: 'outline' }), css({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: '3' }))

export interface UpsellDialogProps {
  /** Every add-on the dialog may suggest, from the page (lib/catalogue/add-on-offers.ts upsellOffers). */
  offers: readonly AddOnOffer[]
}

/**
 * The upsell dialog: up to 2 add-ons for the last-added item's base
 * service, picked when it opened; an add goes in the bag as an upsell (the bag does not
 * open) and leaves the list. Closing clears the last-added item. What it shows comes as props
 * from the page, so its chunk carries no catalogue.
 */
export function UpsellDialog({ offers }: UpsellDialogProps) {
  const upsell = useBag((s) => s.upsell)
  const lines = useBag((s) => s.lines)
  const drawerOpen = useBag((s) => s.isOpen)
  const suggestions = useMemo(() => {
    if (!upsell) return []
    const ids = remainingSuggestions(
      upsell.suggestionIds,
      lines.map((l) => l.id),
    )
    return ids.flatMap((id) => offers.filter((a) => a.id === id))
  }, [upsell, lines, offers])
  const item = upsell ? findBagProduct(upsell.itemId) : undefined

  // A normal add opens the drawer and this dialog together. Two modal dialogs opening in
  // the same frame each hide the other from assistive technology, and a drawer that opens
  // after this dialog takes the focus, which dismisses it. So this one opens once the drawer
  // is open with the focus inside it (a fixed delay lost that race on a slow, busy CPU): it
  // then sits on top, and closing it gives the drawer back.
  const wanted = upsell !== null
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!wanted) return setReady(false)
    const started = performance.now()
    let frame = 0
    const openWhenDrawerSettled = () => {
      const drawer = document.querySelector(`[${BAG_DRAWER_ATTRIBUTE}][data-state="open"]`)
      const settled = !bagStore.getState().isOpen || (drawer !== null && drawer.contains(document.activeElement))
      if (settled || performance.now() - started > DRAWER_WAIT_MS) setReady(true)
      else frame = requestAnimationFrame(openWhenDrawerSettled)
    }
    frame = requestAnimationFrame(openWhenDrawerSettled)
    return () => cancelAnimationFrame(frame)
  }, [wanted])

  // View My Bag with the drawer closed (the drawer's code is warmed, so it would open in the same
  // commit): the drawer opens once this dialog has gone and given the focus back, or this
  // dialog's focus return would land outside the new drawer and dismiss it.
  const openBagWhenGone = useRef(false)
  const viewBag = () => {
    if (bagStore.getState().isOpen) return bagActions.viewBagFromUpsell()
    openBagWhenGone.current = true
    bagActions.closeUpsell()
  }
  const onExitComplete = () => {
    if (!openBagWhenGone.current) return
    openBagWhenGone.current = false
    bagActions.open()
  }

  return (
    <Dialog.Root open={wanted && ready} onOpenChange={(d) => (d.open ? undefined : bagActions.closeUpsell())} onExitComplete={onExitComplete} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner className={drawerOpen ? besideDrawer : undefined}>
          <Dialog.Content data-testid="upsell-dialog">
            <Dialog.Body>
              <div className={css({ pr: '8' })}>
                <Dialog.Title>Complete your detail</Dialog.Title>
                <Dialog.Description className={css({ fontSize: 'sm', mt: '1' })}>{item ? `${item.name} is in your bag. Customers often add:` : 'Customers often add:'}</Dialog.Description>
              </div>
              {suggestions.length === 0 ? (
                <p className={css({ py: '4', textAlign: 'center', fontWeight: 'medium' })}>You've already got the best add-ons for this service!</p>
              ) : (
                <ul aria-label="Suggested add-ons" className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
                  {suggestions.map((addOn) => (
                    <li key={addOn.id} data-testid="upsell-suggestion" className={suggestionRow}>
                      <div className={css({ display: 'grid', gap: '1' })}>
                        <p className={css({ fontWeight: 'semibold' })}>
                          {addOn.name} <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>{formatPrice(addOn.price)}</span>
                        </p>
                        <p className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: '2' })}>{addOn.description}</p>
                      </div>
                      <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-label={`Add ${addOn.name} to bag`} onClick={() => bagActions.add(addOn.id, { upsell: true })}>
                        Add
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={bagActions.closeUpsell}>
                No thanks
              </button>
              <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={viewBag}>
                View My Bag
              </button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
