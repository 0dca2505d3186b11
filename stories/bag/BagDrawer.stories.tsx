import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BagDrawer } from '../../components/bag/BagDrawer'
import { BAG_EMPTY, BAG_MANY, BAG_MANY_TOTAL, BAG_ONE } from '../../tests/fixtures/bag/bags'
import { openDialog, seedBag, withToaster } from './seed'
import { bagCatalogue } from '../../lib/catalogue/bag-products'
import { provideBagCatalogue } from '../../lib/catalogue/products'
import { catalogue } from '../../tests/fixtures/catalogue/static'
import { DEPOSIT_SETTING } from '../../tests/fixtures/garage/deposits'

/** The bag (an island): a right-hand drawer listing what the customer chose, opened from View Bag, with the way on to booking. */
const meta = {
  title: 'Bag/BagDrawer',
  component: BagDrawer,
  decorators: [withToaster],
  parameters: { layout: 'fullscreen', snapshot: { target: 'viewport' } },
} satisfies Meta<typeof BagDrawer>
export default meta
type Story = StoryObj<typeof meta>

/** Dialogs render in a portal on document.body. */
const screen = () => within(document.body)

export const Empty: Story = {
  loaders: [() => seedBag(BAG_EMPTY, { isOpen: true })],
  play: async () => {
    const drawer = await openDialog('Your Bag')
    await expect(within(drawer).getByText('Your bag is empty')).toBeVisible()
    await expect(within(drawer).getByText('Add services to get started')).toBeVisible()
    await expect(within(drawer).queryByRole('link', { name: 'Book Now' })).toBeNull()
  },
}

export const OneItem: Story = {
  loaders: [() => seedBag(BAG_ONE, { isOpen: true })],
  play: async () => {
    const drawer = within(await openDialog('Your Bag'))
    await expect(drawer.getByText('Signature Detail (SUV)')).toBeVisible()
    await expect(drawer.getByText('Vehicle: SUV')).toBeVisible()
    await expect(drawer.getByTestId('bag-total')).toHaveTextContent('$399.00')
    await userEvent.click(drawer.getByRole('button', { name: 'Increase quantity of Signature Detail (SUV)' }))
    await waitFor(() => expect(drawer.getByTestId('bag-item-quantity')).toHaveTextContent('2'))
    await waitFor(() => expect(drawer.getByTestId('bag-total')).toHaveTextContent('$798.00'))
    await userEvent.click(drawer.getByRole('button', { name: 'Decrease quantity of Signature Detail (SUV)' }))
    await waitFor(() => expect(drawer.getByTestId('bag-total')).toHaveTextContent('$399.00'))
    await expect(drawer.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book')
  },
}

/** With a deposit set in data/business.json: the bag says it above Book Now, before the scheduler opens. */
export const WithDeposit: Story = {
  beforeEach: () => {
    provideBagCatalogue({ ...bagCatalogue(catalogue), deposit: DEPOSIT_SETTING })
    return () => provideBagCatalogue(bagCatalogue(catalogue))
  },
  loaders: [() => seedBag(BAG_ONE, { isOpen: true })],
  play: async () => {
    const drawer = within(await openDialog('Your Bag'))
    await waitFor(() => expect(drawer.getByTestId('bag-deposit')).toHaveTextContent('A $50 deposit holds your visit; refundable up to 24 hours before.'))
    await waitFor(() => expect(drawer.getByRole('link', { name: 'Book Now' })).toBeVisible())
  },
}

export const ManyItems: Story = {
  loaders: [() => seedBag(BAG_MANY, { isOpen: true })],
  play: async () => {
    const drawer = within(await openDialog('Your Bag'))
    await expect(drawer.getAllByTestId('bag-item')).toHaveLength(3)
    await expect(drawer.getByTestId('bag-total')).toHaveTextContent(BAG_MANY_TOTAL)
    await userEvent.click(drawer.getByRole('button', { name: 'Remove Pet Hair Removal' }))
    await waitFor(() => expect(drawer.getAllByTestId('bag-item')).toHaveLength(2))
    await waitFor(() => expect(drawer.getByTestId('bag-total')).toHaveTextContent('$767.00'))
    await waitFor(() => expect(screen().getByText('Item Removed')).toBeVisible())
    await waitFor(() => expect(screen().getByText('The service has been removed from your bag.', { selector: '[data-part="description"]' })).toBeVisible())
  },
}

export const AfterClear: Story = {
  loaders: [() => seedBag(BAG_MANY, { isOpen: true })],
  play: async () => {
    const drawer = within(await openDialog('Your Bag'))
    await userEvent.click(drawer.getByRole('button', { name: 'Clear Bag' }))
    await waitFor(() => expect(drawer.getByText('Your bag is empty')).toBeVisible())
    await waitFor(() => expect(screen().getByText('Bag Cleared')).toBeVisible())
    await waitFor(() => expect(screen().getByText('All services have been removed from your bag.', { selector: '[data-part="description"]' })).toBeVisible())
    // Screen readers hear it through the polite live region too.
    await waitFor(() => expect(screen().getByTestId('bag-live-region')).toHaveTextContent('All services have been removed from your bag.'))
  },
}
