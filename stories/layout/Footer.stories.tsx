import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from '../../components/layout/footer/Footer'
import { fixedDate } from '../support/fixed-date'
import { footerAreas, footerBook, homeArea, layoutBusiness, menuServices } from './fixtures'

/** Wired as SiteLayout wires it: the location rule reads Vike's urlPathname (parameters.pageContext). */
function FooterFromPageContext({ buildYear }: { buildYear?: number }) {
  const { urlPathname } = usePageContext()
  return (
    <Footer
      pathname={urlPathname}
      businessName={layoutBusiness.name}
      phone={layoutBusiness.phone}
      email={layoutBusiness.email}
      areas={footerAreas}
      homeArea={homeArea}
      services={menuServices}
      bookLinks={footerBook}
      buildYear={buildYear}
    />
  )
}

/** The footer every page ends with: contact details, areas and links, from the catalogue. */
const meta = {
  title: 'Layout/Footer',
  component: FooterFromPageContext,
  // Prerendered with last year's date; the browser's clock (pinned here) must win after hydration.
  args: { buildYear: 2025 },
  beforeEach: fixedDate('2026-03-15T12:00:00Z'),
  parameters: { layout: 'fullscreen', snapshot: { viewport: { width: 1280, height: 720 } } },
} satisfies Meta<typeof FooterFromPageContext>

export default meta
type Story = StoryObj<typeof meta>

async function expectLocation(canvasElement: HTMLElement, slug: string, name: string) {
  const canvas = within(canvasElement)
  await expect(canvas.getByText(name, { selector: 'strong' })).toBeVisible()
  await expect(canvas.getByRole('link', { name: `${layoutBusiness.name}, ${name} home` })).toHaveAttribute('href', `/${slug}`)
  // The year is an island of its own (CurrentYear), so the line spans two elements.
  const copyright = `© 2026 ${layoutBusiness.name}. All rights reserved.`
  await waitFor(() => expect(canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === copyright)).toBeVisible())
}

/** Default: any path that names no area shows Katy. */
export const Katy: Story = {
  parameters: { pageContext: { urlPathname: '/about' } },
  play: async ({ canvasElement }) => {
    await expectLocation(canvasElement, 'katy', 'Katy')
    const booking = within(within(canvasElement).getByRole('navigation', { name: 'Book a service' }))
    await expect(booking.getByRole('link', { name: 'Paint Protection Film' })).toHaveAttribute('href', '/contact')
    await expect(booking.getByRole('link', { name: 'Full Detail' })).toHaveAttribute('href', '/book/full-detail')
  },
}

export const Fulshear: Story = {
  parameters: { pageContext: { urlPathname: '/fulshear' } },
  play: async ({ canvasElement }) => expectLocation(canvasElement, 'fulshear', 'Fulshear'),
}

export const JordanRanch: Story = {
  parameters: { pageContext: { urlPathname: '/jordan-ranch' } },
  play: async ({ canvasElement }) => expectLocation(canvasElement, 'jordan-ranch', 'Jordan Ranch'),
}

/** The rule is "the path contains the area", not only the area page itself. */
export const BlogPostNamingCincoRanch: Story = {
  parameters: { pageContext: { urlPathname: '/blog/summer-care-in-cinco-ranch' }, snapshot: { disable: true } },
  play: async ({ canvasElement }) => expectLocation(canvasElement, 'cinco-ranch', 'Cinco Ranch'),
}
