import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { usePageContext } from 'vike-react/usePageContext'
import { AccountMenu } from '../../components/account/AccountMenu'
import { GuestAccountLink } from '../../components/account/GuestAccountLink'
import { Header } from '../../components/layout/header/Header'
import { ViewBagButton } from '../../components/bag/ViewBagButton'
import { hoverContrast } from '../support/colours'
import { layoutBusiness, menuServices } from './fixtures'
import { onViewport } from '../../.storybook/viewports'
import { withPageUnder } from '../support/page-under'

/** Wired as SiteLayout wires it: the path comes from Vike's pageContext (parameters.pageContext). */
function HeaderFromPageContext({ bagCount = 0, signedIn = false }: { bagCount?: number; signedIn?: boolean }) {
  const { urlPathname } = usePageContext()
  return (
    <Header
      businessName={layoutBusiness.name}
      services={menuServices}
      pathname={urlPathname}
      account={signedIn ? <AccountMenu name="Maria Lopez" email="maria.lopez@example.com" onSignOut={() => undefined} /> : <GuestAccountLink />}
      bag={<ViewBagButton count={bagCount} />}
    />
  )
}

const DESKTOP = { width: 1280, height: 720 }

/** The header every page starts with: logo, the services menu, the account slot and View Bag (islands inside a static bar). */
const meta = {
  title: 'Layout/Header',
  component: HeaderFromPageContext,
  parameters: { layout: 'fullscreen', snapshot: { target: 'viewport', viewport: DESKTOP } },
} satisfies Meta<typeof HeaderFromPageContext>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  parameters: { pageContext: { urlPathname: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).queryByRole('link', { name: 'Contact' })).toBeNull() // mobile menu only
    await expect(canvas.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/login')
    await expect(canvas.getByRole('button', { name: 'View Bag, 0 items' })).toBeVisible()
  },
}

export const CurrentPageBelowSection: Story = {
  parameters: { pageContext: { urlPathname: '/blog/some-post' } },
  args: { bagCount: 2 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    await expect(within(canvasElement).getByRole('button', { name: 'View Bag, 2 items' })).toBeVisible()
  },
}

/**
 * WCAG 1.4.3 (4.5:1) while the pointer is over each header control: the Services button and the
 * signed-in account button sit on the dark bar like the links, so they must hover like them.
 */
export const HoverKeepsLabelsReadable: Story = {
  parameters: { pageContext: { urlPathname: '/about' }, snapshot: { disable: true } },
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }))
    const controls = [nav.getByRole('link', { name: 'Home' }), nav.getByRole('button', { name: 'Services' }), canvas.getByRole('button', { name: 'Account: Maria Lopez' })]
    for (const control of controls) {
      const ratio = await hoverContrast(control)
      await expect({ control: control.textContent, readable: ratio >= 4.5, ratio: Math.round(ratio * 100) / 100 }).toMatchObject({ readable: true })
    }
  },
}

/**
 * The Services entry in its place: three Tabs from the top (logo, Home, Services), Enter shows
 * every service page; Escape gives focus back. Its own behaviour: stories/layout/ServicesMenu.stories.tsx.
 */
export const ServicesMenuByKeyboard: Story = {
  parameters: { pageContext: { urlPathname: '/' }, snapshot: { target: 'viewport', viewport: { width: 1280, height: 560 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Services' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const list = await canvas.findByRole('list', { name: 'Services' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(within(list).getAllByRole('link')).toHaveLength(menuServices.length)
    await expect(getComputedStyle(list).maxHeight).toBe('384px')
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveFocus())
  },
}

export const ServicesMenuEscapeCloses: Story = {
  parameters: { pageContext: { urlPathname: '/' }, snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Services' })
    await userEvent.click(trigger)
    const list = await canvas.findByRole('list', { name: 'Services' })
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(list).not.toBeVisible())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const MobileMenuOpen: Story = {
  // The header is fixed, so the story's body is empty without a page under it.
  decorators: [withPageUnder],
  parameters: {
    pageContext: { urlPathname: '/contact' },
    // The drawer is portalled, so axe's aria-hidden-focus holds with it open.
    snapshot: { target: 'viewport' },
  },
  globals: onViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvasElement.querySelector('nav[aria-label="Main"]')).not.toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' })
    const drawer = within(dialog)
    await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible()
    await expect(drawer.getAllByRole('link', { name: (_, el) => el.getAttribute('href')?.startsWith('/services/') ?? false })).toHaveLength(menuServices.length)
  },
}
