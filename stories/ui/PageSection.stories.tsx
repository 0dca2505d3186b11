import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PageSection } from '../../components/ui/page-section'
import { lead } from '../../components/ui/page-styles'

/** Use for each titled band of a content page (home, areas, info pages): the centred column with its h2 and an optional link onwards. */
const meta = {
  title: 'UI/PageSection',
  component: PageSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSection>

export default meta
type Story = StoryObj<typeof meta>

/** A tinted band with its heading and a closing link, as on the home pages. */
export const WithLink: Story = {
  args: {
    headingId: 'story-heading',
    title: 'What our customers say',
    tone: 'subtle',
    more: { href: '/testimonials', label: 'Read all customer reviews' },
    children: <p className={lead}>Three reviews go here.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'What our customers say' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Read all customer reviews' })).toHaveAttribute('href', '/testimonials')
  },
}
