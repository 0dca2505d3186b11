import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within, waitFor } from 'storybook/test'
import { Breadcrumbs } from '../../components/ui/breadcrumbs'
import { signatureDetailPage } from '../../tests/fixtures/pages/services'

const { service } = signatureDetailPage

/**
 * Use at the top of an inner page (a service, the booking page) to show where it sits under
 * Home; the last entry is the page itself and is not a link. The same trail feeds the page's
 * BreadcrumbList JSON-LD, so give it the page's real path. PageHeader renders it for you.
 */
const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { name: 'Home', path: '/' },
      { name: service.name, path: `/services/${service.slug}` },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>

export default meta
type Story = StoryObj<typeof meta>

export const ServicePage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }))
    await expect(nav.getAllByRole('listitem')).toHaveLength(args.items.length)
    await waitFor(() => expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/'))
    // The current page is named, not linked.
    await waitFor(() => expect(nav.queryByRole('link', { name: service.name })).toBeNull())
    await waitFor(() => expect(nav.getByText(service.name)).toHaveAttribute('aria-current', 'page'))
  },
}

export const ThreeLevels: Story = {
  args: {
    items: [
      { name: 'Home', path: '/' },
      { name: 'Book', path: '/book' },
      { name: service.name, path: `/book/${service.slug}` },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }))
    await waitFor(() => expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/book']))
  },
}
