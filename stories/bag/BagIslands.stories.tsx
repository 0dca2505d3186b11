import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BagButton } from '../../components/bag/BagButton'
import { BagDrawerIsland } from '../../components/bag/BagDrawerIsland'
import { UpsellIsland } from '../../components/bag/UpsellIsland'
import { ToastHost } from '../../components/ui/toast-host'
import { showToast, toaster } from '../../lib/toast/show-toast'
import { BAG_EMPTY, BAG_ONE, UPSELL_TWO } from '../../tests/fixtures/bag/bags'
import { UPSELL_OFFERS } from '../../tests/fixtures/bag/upsell-offers'
import { openDialog, seedBag } from './seed'
import { onViewport } from '../../.storybook/viewports'

/**
 * The bag as the layout composes it (components/layout/SiteLayout.tsx): View Bag, the drawer and
 * the upsell are separate islands over one store, and the toasts are one more. No island passes
 * anything to another; the drawer's and the upsell's code load on first use.
 */
function BagIslands() {
  return (
    <div style={{ padding: 16, background: 'var(--colors-bg-inverted)' }}>
      <BagButton />
      <BagDrawerIsland />
      <UpsellIsland offers={UPSELL_OFFERS} />
      <ToastHost />
    </div>
  )
}

/** View Bag, the bag drawer, the upsell and the toasts as the layout mounts them: separate islands over one store. Add a bag island the same way. */
const meta = {
  title: 'Bag/Bag islands',
  component: BagIslands,
  parameters: { layout: 'fullscreen', snapshot: { disable: true } },
} satisfies Meta<typeof BagIslands>
export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)

export const EmptyBag: Story = {
  loaders: [() => seedBag(BAG_EMPTY)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View Bag, 0 items' })).toBeVisible())
    // Nothing of the drawer before it is wanted.
    await expect(screen().queryByRole('dialog')).toBeNull()
  },
}

export const OpensTheDrawerIsland: Story = {
  loaders: [() => seedBag(BAG_ONE)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'View Bag, 1 item' }))
    const drawer = within(await openDialog('Your Bag'))
    await expect(drawer.getByText('Signature Detail (SUV)')).toBeVisible()
    await userEvent.click(drawer.getByRole('button', { name: 'Increase quantity of Signature Detail (SUV)' }))
    // The badge is another island over the same store.
    // (Under the open drawer's aria-hidden, so `hidden: true`.)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View Bag, 2 items', hidden: true })).toBeVisible())
  },
}

/** The toast on screen with this title (Ark's store may still hold the previous story's, closing). */
async function openToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="root"][data-state="open"]')
    expect(toast).toHaveTextContent(title)
    expect(toast).toBeVisible()
    const box = toast!.getBoundingClientRect()
    expect({ top: box.top >= 0, bottom: box.bottom <= window.innerHeight }).toEqual({ top: true, bottom: true })
    return toast!
  })
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * A toast while the bag is open: it must leave the drawer's heading, its close button and its
 * actions clear (a click on each lands on it; docs/decisions/120-toasts-clear-of-open-overlays.md: a toast over the drawer on a phone could lie over
 * the heading and the close button for its 5 s) and stay audible, outside what the modal drawer
 * hides from screen readers.
 */
async function toastOverOpenBag(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'View Bag, 1 item' }))
  const drawer = within(await openDialog('Your Bag'))
  // Ark hides the rest of the page a frame after opening; the toast comes after that.
  await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).not.toBeNull())
  showToast('success', 'Added to Bag!', 'Successfully added Signature Detail (SUV) to your bag.')
  const toast = await openToast('Added to Bag!')
  await expect(toast.closest('[aria-hidden="true"]')).toBeNull()
  await expect(toast.closest('[aria-live]')).not.toBeNull()
  // While the toast is still up (it leaves after 5 s, and a gone toast covers nothing).
  const clearOf = (name: string, element: Element) =>
    waitFor(() =>
      expect({ name, open: toast.getAttribute('data-state'), covered: overlaps(toast.getBoundingClientRect(), element.getBoundingClientRect()) }).toEqual({ name, open: 'open', covered: false }),
    )
  const heading = drawer.getByRole('heading', { name: 'Your Bag' })
  await clearOf('Your Bag', heading)
  const headingBox = heading.getBoundingClientRect()
  await expect(heading.contains(document.elementFromPoint(headingBox.left + 4, headingBox.top + headingBox.height / 2))).toBe(true)
  for (const name of ['Close bag', 'Book Now', 'Clear Bag']) {
    const action = drawer.getByRole(name === 'Book Now' ? 'link' : 'button', { name })
    await clearOf(name, action)
    const box = action.getBoundingClientRect()
    await expect(action.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true)
  }
  toaster.remove()
}

export const ToastClearOfTheOpenBag: Story = {
  loaders: [() => seedBag(BAG_ONE)],
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => toastOverOpenBag(canvasElement),
}

export const ToastClearOfTheOpenBagOnAPhone: Story = {
  loaders: [() => seedBag(BAG_ONE)],
  parameters: { snapshot: { disable: true } },
  globals: onViewport('phone'),
  play: async ({ canvasElement }) => toastOverOpenBag(canvasElement),
}

/** A normal add opens the drawer and the upsell together: the upsell sits beside the drawer, not over its edge. */
export const UpsellBesideTheDrawer: Story = {
  loaders: [() => seedBag(UPSELL_TWO.lines, { isOpen: true, upsellFor: UPSELL_TWO.itemId })],
  parameters: { snapshot: { disable: true } },
  globals: onViewport('desktop'),
  play: async () => {
    const drawer = await openDialog('Your Bag')
    const upsell = await openDialog('Complete your detail')
    const drawerLeft = drawer.getBoundingClientRect().left
    await waitFor(() => expect(upsell.getBoundingClientRect().right).toBeLessThanOrEqual(drawerLeft))
  },
}
