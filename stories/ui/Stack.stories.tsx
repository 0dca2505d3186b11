import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Stack } from '../../components/ui/stack'
import { menuServices } from '../layout/fixtures'

/** Use to lay children out in a column with even gaps, instead of margins on each child. */
const meta = {
  title: 'UI/Stack',
  component: Stack,
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

const item = css({ p: '3', bg: 'bg.muted', borderRadius: 'md' })

/** A column with even gaps; `as` picks the element (here a list of the catalogue's services). */
export const Column: Story = {
  render: () => (
    <Stack as="ul" gap="2" aria-label="Services" className={css({ p: '4', maxW: 'sm' })}>
      {menuServices.slice(0, 4).map((service) => (
        <li key={service.slug} className={item}>
          {service.name}
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Services' })
    await expect(getComputedStyle(list).flexDirection).toBe('column')
    await expect(getComputedStyle(list).rowGap).toBe('8px')
  },
}
