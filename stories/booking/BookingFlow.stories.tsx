import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { BookingFlow } from '../../components/booking/BookingFlow'
import { bookingData } from '../../components/booking/data'
import { schedulerContact } from '../../lib/catalogue/contact-links'
import { prepCatalogue, serviceZipAreas } from '../../lib/catalogue/visit-terms'
import { VISIT_ZIP_KEY } from '../../components/booking/visit/zip-session'
import { catalogue } from '../../tests/fixtures/catalogue/static'
import { BAG_EMPTY, BAG_MANY, BAG_MANY_TOTAL } from '../../tests/fixtures/bag/bags'
import { seedBag } from '../bag/seed'
import { withGuest } from './guest-auth'
import { QUOTE_HANDOFF_KEY, saveQuoteHandoff } from '../../components/quotes/quote-handoff'
import { QUOTE } from '../../tests/fixtures/quotes/fake-quotes'

/** The booking steps inside the booking page (an island): what is being booked, how to get ready, and the scheduler. */
const meta = {
  title: 'Booking/BookingFlow',
  component: BookingFlow,
  parameters: { pageContext: { urlPathname: '/book/signature-detail' } },
  decorators: [withGuest],
  args: { scheduler: schedulerContact(catalogue.business), areas: serviceZipAreas(catalogue), prep: prepCatalogue(catalogue) },
} satisfies Meta<typeof BookingFlow>
export default meta
type Story = StoryObj<typeof meta>

/** What /book/{serviceId}'s +data gives the page, from the real catalogue. */
const selected = (serviceId: string) => bookingData(catalogue, serviceId).selected!
const { choices } = bookingData(catalogue)

/** /book/signature-detail: the service is preselected; the visitor picks a size and books. */
export const ServicePreselected: Story = {
  args: { service: selected('signature-detail') },
  loaders: [() => seedBag(BAG_EMPTY), () => sessionStorage.removeItem(VISIT_ZIP_KEY)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: /Sedan/ })).toBeChecked()
    await expect(canvas.getByTestId('booking-total')).toHaveTextContent('$349.00')
    await userEvent.click(canvas.getByRole('radio', { name: /SUV/ }))
    await waitFor(() => expect(canvas.getByText('Signature Detail (SUV)')).toBeVisible())
    await waitFor(() => expect(canvas.getByTestId('booking-total')).toHaveTextContent('$399.00'))
    // How to get ready for this service, above Book Now.
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'How to get ready' })).getByText(/water spigot/)).toBeVisible())

    // A stand-in scheduler API: Book Now opens the popup with the prefilled URL.
    const initPopupWidget = fn()
    window.Calendly = { initPopupWidget }
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
      // First the visit's ZIP and the policy tick (the step's own stories: Booking/Book Now).
      await userEvent.type(await canvas.findByRole('textbox', { name: 'ZIP code of the visit' }), '77494')
      await userEvent.click(canvas.getByRole('checkbox', { name: "I've read how to get ready and the cancellation policy" }))
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to scheduling' }))
      await waitFor(() => expect(initPopupWidget).toHaveBeenCalledTimes(1))
      const [options] = initPopupWidget.mock.calls[0] as [{ url: string; prefill: { customAnswers: { a1: string } } }]
      await expect(options.prefill.customAnswers.a1).toBe('Signature Detail (SUV). Vehicle size: SUV')
      await expect(new URL(options.url).searchParams.get('a1')).toBe('Signature Detail (SUV). Vehicle size: SUV')
      await expect(new URL(options.url).searchParams.get('a3')).toBe('77494')
    } finally {
      sessionStorage.removeItem(VISIT_ZIP_KEY)
      delete window.Calendly
    }
  },
}

/** /book with a bag: its services, sizes and total. */
export const FromBag: Story = {
  args: {},
  loaders: [() => seedBag(BAG_MANY)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByTestId('booking-line')).toHaveLength(3)
    await expect(canvas.getByText('Signature Detail (Sedan)')).toBeVisible()
    await expect(canvas.getByTestId('booking-total')).toHaveTextContent(BAG_MANY_TOTAL)
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled()
  },
}

/** A quote-only service: no $0 price, the visitor still books a visit. */
export const QuoteOnly: Story = {
  args: { service: selected('signature-ceramic-coating') },
  loaders: [() => seedBag(BAG_EMPTY)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Request a quote')).toBeVisible()
    await expect(canvas.queryByTestId('booking-total')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeVisible()
  },
}

/** An id the catalogue does not have: a friendly choice, not a crash. */
export const UnknownService: Story = {
  args: { unknownId: 'gold-plated-detail', choices },
  loaders: [() => seedBag(BAG_EMPTY)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: "We couldn't find that service" })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Signature Detail/ })).toHaveAttribute('href', '/book/signature-detail')
  },
}

/** /book?from=quote: "Approve and book" on a quote hands its lines, prices and total to the booking page, and Book Now gives the scheduler its services and, for a guest, the quote's id. */
export const FromApprovedQuote: Story = {
  loaders: [
    () => seedBag(BAG_EMPTY),
    () => sessionStorage.removeItem(VISIT_ZIP_KEY),
    () => {
      saveQuoteHandoff({ quoteId: 'quote-1', services: ['Signature Detail (SUV)'], lines: QUOTE.lines, totalCents: QUOTE.total_cents })
      const url = new URL(window.location.href)
      url.searchParams.set('from', 'quote')
      window.history.replaceState(window.history.state, '', url)
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // storybook/test's expect looks once: wait for what the page renders after reading the handoff.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your approved quote' })).toBeVisible())
    await waitFor(() => expect(canvas.getByTestId('booking-total')).toHaveTextContent('$398.50'))
    await waitFor(() => expect(canvas.getByText('Pet hair removal, heavy')).toBeVisible())
    const initPopupWidget = fn()
    window.Calendly = { initPopupWidget }
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }))
      await userEvent.type(await canvas.findByRole('textbox', { name: 'ZIP code of the visit' }), '77494')
      await userEvent.click(canvas.getByRole('checkbox', { name: "I've read how to get ready and the cancellation policy" }))
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to scheduling' }))
      await waitFor(() => expect(initPopupWidget).toHaveBeenCalledTimes(1))
      const [options] = initPopupWidget.mock.calls[0] as [{ url: string; prefill: { customAnswers: { a1: string } }; utm?: { utmContent?: string } }]
      await expect(options.prefill.customAnswers.a1).toMatch(/^Signature Detail \(SUV\)/)
      // A guest has no booking intent: the quote's own id is what ties the booking to the quote.
      await expect(options.utm?.utmContent).toBe('quote-1')
      await expect(new URL(options.url).searchParams.get('utm_content')).toBe('quote-1')
    } finally {
      sessionStorage.removeItem(VISIT_ZIP_KEY)
      sessionStorage.removeItem(QUOTE_HANDOFF_KEY)
      delete window.Calendly
      const url = new URL(window.location.href)
      url.searchParams.delete('from')
      window.history.replaceState(window.history.state, '', url)
    }
  },
}
