import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { BookingPage } from '../../components/booking/BookingPage'
import { bookCeramic, bookIndex, bookSignatureDetail, bookUnknown, bookWithDeposit } from '../../tests/fixtures/pages/booking'
import { withGuest } from './guest-auth'
import { onViewport } from '../../.storybook/viewports'

/** The /book pages: the page a Book Now link leads to, for one service or for choosing one. */
const meta = {
  title: 'Booking/Booking page',
  component: BookingPage,
  parameters: { layout: 'fullscreen', snapshot: { target: 'page' } },
  globals: onViewport('phone'),
  args: { data: bookSignatureDetail },
  decorators: [withGuest],
} satisfies Meta<typeof BookingPage>

export default meta
type Story = StoryObj<typeof meta>

/** With a deposit set in data/business.json: the page says it before Book Now opens the scheduler, which takes it. */
export const WithDeposit: Story = {
  args: { data: bookWithDeposit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const notice = await canvas.findByText('A $50 deposit holds your visit; refundable up to 24 hours before.')
    await waitFor(() => expect(notice).toBeVisible())
    const bookNow = canvas.getByRole('button', { name: 'Book Now' })
    // Said before the button that opens the scheduler, in reading order.
    await expect(notice.compareDocumentPosition(bookNow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

/** Shows what is being booked with the size picker preselected on Sedan, its total, and Book Now (the scheduler popup). */
export const SignatureDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Book Signature Detail')
    await expect(canvas.getByRole('radio', { name: /Sedan/ })).toBeChecked()
    await expect(canvas.getByTestId('booking-total')).toHaveTextContent('$349.00')
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled()
  },
}

export const QuoteOnly: Story = {
  args: { data: bookCeramic },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Request a quote')[0]).toBeVisible()
  },
}

export const ChooseAService: Story = {
  args: { data: bookIndex },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Book Full Detail Package' })).toHaveAttribute('href', '/book/full-detail')
  },
}

/** An unknown id: a friendly note and the choice of services, no crash. */
export const UnknownService: Story = {
  args: { data: bookUnknown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('teleport-detail')
    await expect(canvas.getByRole('heading', { name: 'Choose a service' })).toBeVisible()
  },
}
