import type { Meta, StoryObj } from '@storybook/react-vite'
import { button } from 'styled-system/recipes'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ContactLauncher } from '../../../components/engagement/contact/ContactLauncher'

/**
 * "Contact us" as the site's floating launcher: once React runs, a button that opens the
 * contact popup; in the prerendered HTML (no JavaScript) a link to /contact, checked by
 * tests/unit/scheduler-faults.test.ts.
 */
const meta = {
  title: 'Engagement/Contact launcher',
  component: ContactLauncher,
  args: { onOpen: fn(), onPreload: fn(), expanded: false, className: button({ variant: 'brand', size: 'md' }) },
} satisfies Meta<typeof ContactLauncher>
export default meta
type Story = StoryObj<typeof meta>

export const Hydrated: Story = {
  play: async ({ canvasElement, args }) => {
    const launcher = within(canvasElement).getByRole('button', { name: 'Contact us' })
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(launcher).toHaveAttribute('aria-expanded', 'false')
    await userEvent.hover(launcher)
    await expect(args.onPreload).toHaveBeenCalled()
    await userEvent.click(launcher)
    await expect(args.onOpen).toHaveBeenCalledTimes(1)
  },
}

export const Open: Story = {
  args: { expanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Contact us' })).toHaveAttribute('aria-expanded', 'true')
  },
}

/**
 * Asked for while the popup's code is still on its way: the launcher stays pressed
 * and says it is busy, rather than a spinner over the page. Its code is warmed on pointer-down too.
 */
export const WaitingForThePopup: Story = {
  args: { expanded: true, busy: true },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const launcher = within(canvasElement).getByRole('button', { name: 'Contact us' })
    await expect(launcher).toHaveAttribute('aria-busy', 'true')
    await expect(getComputedStyle(launcher).transform).not.toBe('none')
    await userEvent.pointer({ keys: '[MouseLeft>]', target: launcher })
    await expect(args.onPreload).toHaveBeenCalled()
    await userEvent.pointer({ keys: '[/MouseLeft]', target: launcher })
  },
}
