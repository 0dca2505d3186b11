import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { MobileMenu } from '../../components/layout/header/MobileMenu'
import { menuServices } from './fixtures'
import { checkIsland } from './island-hydration'
import { onViewport } from '../../.storybook/viewports'

/** The phone's menu (an island): the header's links in a drawer, below the tablet breakpoint. */
const meta = {
  title: 'Layout/Mobile Menu',
  component: MobileMenu,
  args: { services: menuServices, pathname: '/contact' },
  parameters: { layout: 'fullscreen', snapshot: { target: 'viewport' } },
  globals: onViewport('phone'),
  decorators: [
    (Story) => (
      // As in the header: a focusable control before the menu, on the inverted bar.
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: 16, background: '#0d1a33', color: '#fff' }}>
        <a href="#home" style={{ color: '#fff' }}>
          Home
        </a>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MobileMenu>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The drawer lists every header link, Contact (current here), Login / Sign Up and the services. */
export const OpensByMouse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(trigger)
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' })
    // Portalled out of the header, so Ark's aria-hidden on the rest of the page never covers the
    // dialog's own ancestors (axe's aria-hidden-focus runs on this story with the drawer open).
    await expect(canvasElement.contains(dialog)).toBe(false)
    const drawer = within(dialog)
    await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/login')
    const serviceLinks = drawer.getAllByRole('link', { name: (_, el) => el.getAttribute('href')?.startsWith('/services/') ?? false })
    await expect(serviceLinks).toHaveLength(menuServices.length)
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'))
    await expect(trigger).not.toHaveAttribute('aria-busy')
  },
}

export const ClosesAndReturnsFocus: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' })
    // Mouse: open, then the close button; focus goes back to the menu button.
    await userEvent.click(trigger)
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // Keyboard: Tab to the button, Enter opens, Escape closes, focus back on the button.
    trigger.blur()
    await userEvent.tab()
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const again = await body(canvasElement).findByRole('dialog', { name: 'Menu' })
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** The island hydrates onto the server's markup without a mismatch; the drawer loads on first open. */
export const HydratesServerMarkup: Story = {
  parameters: { snapshot: { disable: true } },
  render: () => <div data-testid="island-host" />,
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId('island-host')
    const island = checkIsland(host, <MobileMenu services={menuServices} pathname="/contact" />)
    try {
      await expect(island.clientHtml).toBe(island.serverHtml)
      await island.hydrated
      await userEvent.click(within(island.container).getByRole('button', { name: 'Open menu' }))
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }))
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull())
      await expect(island.hydrationErrors).toEqual([])
    } finally {
      island.unmount()
    }
  },
}
