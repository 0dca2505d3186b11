import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { QuotePage } from '../../components/quotes/QuotePage'
import type { QuoteHandoff } from '../../components/quotes/quote-handoff'
import { CUSTOMER_TOKEN, fakeQuoteApi, QUOTE, type FakeQuoteOptions } from '../../tests/fixtures/quotes/fake-quotes'
import { onViewport } from '../../.storybook/viewports'
import '../support/wait'

function QuoteStory({ fake, hash = `#token=${CUSTOMER_TOKEN}`, book }: { fake: FakeQuoteOptions; hash?: string; book: (handoff: QuoteHandoff) => void }) {
  const [api] = useState(() => {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`)
    return fakeQuoteApi(fake)
  })
  return <QuotePage businessName="Lone Star Mobile Detailing" api={api} book={book} />
}

/** /quote (an island), on a phone: the customer's quote from the link in their mail. */
const meta = {
  title: 'Quotes/QuotePage',
  component: QuoteStory,
  args: { fake: { quote: QUOTE }, book: fn() },
  parameters: { layout: 'fullscreen', snapshot: { target: 'page' } },
  globals: onViewport('phone'),
} satisfies Meta<typeof QuoteStory>
export default meta
type Story = StoryObj<typeof meta>

export const ApproveAndBook: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('region', { name: 'Lone Star Mobile Detailing quote for Dana Reyes' })
    await expect(within(card).getByTestId('quote-total')).toHaveTextContent('$398.50')
    await expect(within(card).getByText('Valid until December 18, 2026')).toBeVisible()
    await expect(within(card).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Approve and book' }))
    await waitFor(() =>
      expect(args.book).toHaveBeenCalledWith({
        quoteId: 'quote-1',
        services: ['Signature Detail (SUV)'],
        lines: QUOTE.lines,
        totalCents: 39850,
      }),
    )
    await expect(await canvas.findByText('You approved this quote.')).toBeVisible()
  },
}

export const AskForChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for changes' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(canvas.getByLabelText('What would you like changed?')).toHaveAccessibleDescription('Write what you would like changed.')
    await userEvent.type(canvas.getByLabelText('What would you like changed?'), 'Could you do Saturday and skip the wax?')
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await canvas.findByText('Your message reached Lone Star Mobile Detailing. You will hear back by e-mail.')).toBeVisible()
    await expect(canvas.getByText(/You asked for changes/)).toBeVisible()
  },
}

export const Expired: Story = {
  args: { fake: { quote: { ...QUOTE, expired: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('This quote expired on December 18, 2026.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Approve and book' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a new quote' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await canvas.findByText(/Your message reached/)).toBeVisible()
  },
}

export const Withdrawn: Story = {
  args: { fake: { quote: { ...QUOTE, status: 'withdrawn' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Lone Star Mobile Detailing withdrew this quote.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Approve and book' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Ask for changes' })).toBeNull()
  },
}

export const ForgedLink: Story = {
  args: { hash: '#token=%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This quote link is not complete.')
  },
}

export const Offline: Story = {
  args: { fake: { quote: QUOTE, offline: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not reach the server.')
  },
}
