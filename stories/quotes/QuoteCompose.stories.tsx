import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { QuoteComposePage } from '../../components/quotes/QuoteComposePage'
import { quoteOptions } from '../../components/quotes/quote-rules'
import { catalogue } from '../../tests/fixtures/catalogue/static'
import { fakeQuoteApi, OWNER_TOKEN, QUOTE, QUOTE_NOW, type FakeQuoteOptions } from '../../tests/fixtures/quotes/fake-quotes'
import { onViewport } from '../../.storybook/viewports'
import '../support/wait'

/** The page reads its token from the fragment once, on mount: the story sets the address first. */
function ComposeStory({ fake, hash = `#token=${OWNER_TOKEN}` }: { fake: FakeQuoteOptions; hash?: string }) {
  const [api] = useState(() => {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`)
    return fakeQuoteApi(fake)
  })
  return <QuoteComposePage options={quoteOptions(catalogue)} api={api} now={QUOTE_NOW} />
}

/** /quote/compose (an island), on a phone: the owner's "Send a quote" link from a lead mail. */
const meta = {
  title: 'Quotes/Compose',
  component: ComposeStory,
  args: { fake: {} },
  parameters: { layout: 'fullscreen', snapshot: { target: 'page' } },
  globals: onViewport('phone'),
} satisfies Meta<typeof ComposeStory>
export default meta
type Story = StoryObj<typeof meta>

const first = catalogue.variants[0]!

export const ComposeAndSend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quote for Dana Reyes' })).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Catalogue service'), first.name)
    await userEvent.click(canvas.getByRole('button', { name: 'Add service' }))
    await expect(canvas.getByLabelText('Line 1 name')).toHaveValue(first.name)
    await expect(canvas.getByLabelText('Line 1 price')).toHaveValue(String(first.price))
    await userEvent.clear(canvas.getByLabelText('Line 1 price'))
    await userEvent.type(canvas.getByLabelText('Line 1 price'), '300')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a custom line' }))
    await userEvent.type(canvas.getByLabelText('Line 2 name'), 'Pet hair removal, heavy')
    await userEvent.type(canvas.getByLabelText('Line 2 price'), '49.50')
    await expect(canvas.getByTestId('draft-total')).toHaveTextContent('$349.50')
    await userEvent.type(canvas.getByLabelText('Note to the customer (optional)'), 'About three hours on site.')
    await userEvent.clear(canvas.getByLabelText('Days the quote holds'))
    await userEvent.type(canvas.getByLabelText('Days the quote holds'), '7')
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }))

    const preview = await canvas.findByRole('region', { name: 'Your quote, Dana Reyes' })
    await expect(within(preview).getByTestId('quote-total')).toHaveTextContent('$349.50')
    await expect(within(preview).getByText('Valid until December 11, 2026')).toBeVisible()
    await expect(within(preview).getByText('About three hours on site.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote to dana@example.com' }))
    await expect(await canvas.findByText('Sent. The customer has not answered yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Withdraw quote' })).toBeVisible()
  },
}

export const BadInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: 'Quote for Dana Reyes' })
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Add at least one service or line to the quote.')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a custom line' }))
    await userEvent.type(canvas.getByLabelText('Line 1 price'), '-20')
    await userEvent.type(canvas.getByLabelText('Note to the customer (optional)'), 'x'.repeat(1001), { delay: null })
    await userEvent.clear(canvas.getByLabelText('Days the quote holds'))
    await userEvent.type(canvas.getByLabelText('Days the quote holds'), '0')
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }))
    await waitFor(() => expect(canvas.getByLabelText('Line 1 name')).toHaveAccessibleDescription('Name this line.'))
    await expect(canvas.getByLabelText('Line 1 price')).toHaveAccessibleDescription(/between \$0.00 and \$10,000.00/)
    await expect(canvas.getByLabelText('Days the quote holds')).toHaveAccessibleDescription(/between 1 and 60 days/)
    await expect(canvas.getByText(/Keep the note to 1000 characters/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Send quote/ })).toBeNull()
  },
}

export const AlreadySent: Story = {
  args: { fake: { quote: { ...QUOTE, status: 'changes_requested', change_request: 'Could you do Saturday and skip the wax?' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The customer asked for changes.')).toBeVisible()
    await expect(canvas.getByRole('blockquote', { name: "The customer's message" })).toHaveTextContent('Could you do Saturday and skip the wax?')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw quote' }))
    await expect(await canvas.findByText('You withdrew this quote.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Withdraw quote' })).toBeNull()
  },
}

export const UnknownLink: Story = {
  args: { hash: `#token=${'f'.repeat(64)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This quote link has expired or is not one we know.')
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}
