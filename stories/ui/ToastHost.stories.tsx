import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { ToastHost } from '../../components/ui/toast-host'
import { showToast, toaster } from '../../lib/toast/show-toast'
import { holdToast } from '../support/hold-toast'

/** Use once per page, in the layout: the island that brings the Toaster (UI/Toaster) with the page's first toast, so no page pays for Ark's toast code on load. Features never render it; they call showToast. */
const meta = {
  title: 'UI/ToastHost',
  component: ToastHost,
  render: () => (
    <div className={css({ p: '4' })}>
      <button type="button" className={button({ variant: 'solid' })} onClick={() => showToast('success', 'Added to bag', 'Full Detail (Sedan) is in your bag.')}>
        Add to bag
      </button>
      <ToastHost />
    </div>
  ),
  // The toast sits over the page's corner, outside the story's root.
  parameters: { snapshot: { target: 'viewport', viewport: { width: 800, height: 400 } } },
  beforeEach: () => {
    toaster.remove()
    return () => toaster.remove()
  },
} satisfies Meta<typeof ToastHost>

export default meta
type Story = StoryObj<typeof meta>

const toasterParts = () => document.querySelectorAll('[data-scope="toast"]')

/** Nothing of the toaster is on the page until the first toast; a toast asked for meanwhile waits, then shows and is announced. */
export const MountsWithTheFirstToast: Story = {
  play: async ({ canvasElement }) => {
    await expect(toasterParts()).toHaveLength(0)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to bag' }))
    await holdToast('Full Detail (Sedan) is in your bag.')
    const body = within(document.body)
    await expect(body.getByText('Added to bag')).toBeVisible()
    // Announced: the toast is a status inside the toaster's polite live region.
    const toast = body.getByText('Added to bag').closest('[role="status"]')
    await expect(toast).not.toBeNull()
    await expect(toast!.closest('[aria-live="polite"]')).not.toBeNull()
  },
}
