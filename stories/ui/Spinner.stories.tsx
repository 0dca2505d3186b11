import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CenteredSpinner, Spinner } from '../../components/ui/spinner'

/** Use while a region or a lazy page loads and there is nothing to show yet, with a label saying what is loading; inside a button use SubmitButton instead. */
const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading')
  },
}

/** What a lazy page shows while its code loads. */
export const Centered: Story = {
  render: () => <CenteredSpinner label="Loading page" />,
  parameters: { layout: 'fullscreen', snapshot: { viewport: { width: 800, height: 600 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading page')
  },
}
