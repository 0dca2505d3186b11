import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ServiceCard } from '../../../components/catalogue-pages/ServiceCard'
import { ServiceDetailPage } from '../../../components/catalogue-pages/services/ServiceDetailPage'
import { ceramicCoatingPage, headlightPage, ppfPage, serviceCards, signatureDetailPage } from '../../../tests/fixtures/pages/services'

/** A /services/{slug} page: prices by vehicle size, add-ons, how to get ready and the policies. */
const meta = {
  title: 'Services/Service page',
  component: ServiceDetailPage,
  parameters: { layout: 'fullscreen', snapshot: { target: 'page', viewport: { width: 1280, height: 900 } } },
  args: { data: signatureDetailPage },
} satisfies Meta<typeof ServiceDetailPage>

export default meta
type Story = StoryObj<typeof meta>

/** Priced by vehicle size with the spec's prices, add-ons, Book and Contact links. */
export const SignatureDetail: Story = {
  parameters: { pageContext: { urlPathname: '/services/signature-detail' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Signature Detail')
    const table = within(canvas.getByRole('table'))
    await expect(table.getByRole('row', { name: /Sedan/ })).toHaveTextContent('$349.00')
    await expect(table.getByRole('row', { name: /SUV/ })).toHaveTextContent('$399.00')
    await expect(table.getByRole('row', { name: /XL/ })).toHaveTextContent('$449.00')
    await expect(canvas.getAllByRole('link', { name: 'Book Signature Detail' })[0]).toHaveAttribute('href', '/book/signature-detail')
    await expect(canvas.getByText('Pet Hair Removal')).toBeVisible()
    // How to get ready and the policies, from data/ (no script).
    const terms = within(canvas.getByTestId('visit-terms'))
    await waitFor(() => expect(terms.getByRole('heading', { name: 'How to get ready' })).toBeVisible())
    await waitFor(() => expect(terms.getByRole('list', { name: 'How to get ready' })).toHaveTextContent('water spigot'))
    await waitFor(() => expect(terms.getByRole('heading', { name: 'Cancellation, weather and deposit' })).toBeVisible())
    await waitFor(() => expect(terms.getByText('Cancellation')).toBeVisible())
  },
}

/** Quote-only: "Request a quote", never $0. */
export const QuoteOnly: Story = {
  args: { data: ceramicCoatingPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The price table and the add-to-bag box both say so.
    await expect(canvas.getAllByText('Request a quote')[0]).toBeVisible()
    await expect(canvasElement.textContent).not.toMatch(/\$0\.00/)
    await expect(canvas.getByRole('link', { name: 'Contact us for a quote' })).toHaveAttribute('href', '/contact')
  },
}

export const SinglePrice: Story = {
  args: { data: headlightPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The price block and the add-to-bag box both show the one price.
    await expect(canvas.getAllByText('$69.00')[0]).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Add to Bag/ })).toBeEnabled()
  },
}

/** Not bookable online: no Book link, Contact leads. */
export const ContactOnly: Story = {
  args: { data: ppfPage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /^Book / })).toBeNull()
  },
}

export const Card: StoryObj<typeof ServiceCard> = {
  render: () => (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <ServiceCard service={serviceCards[0]!} />
    </div>
  ),
  parameters: { snapshot: { target: 'root' } },
}
