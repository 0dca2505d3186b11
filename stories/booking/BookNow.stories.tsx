import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BookNow } from '../../components/scheduler/BookNow'
import type { SchedulerApi } from '../../components/scheduler/scheduler'
import { business } from '../../lib/catalogue/catalogue'

/**
 * Book Now on its own, with a stand-in scheduler loader, so the blocked-scheduler path runs
 * without a network: issue 8's "the scheduler script blocked".
 */
const meta = {
  title: 'Booking/Book Now',
  component: BookNow,
  args: { services: 'Signature Detail (SUV)', vehicle: 'SUV' },
} satisfies Meta<typeof BookNow>
export default meta
type Story = StoryObj<typeof meta>

/** The everyday state: Book Now and, under it, call, text or e-mail for those who'd rather talk. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`)
    await expect(canvas.getByRole('link', { name: /^Text/ })).toHaveAttribute('href', `sms:${business.phone.e164}`)
    await expect(canvas.getByRole('link', { name: /^E-mail us/ })).toHaveAttribute('href', `mailto:${business.email}`)
  },
}

const blocked = () => Promise.reject(new Error('The scheduler script could not be loaded.'))

/**
 * The scheduler is blocked twice, then comes back: the fallback offers call, text and e-mail,
 * says so again after the second failure, and the third click opens the popup.
 */
export const SchedulerBlocked: Story = {
  args: { load: fn(blocked) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const bookNow = canvas.getByRole('button', { name: 'Book Now' })
    await userEvent.click(bookNow)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent("Online booking isn't available right now")
    const links = within(alert)
    await expect(links.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`)
    await expect(links.getByRole('link', { name: `Text ${business.phone.display}` })).toHaveAttribute('href', `sms:${business.phone.e164}`)
    await expect(links.getByRole('link', { name: `E-mail ${business.email}` })).toHaveAttribute('href', `mailto:${business.email}`)
    // The short "Prefer to talk?" line gives way to the fuller fallback.
    await expect(canvas.queryByTestId('book-by-contact')).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent("Online booking still isn't available"))
    await expect(args.load).toHaveBeenCalledTimes(2)

    const api: SchedulerApi = { initPopupWidget: fn() }
    ;(args.load as ReturnType<typeof fn>).mockImplementation(() => Promise.resolve(api))
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(api.initPopupWidget).toHaveBeenCalledTimes(1))
    await expect(canvas.queryByRole('alert')).toBeNull()
    // Restore the failing loader so a replay of the story starts from the same state.
    ;(args.load as ReturnType<typeof fn>).mockImplementation(blocked)
  },
}

/** What the visitor sees while the scheduler stays blocked (the visual baseline of the fallback). */
export const SchedulerUnavailable: Story = {
  args: { load: fn(blocked) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Your choices are kept')
    await expect(within(alert).getAllByRole('link')).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled()
  },
}

/** While the scheduler loads, the button says so and cannot be pressed twice. */
export const Opening: Story = {
  args: { load: fn(() => new Promise<SchedulerApi>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    const busy = await canvas.findByRole('button', { name: 'Opening the scheduler…' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(args.load).toHaveBeenCalledTimes(1)
  },
}
