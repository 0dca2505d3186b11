import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Card } from '../../components/ui/card'
import { footerAreas } from '../layout/fixtures'

/** Use to group one thing's content on its own bordered surface: a service, a vehicle, a sign-in panel. "accent" marks the one card to pick; pages that need only the look call the card recipe. */
const meta = {
  title: 'UI/Card',
  component: Card,
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(2, 1fr)', p: '4', maxW: '3xl' })

/** Every tone, with the padding each one is used with on the site. */
export const Tones: Story = {
  render: () => (
    <div className={grid}>
      <Card as="section" aria-label="Default card">
        A garage entry
      </Card>
      <Card as="section" aria-label="Raised card" tone="raised" padding="responsive">
        The sign-in panel
      </Card>
      <Card as="section" aria-label="Accent card" tone="accent">
        Member perks
      </Card>
      <Card as="section" aria-label="Large card" padding="lg" radius="xl">
        A booking step
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Default card' })).toHaveTextContent('A garage entry')
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'Raised card' })).boxShadow).not.toBe('none')
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'Default card' })).boxShadow).toBe('none')
  },
}

/** A list of cards, the page's own one marked (the service areas on an area page). */
export const List: Story = {
  render: () => (
    <ul aria-label="Service areas" className={grid}>
      {footerAreas.map((area, i) => (
        <li key={area.slug} className={card({ tone: i === 0 ? 'selected' : 'default' })} aria-current={i === 0 ? 'page' : undefined}>
          Detailing in {area.name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items).toHaveLength(footerAreas.length)
    await expect(getComputedStyle(items[0]!).borderTopColor).not.toBe(getComputedStyle(items[1]!).borderTopColor)
  },
}
