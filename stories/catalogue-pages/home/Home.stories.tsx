import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AboutSection } from '../../../components/catalogue-pages/home/AboutSection'
import { FaqTeaser } from '../../../components/catalogue-pages/home/FaqTeaser'
import { Hero } from '../../../components/catalogue-pages/home/Hero'
import { HomePage } from '../../../components/catalogue-pages/home/HomePage'
import { HowItWorks } from '../../../components/catalogue-pages/home/HowItWorks'
import { PopularServices } from '../../../components/catalogue-pages/home/PopularServices'
import { ServiceAreasSection } from '../../../components/catalogue-pages/home/ServiceAreasSection'
import { TestimonialsSection } from '../../../components/catalogue-pages/home/TestimonialsSection'
import { fulshearHome, katyHome } from '../../../tests/fixtures/pages/home'
import { onViewport } from '../../../.storybook/viewports'

/** The sections the home and area pages are built from, each from the catalogue; use them for a new area page rather than new markup. */
const meta = {
  title: 'Home/Sections',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  args: { data: katyHome },
} satisfies Meta<typeof HomePage>

export default meta
type Story = StoryObj<typeof meta>

/** The hero: h1, Book Now (a guided-tour target) and View services. */
export const HeroSection: Story = {
  render: () => <Hero area={katyHome.area} business={katyHome.business} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(katyHome.area.heading)
    const book = canvas.getByRole('link', { name: 'Book Now' })
    await expect(book).toHaveAttribute('href', '/book')
    await expect(book).toHaveAttribute('data-tour', 'book-now')
    await expect(canvas.getByRole('link', { name: 'View services' })).toHaveAttribute('href', '#services')
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high')
  },
}

/** Popular packages lead and carry a Popular badge. */
export const Services: Story = {
  render: () => <PopularServices services={katyHome.services} areaName="Katy" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = canvas.getAllByRole('article')
    await expect(within(cards[0] as HTMLElement).getByText('Popular')).toBeVisible()
    await expect(within(cards[0] as HTMLElement).getByText('From $349.00')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View Signature Detail' })).toHaveAttribute('href', '/services/signature-detail')
  },
}

export const HowMobileDetailingWorks: Story = {
  render: () => <HowItWorks requirements={katyHome.business.requirements} phoneDisplay={katyHome.business.phoneDisplay} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/water spigot and a standard electrical outlet/)).toBeVisible()
  },
}

/** The guided tour's "Learn About Us" step targets this section. */
export const About: Story = {
  render: () => <AboutSection businessName={katyHome.business.name} paragraphs={katyHome.about} serviceRadius={katyHome.business.serviceRadius} />,
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('#about')
    await expect(section).not.toBeNull()
    await expect(section).toHaveAttribute('data-tour', 'about-section')
  },
}

export const Testimonials: Story = {
  render: () => <TestimonialsSection testimonials={katyHome.testimonials} />,
}

export const Areas: Story = {
  render: () => <ServiceAreasSection areas={katyHome.areas} currentSlug="fulshear" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Detailing in Fulshear' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Questions open and close natively (details/summary), without any script of ours. */
export const FaqDisclosure: Story = {
  render: () => <FaqTeaser faq={katyHome.faq} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = katyHome.faq[0]
    if (!first) return
    const summary = canvas.getByText(first.question)
    const details = summary.closest('details') as HTMLDetailsElement
    await expect(details.open).toBe(false)
    await userEvent.click(summary)
    await expect(details.open).toBe(true)
    await expect(canvas.getByText(first.answer)).toBeVisible()
  },
}

/** A whole area page: Fulshear speaks of Fulshear. */
export const FulshearPage: Story = {
  args: { data: fulshearHome },
  parameters: { pageContext: { urlPathname: '/fulshear' }, snapshot: { target: 'page' } },
  globals: onViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Fulshear')
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  },
}
