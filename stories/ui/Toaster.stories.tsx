import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Toaster } from '../../components/ui/toaster'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, showToast, toaster } from '../../lib/toast/show-toast'

function ToastDemo() {
  return (
    <div className={css({ display: 'flex', gap: '3' })}>
      <button type="button" className={button({ variant: 'solid' })} onClick={() => showToast('success', 'Added to bag', 'Full Detail (Sedan) is in your bag.')}>
        Add to bag
      </button>
      <button type="button" className={button({ variant: 'outline' })} onClick={() => showToast('error', 'Something went wrong', 'Please try again.')}>
        Fail
      </button>
      <Toaster />
    </div>
  )
}

/** Use (through showToast) for a short confirmation of something the customer just did that does not need an answer, such as adding to the bag; it stays readable above an open dialog. */
const meta = {
  title: 'UI/Toaster',
  component: ToastDemo,
  parameters: { snapshot: { target: 'viewport', viewport: { width: 800, height: 400 } } },
  // Toasts live in a module-level store: start and end every story with none.
  beforeEach: () => {
    toaster.remove()
    return () => toaster.remove()
  },
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

const toasts = () => document.querySelectorAll('[data-scope="toast"][data-part="root"]')

export const ShowsAToast: Story = {
  play: async ({ canvasElement }) => {
    await expect(TOAST_DURATION_MS).toBe(5000)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to bag' }))
    const body = within(document.body)
    await waitFor(() => expect(body.getByText('Added to bag')).toBeVisible())
    await waitFor(() => expect(body.getByText('Full Detail (Sedan) is in your bag.')).toBeVisible())
    // The toast recipe's styles reach the page (surface background, not transparent).
    const root = document.querySelector('[data-scope="toast"][data-part="root"]')
    await expect(root).not.toBeNull()
    await expect(getComputedStyle(root as Element).backgroundColor).toBe('rgb(255, 255, 255)')
    // Hold it on screen for the snapshot; the 5 s timer is the spec's, not the test's.
    toaster.pause()
  },
}

/** Spec: one toast visible at a time. */
export const OneAtATime: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to bag' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }))
    await waitFor(() => expect(toasts()).toHaveLength(TOAST_MAX_VISIBLE))
    // The newest replaces the one on screen at once, instead of waiting 5 s in a queue.
    await waitFor(() => expect(within(document.body).getByText('Something went wrong')).toBeVisible())
    await waitFor(() => expect(within(document.body).queryByText('Added to bag')).toBeNull())
  },
}

export const DismissByKeyboard: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }))
    const dismiss = await within(document.body).findByRole('button', { name: 'Dismiss notification' })
    dismiss.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(toasts()).toHaveLength(0))
  },
}
