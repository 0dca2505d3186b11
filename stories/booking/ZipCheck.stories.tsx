import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { ZipCheck } from '../../components/booking/visit/ZipCheck'
import type { JoinWaitlist } from '../../components/booking/visit/WaitlistForm'
import { serviceZipAreas } from '../../lib/catalogue/visit-terms'
import { catalogue } from '../../tests/fixtures/catalogue/static'
import { IN_AREA_ZIP, OUTSIDE_ZIP } from '../../tests/fixtures/scheduler/visit'

/**
 * The service-areas page's ZIP check (docs/decisions/146-zip-check-and-visit-terms.md), with
 * the waiting list and the session memory stood in: no backend.
 */
const meta = {
  title: 'Booking/ZIP check',
  component: ZipCheck,
  args: { areas: serviceZipAreas(catalogue), join: fn<JoinWaitlist>(async () => ({ outcome: 'joined' })) },
} satisfies Meta<typeof ZipCheck>
export default meta
type Story = StoryObj<typeof meta>

/** Anything but five digits is refused in place, with the focus back in the field. */
export const NotAZip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const zip = canvas.getByRole('textbox', { name: 'Your ZIP code' })
    await userEvent.type(zip, '7749a')
    await userEvent.click(canvas.getByRole('button', { name: 'Check my ZIP' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Enter a 5-digit ZIP code.'))
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'))
    await waitFor(() => expect(zip).toHaveFocus())
  },
}

/** A served ZIP: good news naming the areas, and a link to book. */
export const InArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your ZIP code' }), IN_AREA_ZIP)
    await userEvent.click(canvas.getByRole('button', { name: 'Check my ZIP' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`Good news: we come to ${IN_AREA_ZIP} (`))
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/book'))
  },
}

/** Any other ZIP: said plainly, and the waiting list takes the address. */
export const OutsideJoins: Story = {
  args: { join: fn<JoinWaitlist>(async () => ({ outcome: 'joined' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your ZIP code' }), OUTSIDE_ZIP)
    await userEvent.click(canvas.getByRole('button', { name: 'Check my ZIP' }))
    const heading = await canvas.findByRole('heading', { name: `We don't come to ${OUTSIDE_ZIP} yet` })
    await waitFor(() => expect(heading).toHaveFocus())
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'dana@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Join the waiting list' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`We'll e-mail dana@example.com as soon as we come to ${OUTSIDE_ZIP}.`))
    await expect(args.join).toHaveBeenCalledWith({ email: 'dana@example.com', zip: OUTSIDE_ZIP, honeypot: '' })
  },
}

/** The list could not be reached: a clear message, and the form stays to try again. */
export const OutsideFails: Story = {
  args: { join: fn<JoinWaitlist>(async () => ({ outcome: 'failed' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your ZIP code' }), OUTSIDE_ZIP)
    await userEvent.click(canvas.getByRole('button', { name: 'Check my ZIP' }))
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'dana@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Join the waiting list' }))
    await waitFor(() => expect(canvas.getByTestId('waitlist-failed')).toHaveTextContent("We couldn't add you to the list. Check your connection and try again."))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled())
  },
}
