import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { ServicesMenu } from '../../components/layout/header/ServicesMenu'
import { menuServices } from './fixtures'
import { checkIsland } from './island-hydration'

/** The header's Services disclosure menu on wider screens: every service page with its one-line summary. */
const meta = {
  title: 'Layout/Services Menu',
  component: ServicesMenu,
  args: { services: menuServices },
  parameters: { snapshot: { target: 'viewport', viewport: { width: 800, height: 560 } } },
  decorators: [
    (Story) => (
      // As in the header: inverted bar, a link after the menu for focus to move on to.
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 16, background: '#0d1a33', color: '#fff', minHeight: 480, alignContent: 'flex-start' }}>
        <Story />
        <a href="#after" style={{ color: '#fff', alignSelf: 'flex-start', padding: 8 }}>
          After
        </a>
      </div>
    ),
  ],
} satisfies Meta<typeof ServicesMenu>

export default meta
type Story = StoryObj<typeof meta>

const servicesButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Services' })
/** The list the button controls (closed, it is display: none, so it has no accessible name to query by). */
function servicesList(canvasElement: HTMLElement): HTMLElement {
  const id = servicesButton(canvasElement).getAttribute('aria-controls') ?? ''
  const list = canvasElement.ownerDocument.getElementById(id)
  if (!list || !canvasElement.contains(list)) throw new Error(`aria-controls="${id}" names no element in the story`)
  return list
}

/** A disclosure of plain links (no ARIA menu): every service page, at most 24rem tall and scrolling. */
export const OpensByMouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = servicesButton(canvasElement)
    const list = servicesList(canvasElement)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toHaveAttribute('aria-controls', list.id)
    await expect(trigger).toHaveAttribute('data-tour', 'services-dropdown')
    await expect(list).not.toBeVisible()
    await expect(canvas.queryByRole('menu')).toBeNull()

    await userEvent.click(trigger)
    await waitFor(() => expect(list).toBeVisible())
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const links = within(list).getAllByRole('link')
    await expect(links).toHaveLength(menuServices.length)
    await expect(links).toHaveLength(16)
    links.forEach((link, i) => expect(link).toHaveAttribute('href', `/services/${menuServices[i]?.slug}`))
    await expect(getComputedStyle(list).maxHeight).toBe('384px')
    await expect(getComputedStyle(list).overflowY).toBe('auto')
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight)

    // The button toggles it, and a click outside closes it.
    await userEvent.click(trigger)
    await waitFor(() => expect(list).not.toBeVisible())
    await userEvent.click(trigger)
    await waitFor(() => expect(list).toBeVisible())
    await userEvent.click(canvasElement.ownerDocument.body)
    await waitFor(() => expect(list).not.toBeVisible())
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Tab, Enter and Escape as in the APG disclosure navigation example; arrows, Home and End too. */
export const ByKeyboard: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = servicesButton(canvasElement)
    const list = servicesList(canvasElement)
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    // Closed, its links are not in the tab order.
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('link', { name: 'After' })).toHaveFocus()
    await userEvent.tab({ shift: true })

    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(list).toBeVisible())
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const links = within(list).getAllByRole('link')
    await userEvent.tab()
    await expect(links[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(links[1]).toHaveFocus())
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(links[links.length - 1]).toHaveFocus())
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(links[links.length - 2]).toHaveFocus())
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(links[0]).toHaveFocus())

    // Escape closes and gives focus back to the button.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(list).not.toBeVisible())
    await waitFor(() => expect(trigger).toHaveFocus())
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // Space opens it too; ArrowDown from the button enters the list; tabbing out closes it.
    await userEvent.keyboard(' ')
    await waitFor(() => expect(list).toBeVisible())
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(links[0]).toHaveFocus())
    await userEvent.keyboard('{End}')
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('link', { name: 'After' })).toHaveFocus()
    await waitFor(() => expect(list).not.toBeVisible())
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

/** The island hydrates onto the server's markup without a mismatch, and works after. */
export const HydratesServerMarkup: Story = {
  parameters: { snapshot: { disable: true } },
  render: () => <div data-testid="island-host" />,
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId('island-host')
    const island = checkIsland(host, <ServicesMenu services={menuServices} />)
    try {
      await expect(island.clientHtml).toBe(island.serverHtml)
      await island.hydrated
      const trigger = within(island.container).getByRole('button', { name: 'Services' })
      await userEvent.click(trigger)
      await waitFor(() => expect(within(island.container).getByRole('list', { name: 'Services' })).toBeVisible())
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await expect(island.hydrationErrors).toEqual([])
    } finally {
      island.unmount()
    }
  },
}
