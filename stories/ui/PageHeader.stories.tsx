import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within, waitFor } from 'storybook/test'
import { PageHeader } from '../../components/ui/page-header'
import { onViewport } from '../../.storybook/viewports'
import { bookIndex } from '../../tests/fixtures/pages/booking'

/**
 * Use once at the top of every inner page (booking, info pages): it holds the page's only h1,
 * its breadcrumbs (shown from two levels down) and an optional intro. The home page and the
 * service pages have their own heroes instead.
 */
const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: bookIndex.heading,
    intro: bookIndex.intro,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Book', path: '/book' },
    ],
  },
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const WithBreadcrumbs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1))
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.heading))
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument())
  },
}

/** A top-level page's trail is Home alone, which says nothing: no breadcrumbs. */
export const TopLevel: Story = {
  args: { breadcrumbs: [{ name: 'Home', path: '/' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull())
  },
}

export const Phone: Story = {
  globals: onViewport('phone'),
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(args.heading))
  },
}
