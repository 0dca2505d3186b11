import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { BookingsApiProvider } from '../../components/booking/scheduler/bookings-api-context'
import { BookNow } from '../../components/booking/scheduler/BookNow'
import { ACKNOWLEDGED_ANSWER, type SchedulerApi } from '../../components/booking/scheduler/scheduler'
import { schedulerContact } from '../../lib/catalogue/contact-links'
import { serviceZipAreas } from '../../lib/catalogue/visit-terms'
import { business, catalogue } from '../../tests/fixtures/catalogue/static'
import { REMEMBERED_VISIT, visitMemory } from '../../tests/fixtures/scheduler/visit'
import { MARIA } from '../../tests/fixtures/auth/fake-auth'
import { fakeBookingsApi, type FakeBookingsApi, type FakeBookingsOptions } from '../../tests/fixtures/garage/fake-bookings'

/**
 * Book Now on its own, with a stand-in scheduler loader, so the blocked-scheduler path runs
 * without a network: "the scheduler script blocked" (docs/decisions/082-no-js-fallbacks.md).
 */
const meta = {
  title: 'Booking/Book Now',
  component: BookNow,
  // These stories are about the scheduler: the visitor gave an in-area ZIP and ticked the policy
  // earlier in the session, so Book Now goes straight on (the step has stories of its own).
  args: { scheduler: schedulerContact(business), areas: serviceZipAreas(catalogue), visitMemory: visitMemory(REMEMBERED_VISIT), services: 'Signature Detail (SUV)', vehicle: 'SUV' },
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
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
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
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled())
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

/** What the scheduler's own frame posts after a booking (only its origin counts). */
function scheduledByScheduler() {
  window.dispatchEvent(new MessageEvent('message', { origin: new URL(business.schedulerOrigin).origin, data: { event: 'calendly.event_scheduled' } }))
}

type PopupOptions = Parameters<SchedulerApi['initPopupWidget']>[0]

/** The bookings service of the story on screen (its recorded intents). */
let current: FakeBookingsApi | undefined

/** Book Now with an in-memory bookings service (intents, the discount code, the webhook's row). */
function BookNowWithBookings({ bookings, ...props }: Parameters<typeof BookNow>[0] & { bookings: FakeBookingsOptions }) {
  const [api] = useState(() => (current = fakeBookingsApi(bookings)))
  return (
    <BookingsApiProvider value={api}>
      <BookNow {...props} />
    </BookingsApiProvider>
  )
}

const CUSTOMER = { userId: MARIA.id, name: MARIA.fullName, email: MARIA.email }
const widget = () => {
  const initPopupWidget = fn<(options: PopupOptions) => void>()
  return { api: { initPopupWidget } satisfies SchedulerApi, initPopupWidget }
}

/**
 * Signed in with an unused code: the intent is recorded first, its id goes to the scheduler as
 * utm_content and the code as a2; after the booking, "Booking received" until the webhook's row
 * arrives, then the confirmed time and the way to My Garage.
 */
export const SignedInConfirmed: Story = {
  render: (args) => <BookNowWithBookings {...args} bookings={{ discountCode: 'KATY10-4F7Q', pollsBeforeRow: 1 }} />,
  args: { customer: CUSTOMER, lines: ['Signature Detail (SUV)'], vehicleId: 'v-2', load: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const { api, initPopupWidget } = widget()
    ;(args.load as ReturnType<typeof fn>).mockImplementation(() => Promise.resolve(api))
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(initPopupWidget).toHaveBeenCalledTimes(1))
    const [options] = initPopupWidget.mock.calls[0]!
    await expect(current?.intents).toHaveLength(1)
    await expect(current?.intents[0]).toEqual({ id: options.utm?.utmContent, vehicle_id: 'v-2', vehicle_size: 'SUV', services: ['Signature Detail (SUV)'], discount_code: 'KATY10-4F7Q' })
    await expect(options.prefill?.customAnswers?.a2).toBe('KATY10-4F7Q')
    await expect(options.prefill?.email).toBe(MARIA.email)

    scheduledByScheduler()
    const status = await canvas.findByTestId('booking-confirmed')
    // The status renders before its lazily loaded watcher: wait for the text, do not read it once.
    await waitFor(() => expect(status).toHaveTextContent('Booking received'))
    await waitFor(() => expect(status).toHaveTextContent('It will show in My Garage as soon as the scheduler confirms it.'))
    // The first poll says "not yet"; the next one (3 s later) finds the row.
    await waitFor(() => expect(canvas.getByTestId('booking-confirmed')).toHaveTextContent("You're booked for Tuesday, November 25 at 9:00 AM"), { timeout: 10_000 })
    await expect(canvas.getByRole('link', { name: 'Go to My Garage' })).toHaveAttribute('href', '/garage')
  },
}

/** The webhook's row never arrives: after the wait, a message that stays true. */
export const SignedInStillWaiting: Story = {
  render: (args) => <BookNowWithBookings {...args} bookings={{ pollsBeforeRow: Infinity }} />,
  args: { customer: CUSTOMER, confirmationGiveUpMs: 1500, load: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const { api, initPopupWidget } = widget()
    ;(args.load as ReturnType<typeof fn>).mockImplementation(() => Promise.resolve(api))
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(initPopupWidget).toHaveBeenCalledTimes(1))
    scheduledByScheduler()
    await waitFor(() => expect(canvas.getByTestId('booking-confirmed')).toHaveAttribute('data-state', 'slow'), { timeout: 10_000 })
    await waitFor(() => expect(canvas.getByTestId('booking-confirmed')).toHaveTextContent('It will show in My Garage once the scheduler confirms it.'))
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Go to My Garage' })).toBeVisible())
  },
}

/** Recording the intent is refused: the scheduler still opens (no utm), and the message says what stays true. */
export const IntentRefused: Story = {
  render: (args) => <BookNowWithBookings {...args} bookings={{ refuseIntent: true }} />,
  args: { customer: CUSTOMER, load: fn() },
  parameters: { snapshot: { disable: true } }, // the same frame as SignedInStillWaiting
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const { api, initPopupWidget } = widget()
    ;(args.load as ReturnType<typeof fn>).mockImplementation(() => Promise.resolve(api))
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(initPopupWidget).toHaveBeenCalledTimes(1))
    const [options] = initPopupWidget.mock.calls[0]!
    await expect(options.utm).toBeUndefined()
    await expect(new URL(options.url).searchParams.has('utm_content')).toBe(false)
    scheduledByScheduler()
    await waitFor(() => expect(canvas.getByTestId('booking-confirmed')).toHaveAttribute('data-state', 'slow'))
  },
}

/** A guest: no intent, and the confirmation e-mail comes from the scheduler. */
export const GuestBooked: Story = {
  render: (args) => <BookNowWithBookings {...args} bookings={{}} />,
  args: { load: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const { api, initPopupWidget } = widget()
    ;(args.load as ReturnType<typeof fn>).mockImplementation(() => Promise.resolve(api))
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(initPopupWidget).toHaveBeenCalledTimes(1))
    await expect(initPopupWidget.mock.calls[0]![0].utm).toBeUndefined()
    await expect(current?.intents).toEqual([])
    scheduledByScheduler()
    const status = await canvas.findByTestId('booking-confirmed')
    await waitFor(() => expect(status).toHaveTextContent('Booking received'))
    await waitFor(() => expect(status).toHaveTextContent('The scheduler e-mails your confirmation with the date and time.'))
    await expect(canvas.queryByRole('link', { name: 'Go to My Garage' })).toBeNull()
  },
}

/**
 * A first Book Now this session: the ZIP step opens with the focus in the ZIP field. Anything
 * but five digits is refused in place; an in-area ZIP without the tick is refused too; with
 * both, the scheduler opens with the ZIP and the tick as its third and fourth answers.
 */
const zipStepPopup = fn()
export const ZipStepInArea: Story = {
  args: { visitMemory: visitMemory(), load: fn(async (): Promise<SchedulerApi> => ({ initPopupWidget: zipStepPopup })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    const zip = await canvas.findByRole('textbox', { name: 'ZIP code of the visit' })
    await waitFor(() => expect(zip).toHaveFocus())
    await userEvent.type(zip, '7749')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to scheduling' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Enter a 5-digit ZIP code.'))
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'))
    await expect(args.load).not.toHaveBeenCalled()

    await userEvent.type(zip, '4')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to scheduling' }))
    const tick = canvas.getByRole('checkbox', { name: "I've read how to get ready and the cancellation policy" })
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Tick the box'))
    await waitFor(() => expect(tick).toHaveFocus())
    await expect(args.load).not.toHaveBeenCalled()

    await userEvent.click(tick)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to scheduling' }))
    await waitFor(() => expect(zipStepPopup).toHaveBeenCalledTimes(1))
    const [options] = zipStepPopup.mock.calls[0] as [{ url: string; prefill: { customAnswers: Record<string, string> } }]
    await expect(options.prefill.customAnswers).toMatchObject({ a1: 'Signature Detail (SUV). Vehicle size: SUV', a3: '77494', a4: ACKNOWLEDGED_ANSWER })
    await expect(new URL(options.url).searchParams.get('a3')).toBe('77494')
    // The step closes; the remembered ZIP shows under Book Now with a way to change it.
    await waitFor(() => expect(canvas.getByTestId('visit-zip')).toHaveTextContent('Visit in ZIP 77494.'))
    await waitFor(() => expect(canvas.queryByTestId('visit-check')).toBeNull())
    await expect(args.visitMemory!.read()).toEqual({ zip: '77494', acknowledged: true })
    await userEvent.click(canvas.getByRole('button', { name: 'Change ZIP code' }))
    await expect(await canvas.findByRole('textbox', { name: 'ZIP code of the visit' })).toHaveValue('77494')
  },
}

/**
 * A ZIP outside every area: said plainly, with the waiting list. A repeat is answered kindly,
 * a failure says to try again, a bad address is refused in place.
 */
export const ZipStepOutsideWaitlist: Story = {
  args: {
    visitMemory: visitMemory(),
    load: fn(),
    joinWaitlist: fn(async ({ email }: { email: string }) =>
      email === 'nope' ? { outcome: 'invalid' as const, problem: 'email' as const } : email === 'again@example.com' ? { outcome: 'already' as const } : { outcome: 'joined' as const },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
    await userEvent.type(await canvas.findByRole('textbox', { name: 'ZIP code of the visit' }), '77084')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to scheduling' }))
    const heading = await canvas.findByRole('heading', { name: "We don't come to 77084 yet" })
    await waitFor(() => expect(heading).toHaveFocus())
    const email = canvas.getByRole('textbox', { name: 'E-mail' })
    await userEvent.type(email, 'nope')
    await userEvent.click(canvas.getByRole('button', { name: 'Join the waiting list' }))
    await waitFor(() => expect(within(canvas.getByTestId('waitlist')).getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.'))
    await userEvent.clear(email)
    await userEvent.type(email, 'again@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Join the waiting list' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent("You're already on the list for 77084"))
    await expect(args.joinWaitlist).toHaveBeenLastCalledWith({ email: 'again@example.com', zip: '77084', honeypot: '' })
    await expect(args.load).not.toHaveBeenCalled()
  },
}
