import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BagDrawerIsland } from '../../components/bag/BagDrawerIsland'
import { UpsellIsland } from '../../components/bag/UpsellIsland'
import { bagStore } from '../../components/bag/bag-store'
import { UPSELL_NONE, UPSELL_ONE, UPSELL_TWO } from '../../tests/fixtures/bag/bags'
import { UPSELL_OFFERS } from '../../tests/fixtures/bag/upsell-offers'
import { holdToast } from '../support/hold-toast'
import { clearToasts, openDialog, seedBag, withToaster } from './seed'

/** The bag's two overlay islands over one store: the upsell dialog over a closed drawer. */
function BagOverlays() {
  return (
    <>
      <BagDrawerIsland />
      <UpsellIsland offers={UPSELL_OFFERS} />
    </>
  )
}

/** The offer after a package goes in the bag (an island): up to two add-ons for it, or straight on to the bag. */
const meta = {
  title: 'Bag/UpsellDialog',
  component: BagOverlays,
  decorators: [withToaster],
  parameters: { layout: 'fullscreen', snapshot: { target: 'viewport' } },
} satisfies Meta<typeof BagOverlays>
export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)

export const TwoSuggestions: Story = {
  loaders: [() => seedBag(UPSELL_TWO.lines, { upsellFor: UPSELL_TWO.itemId })],
  play: async () => {
    const dialog = within(await openDialog('Complete your detail'))
    await expect(dialog.getAllByTestId('upsell-suggestion')).toHaveLength(2)
    await expect(dialog.getByText('Engine Bay Detailing')).toBeVisible()
    await expect(dialog.getByText('Headlight Restoration')).toBeVisible()
    // An upsell add: in the bag, out of the list, the bag stays closed.
    await userEvent.click(dialog.getByRole('button', { name: 'Add Engine Bay Detailing to bag' }))
    await waitFor(() => expect(dialog.getAllByTestId('upsell-suggestion')).toHaveLength(1))
    await holdToast('Successfully added Engine Bay Detailing to your bag.')
    await expect(bagStore.getState().isOpen).toBe(false)
    await expect(screen().queryByRole('dialog', { name: 'Your Bag' })).toBeNull()
  },
}

export const OneSuggestion: Story = {
  loaders: [() => seedBag(UPSELL_ONE.lines, { upsellFor: UPSELL_ONE.itemId })],
  play: async () => {
    const dialog = within(await openDialog('Complete your detail'))
    await expect(dialog.getAllByTestId('upsell-suggestion')).toHaveLength(1)
    await expect(dialog.getByText('Headlight Restoration')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Add Headlight Restoration to bag' }))
    await waitFor(() => expect(dialog.getByText("You've already got the best add-ons for this service!")).toBeVisible())
    await holdToast('Successfully added Headlight Restoration to your bag.')
  },
}

export const NoSuggestions: Story = {
  loaders: [() => seedBag(UPSELL_NONE.lines, { upsellFor: UPSELL_NONE.itemId })],
  play: async () => {
    const dialog = within(await openDialog('Complete your detail'))
    await expect(dialog.getByText("You've already got the best add-ons for this service!")).toBeVisible()
    await expect(dialog.queryAllByTestId('upsell-suggestion')).toHaveLength(0)
    await clearToasts()
  },
}

/** View My Bag closes the dialog and opens the bag. */
export const ViewMyBag: Story = {
  loaders: [() => seedBag(UPSELL_TWO.lines, { upsellFor: UPSELL_TWO.itemId })],
  play: async () => {
    const dialog = within(await openDialog('Complete your detail'))
    await userEvent.click(dialog.getByRole('button', { name: 'View My Bag' }))
    await expect(await openDialog('Your Bag')).toBeVisible()
    await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Complete your detail' })).toBeNull())
    await expect(bagStore.getState().upsell).toBeNull()
    await clearToasts()
  },
}
