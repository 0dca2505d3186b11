import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Alert } from '../../components/ui/alert'

/** Use for a message that belongs to one place on the page, in its flow: a form's failure (an alert, read out at once) or a confirmation (a status). For a passing note about something the customer just did elsewhere, use a toast. */
const meta = {
  title: 'UI/Alert',
  component: Alert,
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

/** A failure is an alert (announced at once), a confirmation a status (announced politely). */
export const Statuses: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '4', p: '4', maxW: 'md' })}>
      <Alert size="sm">
        <strong>Your vehicle was not saved.</strong> The connection dropped. Your entries are still here.
      </Alert>
      <Alert status="success">
        We sent a confirmation link to <strong>pat@example.com</strong>.
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your vehicle was not saved.')
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a confirmation link')
  },
}
