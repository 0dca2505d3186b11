import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BagButton } from '../../components/bag/BagButton'
import { BagDrawerIsland } from '../../components/bag/BagDrawerIsland'
import { UpsellIsland } from '../../components/bag/UpsellIsland'
import { ToastHost } from '../../components/ui/ToastHost'
import { BAG_EMPTY, BAG_ONE } from '../../tests/fixtures/bag/bags'
import { openDialog, seedBag } from './seed'

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
      <UpsellIsland />
      <ToastHost />
    </div>
  )
}

const meta = {
  title: 'Bag/Bag islands',
  component: BagIslands,
  parameters: { layout: 'fullscreen', snapshot: false },
} satisfies Meta<typeof BagIslands>
export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)

export const EmptyBag: Story = {
  loaders: [() => seedBag(BAG_EMPTY)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'View Bag, 0 items' })).toBeVisible()
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
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View Bag, 2 items' })).toBeVisible())
  },
}
