import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ContactDetails } from '../../../components/catalogue-pages/info/ContactDetails'
import { FaqSections } from '../../../components/catalogue-pages/info/FaqSections'
import { InfoPage } from '../../../components/catalogue-pages/info/InfoPage'
import { MembershipTiers } from '../../../components/catalogue-pages/info/MembershipTiers'
import { NotFound } from '../../../components/catalogue-pages/info/NotFound'
import { TestimonialGrid } from '../../../components/catalogue-pages/info/TestimonialGrid'
import { aboutInfo, business, contactInfo, faqEntries, membershipIntro, membershipTiers, notFoundServices, privacyInfo, testimonials } from '../../../tests/fixtures/pages/info'

/** The info pages (about, contact, FAQ) from the catalogue's info-pages file. */
const meta = {
  title: 'Info/Pages',
  component: InfoPage,
  parameters: { layout: 'fullscreen', snapshot: { target: 'page', viewport: { width: 1280, height: 900 } } },
  args: { data: aboutInfo, path: '/about' },
} satisfies Meta<typeof InfoPage>

export default meta
type Story = StoryObj<typeof meta>

export const About: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(aboutInfo.heading)
  },
}

export const PrivacyPolicy: Story = { args: { data: privacyInfo, path: '/privacy-policy' } }

export const Contact: Story = {
  args: { data: contactInfo, path: '/contact' },
  render: (args) => (
    <InfoPage {...args}>
      <ContactDetails contact={contactInfo.contact} />
    </InfoPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`)
    await expect(canvas.getByRole('link', { name: `Text ${business.phone.display}` })).toHaveAttribute('href', `sms:${business.phone.e164}`)
    await expect(canvas.getByRole('link', { name: `E-mail ${business.email}` })).toHaveAttribute('href', `mailto:${business.email}`)
  },
}

export const Faq: Story = {
  render: () => <FaqSections entries={faqEntries} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(faqEntries.length)
  },
}

export const Testimonials: Story = { render: () => <TestimonialGrid testimonials={testimonials} /> }

export const Membership: Story = {
  render: () => <MembershipTiers tiers={membershipTiers} intro={membershipIntro} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toMatch(/\$0\.00/)
  },
}

export const PageNotFound: Story = {
  render: () => <NotFound is404 services={notFoundServices} phoneDisplay={business.phone.display} phoneE164={business.phone.e164} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found')
  },
}
